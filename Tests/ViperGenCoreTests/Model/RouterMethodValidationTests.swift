import XCTest

@testable import ViperGenCore

/// Issue 34: the router's own methods (`router:`) and a route's own method
/// (`method:`) are refused, each at its line, where the class that holds them
/// (the router; the presenter in MVP) or its Mock already has the name.
final class RouterMethodValidationTests: XCTestCase {
    func testRouterMessages_inAnMVPModule_areRefusedAtTheKey() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Auth.viper.yml": """
                module: Auth
                traits: [close]
                router:
                  openSignUp:
                    user: String

                """
            ]),
            """
            Specs/Auth.viper.yml:3:1: error: an MVP module has no router, so 'router' has nothing to go to
               3 | router:
                 | ^~~~~~
            hint: set 'style: viper' (or 'vip'), or write these methods in the presenter's logic; a route's own method is 'method:' under the route

            """)
    }

    func testRouterMessages_takeNoInherits_andRouteMethodsAreSwiftNames() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Billing.viper.yml": """
                module: Billing
                style: viper
                router:
                  inherits: [Sendable]
                  leave:
                routes:
                  help:
                    method: func
                  faq:
                    method: open faq

                """
            ]),
            """
            Specs/Billing.viper.yml:4:3: error: 'router' takes no 'inherits' (only 'events' and 'view' do)
               4 |   inherits: [Sendable]
                 |   ^~~~~~~~
            hint: remove it, and declare the conformance in an extension of the protocol
            Specs/Billing.viper.yml:8:13: error: 'func' is not a valid route method: it is a Swift keyword
               8 |     method: func
                 |             ^~~~
            hint: choose a name that is not a Swift keyword
            Specs/Billing.viper.yml:10:13: error: 'open faq' is not a valid route method: it contains a space
              10 |     method: open faq
                 |             ^~~~~~~~
            hint: a route method is a Swift identifier: letters, digits and '_', not starting with a digit

            """)
    }

    func testRouterMessages_clashingWithTheRouterOrItsMock_areEachLocated() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Billing.viper.yml": """
                module: Billing
                style: viper
                traits: [close, push]
                router:
                  close:
                  stubbed:
                  mockCalls:
                  transitionHandler:
                  total -> Int:
                  totalResult:
                  pay:
                    stubbed: Int

                """
            ]),
            """
            Specs/Billing.viper.yml:5:3: error: router message 'close()' has the name of a method of trait 'close'
               5 |   close:
                 |   ^~~~~
            hint: give it another name, e.g. 'show...', 'open...' or 'close...'
            Specs/Billing.viper.yml:6:3: error: router message 'stubbed' is named like what the router's Mock uses
               6 |   stubbed:
                 |   ^~~~~~~
            hint: choose another name: the Mock's bodies call 'stubbed' and 'MockCalls'
            Specs/Billing.viper.yml:7:3: error: router message 'mockCalls()' is named like a member the generated classes already have
               7 |   mockCalls:
                 |   ^~~~~~~~~
            hint: give it another name or a parameter: Swift can't tell a method without parameters from a property of the same name
            Specs/Billing.viper.yml:8:3: error: router message 'transitionHandler()' is named like a dependency of trait 'push'
               8 |   transitionHandler:
                 |   ^~~~~~~~~~~~~~~~~
            hint: give it another name or a parameter: Swift can't tell a method without parameters from a property of the same name
            Specs/Billing.viper.yml:10:3: error: router message 'totalResult()' is named like the result a router Mock keeps for another message
              10 |   totalResult:
                 |   ^~~~~~~~~~~
            hint: give it another name or a parameter: Swift can't tell a method without parameters from a property of the same name
            Specs/Billing.viper.yml:12:5: error: parameter 'stubbed' of message 'pay' would hide a name its generated spy uses
              12 |     stubbed: Int
                 |     ^~~~~~~
            hint: rename the parameter (the name after its label): the spy's bodies call 'MockCalls.text' and 'stubbed'

            """)
    }

    func testRouteMethods_clashingWithEachOtherOrARouterMessage_areEachLocated() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Billing.viper.yml": """
                module: Billing
                style: viper
                router:
                  pay:
                    amount: Int
                routes:
                  receipt:
                    method: openReceipt
                    parameters:
                      _ id: String
                  terms:
                    method: openReceipt
                    parameters:
                      _ url: String
                  payment:
                    method: pay
                  card:
                    method: routeFactory

                """
            ]),
            """
            Specs/Billing.viper.yml:12:13: error: route method 'openReceipt(_:)' is named by two routes
              12 |     method: openReceipt
                 |             ^~~~~~~~~~~
            Specs/Billing.viper.yml:8:13: note: first named here
               8 |     method: openReceipt
                 |             ^~~~~~~~~~~
            hint: give each route a method of its own
            Specs/Billing.viper.yml:16:13: error: route 'payment' names method 'pay', which is also a router message
              16 |     method: pay
                 |             ^~~
            Specs/Billing.viper.yml:4:3: note: the router message is here
               4 |   pay:
                 |   ^~~
            hint: write one or the other: 'method:' when the method only opens the route, 'router:' when you write its body (it may call 'open(_:completion:)')
            Specs/Billing.viper.yml:18:13: error: route method 'routeFactory()' is named like a member the generated classes already have
              18 |     method: routeFactory
                 |             ^~~~~~~~~~~~
            hint: give it another name or a parameter: Swift can't tell a method without parameters from a property of the same name

            """)
    }

    func testARouteMethodInMVP_clashesWithWhatThePresenterHas() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Cart.viper.yml": """
                module: Cart
                traits: [close]
                events:
                  didTapCheckout:
                routes:
                  checkout:
                    method: didTapCheckout
                  back:
                    method: close
                  share:
                    method: openShare

                """
            ]),
            """
            Specs/Cart.viper.yml:7:13: error: route method 'didTapCheckout()' has the name of an event
               7 |     method: didTapCheckout
                 |             ^~~~~~~~~~~~~~
            hint: give it another name, e.g. 'show...', 'open...' or 'close...'
            Specs/Cart.viper.yml:9:13: error: route method 'close()' has the name of a method of trait 'close'
               9 |     method: close
                 |             ^~~~~
            hint: give it another name, e.g. 'show...', 'open...' or 'close...'

            """)
    }

    func testADependency_namedLikeARouterMessageOrARouteMethod_isRefused() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Docs.viper.yml": """
                module: Docs
                style: viper
                router:
                  leave:
                routes:
                  help:
                    method: openHelp
                dependencies:
                  router:
                    openHelp: Int
                    leave: Int

                """
            ]),
            """
            Specs/Docs.viper.yml:10:5: error: dependency 'openHelp' is named like a route method, 'openHelp()'
              10 |     openHelp: Int
                 |     ^~~~~~~~
            hint: choose another name: the class would have two members named 'openHelp'
            Specs/Docs.viper.yml:11:5: error: dependency 'leave' is named like a router message, 'leave()'
              11 |     leave: Int
                 |     ^~~~~
            hint: choose another name: the class would have two members named 'leave'

            """)
    }

    func testAnMVPRouteMethod_namedLikeAHeardOutput_isRefusedAtTheChild() {
        let diagnostics = renderedDiagnostics([
            "Specs/Feed.viper.yml": """
            module: Feed
            ui: uikit
            output:
              openHelp:
            """,
            "Specs/Home.viper.yml": """
            module: Home
            ui: uikit
            routes:
              help:
                method: openHelp
            children:
              feed: Feed
            """,
        ])
        XCTAssertEqual(
            diagnostics,
            """
            Specs/Home.viper.yml:7:9: error: child 'feed': output 'openHelp()' of module 'Feed' \
            has the name of the method of route 'help'
               7 |   feed: Feed
                 |         ^~~~
            hint: the presenter implements the outputs of its children and of the modules its \
            routes open beside its own methods: rename the output in 'Feed', or the other method

            """)
    }

    func testRouterMessagesAndRouteMethods_inVIPER_VIPAndMVP_areRead() throws {
        let project = try loadedProject([
            "Specs/Profile.viper.yml": """
            module: Profile
            style: viper
            router:
              presentTerms:
                _ url: URL
              "shouldDismiss async throws -> Bool":
            routes:
              terms:
                method: openTerms
                parameters:
                  _ url: URL
            """,
            "Specs/Orders.viper.yml": """
            module: Orders
            style: vip
            useCases:
              load:
            router:
              leaveOrders:
                animated: Bool
            """,
            "Specs/Cart.viper.yml": """
            module: Cart
            routes:
              checkout:
                method: openCheckout
                parameters:
                  cart: "[String]"
            """,
        ])
        let modules = Dictionary(uniqueKeysWithValues: project.modules.map { ($0.name, $0) })
        let profile = try XCTUnwrap(modules["Profile"])
        XCTAssertEqual(
            profile.routerMessages.map(\.declaration),
            ["func presentTerms(_ url: URL)", "func shouldDismiss() async throws -> Bool"])
        XCTAssertEqual(
            profile.routes.compactMap(\.methodSignature).map(\.declaration),
            ["func openTerms(_ url: URL)"])
        XCTAssertEqual(
            modules["Orders"]?.routerMessages.map(\.selector), ["leaveOrders(animated:)"])
        XCTAssertTrue(
            try XCTUnwrap(modules["Orders"]).hasVIPRouter, "a router message needs a router")
        XCTAssertEqual(
            modules["Cart"]?.routes.compactMap(\.methodSignature).map(\.declaration),
            ["func openCheckout(cart: [String])"])
    }
}

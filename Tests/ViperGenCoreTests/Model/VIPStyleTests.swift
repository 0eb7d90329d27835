import XCTest

@testable import ViperGenCore

/// Issue 14, item 8: `style: vip` and its `useCases:`, read and refused.
final class VIPStyleTests: XCTestCase {
    func testUseCases_areReadWithTheirModels() throws {
        let project = try loadedProject([
            "Specs/Orders.viper.yml": """
            module: Orders
            style: vip
            useCases:
              fetchOrders async:
                request:
                  page: Int = 1
                response:
                  orders: "[String]"
                viewModel:
                  footer: String?
              refresh:

            """
        ])
        let module = try XCTUnwrap(project.modules.first)
        XCTAssertEqual(module.style, .vip)
        XCTAssertEqual(module.useCases.map(\.name), ["fetchOrders", "refresh"])
        XCTAssertEqual(module.useCases.map(\.isAsync), [true, false])
        let fetch = module.useCases[0]
        XCTAssertEqual(
            fetch.request,
            [
                StateField(
                    name: "page", type: "Int", defaultValue: "1",
                    location: fetch.request.first?.location)
            ])
        XCTAssertEqual(fetch.response.map(\.type), ["[String]"])
        XCTAssertEqual(fetch.viewModel.map(\.defaultValue), [nil])
        XCTAssertEqual(
            [fetch.businessMethod, fetch.presentationMethod, fetch.displayMethod],
            ["doFetchOrders", "presentFetchOrders", "displayFetchOrders"])
        XCTAssertEqual(module.useCases[1].request, [])
    }

    func testKeysOfTheOtherStyles_areEachRefusedAtTheirKey() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Orders.viper.yml": """
                module: Orders
                style: vip
                state:
                  count: Int = 0
                events:
                  didTap:
                interactor:
                  inputs:
                    load:

                """
            ]),
            """
            Specs/Orders.viper.yml:3:1: error: 'state' is not used by style 'vip'
               3 | state:
                 | ^~~~~
            hint: a VIP module's view controller sends requests to the interactor, which sends responses to the presenter, which sends view models to the view: describe them under 'useCases'
            Specs/Orders.viper.yml:5:1: error: 'events' is not used by style 'vip'
               5 | events:
                 | ^~~~~~
            hint: a VIP module's view controller sends requests to the interactor, which sends responses to the presenter, which sends view models to the view: describe them under 'useCases'
            Specs/Orders.viper.yml:7:1: error: 'interactor' is not used by style 'vip'
               7 | interactor:
                 | ^~~~~~~~~~
            hint: a VIP module's view controller sends requests to the interactor, which sends responses to the presenter, which sends view models to the view: describe them under 'useCases'

            """)
    }

    func testUseCasesInAnotherStyle_andSwiftUI_areRefused() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Feed.viper.yml": "module: Feed\nstyle: viper\nuseCases:\n  load:\n",
                "Specs/Orders.viper.yml": "module: Orders\nstyle: vip\nui: swiftui\n",
            ]),
            """
            Specs/Feed.viper.yml:3:1: error: 'useCases' is only used by style 'vip'
               3 | useCases:
                 | ^~~~~~~~
            hint: set 'style: vip', or describe the module with 'events', 'view' and 'interactor'
            Specs/Orders.viper.yml:3:5: error: style 'vip' has no SwiftUI screen
               3 | ui: swiftui
                 |     ^~~~~~~
            hint: set 'ui: uikit' for a scaffolded view controller, or 'ui: none' to write your own view

            """)
    }

    func testSwiftUIAsTheConfigsDefault_isRefusedAtTheStyle() {
        XCTAssertEqual(
            renderedDiagnostics([
                "viper-gen.yml": "ui: swiftui\n",
                "Specs/Orders.viper.yml": "module: Orders\nstyle: vip\n",
            ]),
            """
            Specs/Orders.viper.yml:2:8: error: style 'vip' has no SwiftUI screen
               2 | style: vip
                 |        ^~~
            hint: set 'ui: uikit' for a scaffolded view controller, or 'ui: none' to write your own view

            """)
    }

    func testUseCaseMistakes_areEachLocated() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Orders.viper.yml": """
                module: Orders
                style: vip
                useCases:
                  fetch throws:
                  "fetch -> Int":
                  load:
                    request:
                      id:
                      page: Int = (1
                    reply:
                  Load:
                  save:
                    response:
                      handler: "@escaping () -> Void"

                """
            ]),
            """
            Specs/Orders.viper.yml:4:3: error: 'fetch throws' is not a use case name
               4 |   fetch throws:
                 |   ^~~~~~~~~~~~
            hint: write a Swift name, or the name and 'async' when the interactor's work is asynchronous ('fetchOrders:' or 'fetchOrders async:')
            Specs/Orders.viper.yml:5:3: error: 'fetch -> Int' is not a use case name
               5 |   "fetch -> Int":
                 |   ^~~~~~~~~~~~~~
            hint: write a Swift name, or the name and 'async' when the interactor's work is asynchronous ('fetchOrders:' or 'fetchOrders async:')
            Specs/Orders.viper.yml:8:10: error: 'id' is empty
               8 |       id:
                 |          ^
            hint: write a value after 'id:'
            Specs/Orders.viper.yml:9:13: error: the default value of request field 'page' is not a Swift expression: ')' is missing
               9 |       page: Int = (1
                 |             ^~~~~~~~
            hint: write one expression after '=', e.g. 'count: Int = 0' or 'title: String = ""' (quote the whole value)
            Specs/Orders.viper.yml:10:5: error: unknown key 'reply' in use case 'load'
              10 |     reply:
                 |     ^~~~~
            hint: Known keys: display, do, present, request, response, viewModel
            Specs/Orders.viper.yml:11:3: error: use case 'Load' is listed twice
              11 |   Load:
                 |   ^~~~
            Specs/Orders.viper.yml:6:3: note: first listed here
               6 |   load:
                 |   ^~~~
            hint: remove one of them
            Specs/Orders.viper.yml:14:16: error: '@escaping () -> Void' can't be a field: '@escaping' belongs to a function's own parameters
              14 |       handler: "@escaping () -> Void"
                 |                ^~~~~~~~~~~~~~~~~~~~~~
            hint: write a type that can be stored and stubbed, e.g. 'Int', 'Item?' or 'any Service'

            """)
    }

    func testARouteToAModuleWithAnOutput_isRefusedInVIP_butOneWithout_isAllowed() throws {
        let files = [
            "Specs/Orders.viper.yml": """
            module: Orders
            style: vip
            routes:
              detail:
                module: Detail
              settings:
                module: Settings

            """,
            "Specs/Detail.viper.yml": "module: Detail\noutput:\n  didClose:\n",
            "Specs/Settings.viper.yml": "module: Settings\nstyle: vip\n",
        ]
        XCTAssertEqual(
            renderedDiagnostics(files),
            """
            Specs/Orders.viper.yml:5:13: error: route 'detail' opens module 'Detail', which has an output, from a 'vip' module
               5 |     module: Detail
                 |             ^~~~~~
            hint: a VIP module has no presenter logic to hear 'DetailModuleOutput': let the app's route factory build the destination (remove 'module:'), or give 'Detail' no output

            """)
        var allowed = files
        allowed["Specs/Detail.viper.yml"] = "module: Detail\n"
        XCTAssertEqual(try loadedProject(allowed).modules.count, 3)
    }

    func testDependenciesNamedLikeVIPsMembers_areRefused() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Orders.viper.yml": """
                module: Orders
                style: vip
                dependencies:
                  interactor:
                    presenter: Int
                  presenter:
                    viewController: Int

                """
            ]),
            """
            Specs/Orders.viper.yml:5:5: error: dependency 'presenter' is named like a member the generated classes already have
               5 |     presenter: Int
                 |     ^~~~~~~~~
            hint: choose another name; 'presenter' is generated for every module that needs it
            Specs/Orders.viper.yml:7:5: error: dependency 'viewController' is named like a member the generated classes already have
               7 |     viewController: Int
                 |     ^~~~~~~~~~~~~~
            hint: choose another name; 'viewController' is generated for every module that needs it

            """)
    }

    // Regressions from an adversarial review: each was accepted and the code did not compile.

    func testUseCasesAndFieldsNamedLikeAMetatype_areRefused() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Orders.viper.yml": """
                module: Orders
                style: vip
                useCases:
                  type:
                  load:
                    request:
                      Protocol: Int

                """
            ]),
            """
            Specs/Orders.viper.yml:4:3: error: use case 'type' would declare a type named 'Type', which Swift reserves
               4 |   type:
                 |   ^~~~
            hint: choose another name for the use case
            Specs/Orders.viper.yml:7:7: error: request field 'Protocol' is named like a member Swift reserves
               7 |       Protocol: Int
                 |       ^~~~~~~~
            hint: choose another name: 'Type' and 'Protocol' can't name a member of a type

            """)
    }

    /// `date:` declares `OrdersModels.Date`, which every `Date` inside `OrdersModels` would then mean.
    func testAFieldTypeAUseCaseWouldHide_isRefused_butAQualifiedOneIsNot() throws {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Orders.viper.yml": """
                module: Orders
                style: vip
                useCases:
                  date:
                  load:
                    response:
                      at: Date
                      results: "[Response]"
                      size: Int = String("1").count

                """
            ]),
            """
            Specs/Orders.viper.yml:7:7: error: field 'at' names 'Date', which inside OrdersModels means the module's own 'Date'
               7 |       at: Date
                 |       ^~
            hint: rename the use case that declares 'Date', or write the type with its module, e.g. 'Foundation.Date' or 'MyApp.User'
            Specs/Orders.viper.yml:8:7: error: field 'results' names 'Response', which inside OrdersModels means the module's own 'Response'
               8 |       results: "[Response]"
                 |       ^~~~~~~
            hint: rename the use case that declares 'Response', or write the type with its module, e.g. 'Foundation.Date' or 'MyApp.User'

            """)
        XCTAssertEqual(
            try loadedProject([
                "Specs/Orders.viper.yml": """
                module: Orders
                style: vip
                useCases:
                  date:
                  load:
                    response:
                      at: Foundation.Date
                      label: String = "Date"

                """
            ]).modules.count, 1)
    }

    func testRouterDependencies_withoutARouter_andATraitMethodWithAUseCasesSelector_areRefused() {
        XCTAssertEqual(
            renderedDiagnostics([
                "viper-traits.yml": """
                traits:
                  loader:
                    kind: interactor
                    methods:
                      "doLoad(request: Int)":
                        body: "_ = request"

                """,
                "Specs/Orders.viper.yml": """
                module: Orders
                style: vip
                traits: [loader]
                useCases:
                  load:
                dependencies:
                  router:
                    flag: Bool

                """,
            ]),
            """
            Specs/Orders.viper.yml:5:3: error: use case 'load' declares 'doLoad(request:)', which trait 'loader' declares too
               5 |   load:
                 |   ^~~~
            hint: rename the use case
            Specs/Orders.viper.yml:8:5: error: dependency 'flag' is for the router, and this VIP module has none
               8 |     flag: Bool
                 |     ^~~~
            hint: a VIP module has a router when it has router traits or routes; move the dependency to 'interactor:' or 'presenter:'

            """)
    }

    func testACustomTraitsMemberNamedLikeVIPsOwn_isRefused() {
        XCTAssertEqual(
            renderedDiagnostics([
                "viper-traits.yml": """
                traits:
                  loader:
                    kind: interactor
                    dependencies:
                      presenter: Int

                """
            ]),
            """
            viper-traits.yml:5:7: error: trait 'loader' declares 'presenter', a name the generated module uses itself
               5 |       presenter: Int
                 |       ^~~~~~~~~
            hint: rename the trait's member

            """)
    }
}

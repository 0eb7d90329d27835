import XCTest

@testable import ViperGenCore

/// Issue 34, snippet by snippet: a route's own method (`method:`) on the
/// routing trait, with a generated default that opens the route, and the
/// router's own methods (`router:`) in its protocol, its logic scaffold and
/// its Mock.
final class RouterMethodSnippetTests: XCTestCase {
    private let routes = """
        module: Auth
        routes:
          terms:
            transition: present
            method: openTerms
            parameters:
              _ url: URL
          signUp:
            method: openSignUp
            parameters:
              user: String
          home:
            method: openHome
          help: present
        """

    func testARoutesMethod_isARequirementOfTheRoutingTrait_labelledAsTheCase() throws {
        try assertDeclares(
            rendered(of: "AuthRoute.swift", spec: routes),
            """
                func open(_ route: AuthRoute)
                func open(_ route: AuthRoute, completion: (() -> Void)?)

                // The routes' own methods: each opens its route.
                func openTerms(_ url: URL)
                func openSignUp(user: String)
                func openHome()
            }
            """)
    }

    func testARoutesMethod_hasAGeneratedDefaultThatOpensTheRoute() throws {
        let route = try rendered(of: "AuthRoute.swift", spec: routes)
        try assertDeclares(
            route,
            """
                /// Opens `.terms`; does nothing once the module's screen is gone.
                func openTerms(_ url: URL) {
                    self.open(.terms(url))
                }

                /// Opens `.signUp`; does nothing once the module's screen is gone.
                func openSignUp(user: String) {
                    self.open(.signUp(user: user))
                }

                /// Opens `.home`; does nothing once the module's screen is gone.
                func openHome() {
                    self.open(.home)
                }
            }
            """)
        XCTAssertFalse(route.contains("openHelp"), "a route without `method:` gets none")
    }

    func testALongRouteMethod_isLaidOutAsSwiftFormatLaysItOut() throws {
        try assertDeclares(
            rendered(
                of: "WalletRoute.swift",
                spec: """
                    module: Wallet
                    access: public
                    routes:
                      wallet:
                        method: openWallet
                        parameters:
                          walletIdentifier: String
                          paymentMethodIdentifier: String
                          inputDataForTheWalletModule: String
                    """),
            """
                /// Opens `.wallet`; does nothing once the module's screen is gone.
                public func openWallet(
                    walletIdentifier: String,
                    paymentMethodIdentifier: String,
                    inputDataForTheWalletModule: String
                ) {
                    self.open(
                        .wallet(
                            walletIdentifier: walletIdentifier,
                            paymentMethodIdentifier: paymentMethodIdentifier,
                            inputDataForTheWalletModule: inputDataForTheWalletModule
                        ))
                }
            """)
    }

    func testAnOpenCallThatFitsOnceTheRouteHasALine_breaksOnlyBeforeTheRoute() {
        let route = Route(
            name: "card",
            parameters: [
                SwiftParameter(name: "cardIdentifierThatIsQuiteLong", type: "String"),
                SwiftParameter(label: "_", name: "anotherIdentifier", type: "String"),
            ], method: "openCard")
        XCTAssertEqual(
            RouteBuilder.openCall(route),
            """
            self.open(
                .card(cardIdentifierThatIsQuiteLong: cardIdentifierThatIsQuiteLong, anotherIdentifier))
            """)
    }

    private let routerMessages = """
        module: Auth
        style: viper
        traits: [close]
        router:
          presentTermsModule:
            _ url: URL
          "closePayment(completion: (() -> Void)?)":
          shouldDismissAuthModule -> Bool:
          confirm async throws -> Bool:
        """

    func testRouterMessages_areRequirementsOfTheRouterProtocol_whichImportsFoundation() throws {
        XCTAssertEqual(
            try body(of: "AuthRouter.swift", spec: routerMessages),
            """
            import Foundation

            /// What the Auth presenter asks its router: the module's router traits and its own methods.
            @MainActor
            protocol AuthRouterInput: AnyObject, CloseRouterTrait {
                // The router's own methods (the spec's `router:`): AuthRouter+Logic.swift implements them.
                func presentTermsModule(_ url: URL)
                func closePayment(completion: (() -> Void)?)
                func shouldDismissAuthModule() -> Bool
                func confirm() async throws -> Bool
            }

            /// The Auth router: one class composed of the module's router traits.
            @MainActor
            final class AuthRouter: AuthRouterInput {
                weak var transitionHandler: (any TransitionHandler)?

                init() {}
            }

            """)
    }

    func testRouterMessages_areScaffoldedOnce_inTheRoutersLogicExtension() throws {
        XCTAssertEqual(
            try rendered(of: "AuthRouter+Logic.swift", spec: routerMessages),
            """
            // The Auth router's logic.
            // Written once by viper-gen from Specs/M.viper.yml; this file is yours to edit.

            import Foundation

            extension AuthRouterInput {
                // Write the router's own methods here: open routes with `open(_:)` or
                // `open(_:completion:)`, and call the traits.
                // The traits give you:
                //   func close()
                //   func close(completion: (() -> Void)?)

                func presentTermsModule(_ url: URL) {
                    // Navigate: open a route, or call the traits.
                }

                func closePayment(completion: (() -> Void)?) {
                    // Navigate: open a route, or call the traits.
                }

                func shouldDismissAuthModule() -> Bool {
                    // Answer, navigating if you need to.
                    return false
                }

                func confirm() async throws -> Bool {
                    // Answer, navigating if you need to.
                    return false
                }
            }

            """)
    }

    func testRouterMessages_areRecordedByTheRouterMock_withPerTestResults() throws {
        try assertDeclares(
            rendered(of: "AuthMocks.swift", spec: routerMessages),
            """
                init() {}

                func presentTermsModule(_ url: URL) {
                    self.mockCalls.record("presentTermsModule(_:)", url)
                }

                func closePayment(completion: (() -> Void)?) {
                    self.mockCalls.record("closePayment(completion:)", RecordedClosure(completion))
                }

                /// What `shouldDismissAuthModule()` returns: a test sets it; unset, `stubbed(Bool.self)`.
                var shouldDismissAuthModuleResult: Bool?

                func shouldDismissAuthModule() -> Bool {
                    self.mockCalls.record("shouldDismissAuthModule()")
                    return self.shouldDismissAuthModuleResult ?? stubbed(Bool.self)
                }

                /// What `confirm()` returns: a test sets it; unset, `stubbed(Bool.self)`.
                var confirmResult: Bool?

                func confirm() async throws -> Bool {
                    self.mockCalls.record("confirm()")
                    return try self.mockCalls.next(
                        "confirm()",
                        otherwise: self.confirmResult ?? stubbed(Bool.self)
                    )
                }
            }
            """)
    }

    /// With no trait or route to navigate through, the router keeps the view
    /// (`transitionHandler`), which its own methods navigate from.
    func testAVIPModulesRouterMessages_makeItARouter_withItsLogicScaffold() throws {
        let spec = """
            module: Orders
            style: vip
            useCases:
              load:
            router:
              leaveOrders:
                animated: Bool
            """
        try assertDeclares(
            rendered(of: "OrdersRouter.swift", spec: spec),
            """
            protocol OrdersRoutingLogic: AnyObject {
                var transitionHandler: (any TransitionHandler)? { get }

                // The router's own methods (the spec's `router:`): OrdersRouter+Logic.swift implements them.
                func leaveOrders(animated: Bool)
            }
            """)
        try assertDeclares(
            rendered(of: "OrdersAssembly.swift", spec: spec),
            "        router.transitionHandler = view\n")
        try assertDeclares(
            rendered(of: "OrdersRouter+Logic.swift", spec: spec),
            """
            extension OrdersRoutingLogic {
            """)
    }

    func testAModuleWithoutRouterMessages_getsNoRouterLogicScaffold() throws {
        let read = ModuleSpecReader.read(
            SourceFile(path: "Specs/M.viper.yml", text: "module: Auth\nstyle: viper\n"),
            catalog: .builtIn, defaultAccess: .internal)
        let module = try XCTUnwrap(read.module)
        let project = Project(
            rootPath: "/p", config: ProjectConfig(), catalog: .builtIn, modules: [module])
        let paths = ContextBuilder.outputs(for: project).map(\.path)
        XCTAssertTrue(paths.contains { $0.hasSuffix("/AuthRouter.swift") })
        XCTAssertFalse(paths.contains { $0.hasSuffix("/AuthRouter+Logic.swift") })
    }

    // MARK: helpers

    /// A generated file after its two header lines and the blank line.
    private func body(of file: String, spec: String) throws -> String {
        let text = try rendered(of: file, spec: spec)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.prefix(2).last, "// @generated by viper-gen")
        return lines.dropFirst(3).joined(separator: "\n")
    }

    /// A generated or scaffolded file of the spec's module, whole.
    private func rendered(of file: String, spec: String) throws -> String {
        let read = ModuleSpecReader.read(
            SourceFile(path: "Specs/M.viper.yml", text: spec + "\n"), catalog: .builtIn,
            defaultAccess: .internal)
        let module = try XCTUnwrap(read.module, DiagnosticFormatter().rendered(read.diagnostics))
        let project = Project(
            rootPath: "/p", config: ProjectConfig(), catalog: .builtIn, modules: [module])
        let output = try XCTUnwrap(
            ContextBuilder.outputs(for: project).first { $0.path.hasSuffix("/" + file) },
            "no \(file) is generated")
        return try ProjectRenderer(library: TemplateLibrary.builtIn.get()).render(output).contents
    }

    private func assertDeclares(
        _ swift: String, _ snippet: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        XCTAssertTrue(
            swift.contains(snippet), "missing:\n\(snippet)\nin:\n\(swift)", file: file, line: line)
    }
}

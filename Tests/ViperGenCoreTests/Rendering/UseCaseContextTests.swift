import XCTest

@testable import ViperGenCore

/// Snippet tests of ``UseCaseContext``: a small VIP spec in, a part of what
/// the VIP templates see out.
final class UseCaseContextTests: XCTestCase {
    private func value(_ spec: String, _ path: String) throws -> TemplateValue {
        let read = ModuleSpecReader.read(
            SourceFile(path: "Specs/M.viper.yml", text: spec), catalog: .builtIn,
            defaultAccess: .internal)
        let module = try XCTUnwrap(read.module, DiagnosticFormatter().rendered(read.diagnostics))
        let project = Project(rootPath: "/p", catalog: .builtIn, modules: [module])
        return try XCTUnwrap(ContextBuilder.context(for: module, in: project)[path], "no \(path)")
    }

    private let orders = """
        module: Orders
        style: vip
        traits: [request]
        useCases:
          fetchOrders async:
            request:
              page: Int = 1
              filter: String?
            response:
              orders: "[String]"
            viewModel:
              receipt: Receipt
              onRetry: () -> Void

        """

    func testAUseCase_namesItsThreeMethodsAndModels() throws {
        XCTAssertEqual(
            try value(orders, "module.vip.useCases.0.businessDeclaration"),
            .string("func doFetchOrders(request: OrdersModels.FetchOrders.Request) async"))
        XCTAssertEqual(
            try value(orders, "module.vip.useCases.0.presentationDeclaration"),
            .string("func presentFetchOrders(response: OrdersModels.FetchOrders.Response)"))
        XCTAssertEqual(
            try value(orders, "module.vip.useCases.0.displayDeclaration"),
            .string("func displayFetchOrders(viewModel: OrdersModels.FetchOrders.ViewModel)"))
        XCTAssertEqual(
            try value(orders, "module.vip.useCases.0.requests"), .string("fetchOrdersRequests"))
    }

    func testInitParameters_keepDefaults_defaultOptionalsToNil_andLetClosuresEscape() throws {
        XCTAssertEqual(
            try value(orders, "module.vip.useCases.0.models.0.fields.0.parameter"),
            .string("page: Int = 1"))
        XCTAssertEqual(
            try value(orders, "module.vip.useCases.0.models.0.fields.1.parameter"),
            .string("filter: String? = nil"))
        XCTAssertEqual(
            try value(orders, "module.vip.useCases.0.models.2.fields.1.parameter"),
            .string("onRetry: @escaping () -> Void"))
        XCTAssertEqual(
            try value(orders, "module.vip.useCases.0.models.2.fields.1.declaration"),
            .string("var onRetry: () -> Void"))
    }

    /// A test sends only the fields without a default; a scaffold builds a
    /// model only when every such field has a placeholder literal.
    /// A model is `Equatable` and `Sendable` unless a field is a function or an
    /// existential, which nothing synthesizes `==` for.
    func testModels_areEquatableAndSendable_unlessAFieldCantBeCompared() throws {
        XCTAssertEqual(
            try value(orders, "module.vip.useCases.0.models.0.conformances"),
            .string(": Equatable, Sendable"))
        XCTAssertEqual(
            try value(orders, "module.vip.useCases.0.models.2.conformances"), .string(""),
            "the view model holds a closure")
        let existential = """
            module: Orders
            style: vip
            useCases:
              load:
                response:
                  failure: (any Error)?

            """
        XCTAssertEqual(
            try value(existential, "module.vip.useCases.0.models.1.conformances"), .string(""))
    }

    func testWhatTestsAndScaffoldsBuild() throws {
        XCTAssertEqual(
            try value(orders, "module.vip.useCases.0.sampleRequest"),
            .string("OrdersModels.FetchOrders.Request()"))
        XCTAssertEqual(
            try value(orders, "module.vip.useCases.0.scaffoldResponse"),
            .string("OrdersModels.FetchOrders.Response(orders: [])"))
        XCTAssertEqual(try value(orders, "module.vip.useCases.0.buildsViewModel"), .bool(false))
        XCTAssertEqual(
            try value(orders, "module.vip.expectedPresentations"),
            .list([.string(#""presentFetchOrders(response:)""#)]))
        XCTAssertEqual(try value(orders, "module.vip.hasExpectedDisplays"), .bool(false))
    }

    func testALongCall_putsOneArgumentOnEachLine() {
        XCTAssertEqual(
            SwiftLayout.call(
                "OrdersModels.FetchOrders.Response", ["orders: []", "hasMore: false"]),
            """
            OrdersModels.FetchOrders.Response(
                orders: [],
                hasMore: false
            )
            """)
        XCTAssertEqual(SwiftLayout.call("M.A.Request", ["a: 0"]), "M.A.Request(a: 0)")
    }

    func testTheInteractor_keepsItsPresenter_andTheRouterExistsOnlyForRouterTraitsOrRoutes() throws
    {
        XCTAssertEqual(
            try value(orders, "module.interactor.conformanceList"),
            .list(["OrdersBusinessLogic", "RequestInteractorTrait"].map(TemplateValue.string)))
        XCTAssertEqual(try value(orders, "module.interactor.storesPresenter"), .bool(true))
        XCTAssertEqual(try value(orders, "module.interactor.storesOutput"), .bool(false))
        XCTAssertEqual(try value(orders, "module.vip.hasRouter"), .bool(false))
        XCTAssertEqual(try value(orders, "module.mocks.0.name"), .string("OrdersInteractor"))
        let routed = orders.replacingOccurrences(
            of: "traits: [request]", with: "traits: [request, close]")
        XCTAssertEqual(try value(routed, "module.vip.hasRouter"), .bool(true))
        XCTAssertEqual(
            try value(routed, "module.router.inputProtocol"), .string("OrdersRoutingLogic"))
        XCTAssertEqual(try value(routed, "module.router.askedBy"), .string("view controller"))
    }

    func testALongClassHead_wrapsItsConformances() {
        XCTAssertEqual(
            SwiftLayout.classHead("final class ASpy", conformances: ["B", "C"], indentation: 0),
            "final class ASpy: B, C {")
        let name = String(repeating: "N", count: 60)
        XCTAssertEqual(
            SwiftLayout.classHead(
                "final class \(name)Spy", conformances: ["TransitionHandlerSpy", "X"],
                indentation: 4),
            """
            final class \(name)Spy:
                TransitionHandlerSpy, X
            {
            """)
    }

    /// Regression: `(() -> Void)` is a function type too, so its `init` parameter escapes.
    func testAParenthesisedFunctionType_escapes() throws {
        let spec =
            "module: M\nstyle: vip\nuseCases:\n  load:\n    request:\n      done: \"(() -> Void)\"\n"
        XCTAssertEqual(
            try value(spec, "module.vip.useCases.0.models.0.fields.0.parameter"),
            .string("done: @escaping (() -> Void)"))
        XCTAssertEqual(
            try value(spec, "module.vip.useCases.0.sampleRequest"),
            .string("MModels.Load.Request(done: {})"))
    }

    /// Regression: `stubbed((any Error).self)` can have no stub and killed the test run.
    func testAFieldNoStubCanServe_leavesItsCallToTheUser() throws {
        let spec = """
            module: M
            style: vip
            useCases:
              load:
                request:
                  error: any Error
                  pair: "(Int, String)"
              save:
                request:
                  id: Int

            """
        XCTAssertEqual(try value(spec, "module.vip.useCases.0.sendsRequest"), .bool(false))
        XCTAssertEqual(try value(spec, "module.vip.useCases.1.sendsRequest"), .bool(true))
        XCTAssertEqual(
            try value(spec, "module.vip.expectedPresentations"),
            .list([.string(#""presentSave(response:)""#)]))
        XCTAssertEqual(VIPContext.canConformToStub("(Int)"), true)
        XCTAssertEqual(VIPContext.canConformToStub("Codable & Sendable"), false)
    }
}

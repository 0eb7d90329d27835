// Hand-written for viper-gen's compile tests (not generated): the VIP cycle as
// the assembly wires it, from a request to the view model on the screen, and
// the router's traits and routes reaching the screen's transition handler.

import XCTest

@testable import App

extension Receipt: Stub {
    static var stub: Receipt { Receipt(orderID: "") }
}

/// Builds each route's destination as a spy the test can tell apart.
@MainActor
private final class RouteFactorySpy: OrdersRouteFactory {
    private(set) var made: [String] = []

    func makeDetail() -> any TransitionHandler {
        made.append("detail")
        return TransitionHandlerSpy()
    }

    func makeHelp() -> any TransitionHandler {
        made.append("help")
        return TransitionHandlerSpy()
    }
}

@MainActor
final class OrdersCycleTests: XCTestCase {
    private let factory = RouteFactorySpy()

    private func scene(view: OrdersDisplayLogicSpy) -> (interactor: OrdersInteractor, router: OrdersRouter) {
        OrdersAssembly.assemble(view: view, requestService: OrdersService(), currencyCode: "EUR", pageSize: 20,
                                routeFactory: factory)
    }

    func testARequest_endsAsAViewModelOnTheScreen() async {
        let view = OrdersDisplayLogicSpy()
        let scene = scene(view: view)

        await scene.interactor.doFetchOrders(request: OrdersModels.FetchOrders.Request(page: 2))
        scene.interactor.doSelectOrder(request: OrdersModels.SelectOrder.Request(index: 0))
        // The scaffold can't build a `Receipt`, so deleting presents nothing until you write it.
        scene.interactor.doDeleteOrder(request: OrdersModels.DeleteOrder.Request(orderID: "7"))

        XCTAssertEqual(view.calls, ["displayFetchOrders(viewModel:)", "displaySelectOrder(viewModel:)"])
        XCTAssertEqual(view.fetchOrdersViewModels.map(\.rows), [[]])
        XCTAssertEqual(view.fetchOrdersViewModels.map(\.footer), [nil])
    }

    func testTheAssembly_hasThePresenterHoldTheScreenWeakly() async {
        var view = Optional(OrdersDisplayLogicSpy())
        let scene = scene(view: view!)
        let presenter = scene.interactor.presenter as? OrdersPresenter

        XCTAssertNotNil(presenter?.viewController)
        view = nil

        XCTAssertNil(presenter?.viewController)
        XCTAssertEqual(presenter?.currencyCode, "EUR")
        XCTAssertEqual(scene.interactor.pageSize, 20)
    }

    func testTheRouter_closesAndOpensRoutesFromTheScreen() async {
        let view = OrdersDisplayLogicSpy()
        let scene = scene(view: view)

        scene.router.close()
        scene.router.open(.help)
        scene.router.open(.detail)

        XCTAssertEqual(view.transitions, ["dismiss", "present", "push"])
        XCTAssertEqual(factory.made, ["help", "detail"])
    }

    func testTheBusinessLogicSpy_recordsTheRequestsAScreenSends() async {
        let interactor = OrdersBusinessLogicSpy()

        await interactor.doFetchOrders(request: OrdersModels.FetchOrders.Request())
        interactor.doDeleteOrder(request: OrdersModels.DeleteOrder.Request(orderID: "7"))

        XCTAssertEqual(interactor.calls, ["doFetchOrders(request:)", "doDeleteOrder(request:)"])
        XCTAssertEqual(interactor.fetchOrdersRequests.map(\.page), [1])
        XCTAssertEqual(interactor.deleteOrderRequests.map(\.orderID), ["7"])
    }
}

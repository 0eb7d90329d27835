// Hand-written for viper-gen's compile tests (not generated): the VIP cycle as
// the assembly wires it, from a request to the view model on the screen, and
// the router's traits and routes reaching the screen's transition handler.

import XCTest

@testable import App

#if canImport(UIKit)
    import UIKit
#endif

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

    /// Issue 10: `close` pops a pushed screen and dismisses a presented one.
    func testClose_popsAPushedScreen_andDismissesAPresentedOne_throughTheSpy() async {
        let pushed = OrdersDisplayLogicSpy()
        pushed.isPushed = true
        let presented = OrdersDisplayLogicSpy()
        var completions = 0

        scene(view: pushed).router.close()
        scene(view: presented).router.close(completion: { completions += 1 })

        XCTAssertEqual(pushed.transitions, ["pop"])
        XCTAssertEqual(presented.transitions, ["dismiss"])
        XCTAssertEqual(completions, 1)
    }

    /// The same decision in UIKit's terms (compiled with the UIKit stand-in):
    /// below the first screen of a navigation stack it pops; a presented
    /// screen, or the first screen of a presented navigation controller, is dismissed.
    func testClose_inUIKit_popsOrDismissesAsTheScreenWasShown() async throws {
        #if canImport(UIKit)
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            let pushed = UIViewController()
            navigation.pushViewController(pushed, animated: false)
            var completions = 0

            pushed.close(animated: false) { completions += 1 }

            XCTAssertEqual(navigation.viewControllers.count, 1)
            XCTAssert(navigation.viewControllers.first === root)

            let presented = UIViewController()
            let presentedNavigation = UINavigationController(rootViewController: presented)
            root.present(presentedNavigation, animated: false, completion: nil)
            presented.close(animated: false) { completions += 1 }

            XCTAssertNil(root.presentedViewController)
            XCTAssertEqual(navigation.viewControllers.count, 1, "the presenting stack is left as it was")
            XCTAssertEqual(completions, 2)
        #else
            throw XCTSkip("UIKit (or its stand-in) is not available")
        #endif
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

// Tests for the Orders module.
// Written once by viper-gen from Specs/Orders.viper.yml; this file is yours to edit.

import Foundation
import XCTest

@testable import App

@MainActor
final class OrdersTests: XCTestCase {
    /// Calling the traits through `OrdersRoutingLogic`, as the module's logic does,
    /// reaches the VGMock overrides; the real traits would crash on the mock's missing dependencies.
    func testRouterTraits_runTheirMockOverrides() async throws {
        let mock = OrdersRouterMock()

        try await callRouterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callRouterTraits<Logic: OrdersRoutingLogic>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
    }

    /// Each request the view controller sends ends in a response to the presenter.
    /// Write what each use case does in OrdersInteractor+Logic.swift, then
    /// assert the responses' fields here.
    func testRequests_arePresented() async throws {
        let presenter = OrdersPresentationLogicSpy()
        let interactor = OrdersInteractorMock()
        interactor.presenter = presenter

        interactor.doLoadOrders(
            request: OrdersModels.LoadOrders.Request()
        )

        let expectedCalls = [
            "presentLoadOrders(response:)"
        ]
        XCTAssertEqual(presenter.calls, expectedCalls)
    }

    /// Each response the presenter receives ends in a view model on the view controller.
    /// Write how each is formatted in OrdersPresenter+Logic.swift, then assert
    /// the view models' fields here.
    func testResponses_areDisplayed() async throws {
        let presenter = OrdersPresenter()
        let view = OrdersDisplayLogicSpy()
        presenter.viewController = view

        presenter.presentLoadOrders(
            response: OrdersModels.LoadOrders.Response(count: stubbed(Int.self))
        )

        let expectedCalls = [
            "displayLoadOrders(viewModel:)"
        ]
        XCTAssertEqual(view.calls, expectedCalls)
    }

    /// The presenter holds its view controller weakly: the view controller keeps
    /// the interactor, which keeps the presenter.
    func testViewController_isHeldWeakly() async {
        let presenter = OrdersPresenter()
        var view = Optional(OrdersDisplayLogicSpy())
        presenter.viewController = view

        XCTAssert(presenter.viewController === view)
        view = nil

        XCTAssertNil(presenter.viewController)
    }
}

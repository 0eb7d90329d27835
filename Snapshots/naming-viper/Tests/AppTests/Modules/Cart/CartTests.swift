// Tests for the Cart module.
// Written once by viper-gen from Specs/Cart.viper.yml; this file is yours to edit.

import XCTest

@testable import App

@MainActor
final class CartTests: XCTestCase {
    /// Calling the traits through `CartRoutingLogicProtocol`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testRouterTraits_runTheirMockOverrides() async throws {
        let mock = CartRouterMock()

        try await callRouterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
            "open(_:)",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callRouterTraits<Logic: CartRoutingLogicProtocol>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
        logic.open(.feed)
    }

    /// Opening a route is recorded with the route and its parameters.
    func testOpenFeed_isRecordedWithItsParameters() {
        let mock = CartRouterMock()

        mock.open(.feed)

        XCTAssertEqual(mock.mockCalls.calls, ["open(feed)"])
    }

    /// Each request the view controller sends ends in a response to the presenter.
    /// Write what each use case does in CartInteractor+Logic.swift, then
    /// assert the responses' fields here.
    func testRequests_arePresented() async throws {
        let presenter = CartPresentationLogicSpy()
        let interactor = CartInteractorMock()
        interactor.presenter = presenter

        interactor.doLoadCart(
            request: CartScene.LoadCart.Request()
        )

        let expectedCalls = [
            "presentLoadCart(response:)"
        ]
        XCTAssertEqual(presenter.calls, expectedCalls)
    }

    /// Each response the presenter receives ends in a view model on the view controller.
    /// Write how each is formatted in CartPresenter+Logic.swift, then assert
    /// the view models' fields here.
    func testResponses_areDisplayed() async throws {
        let presenter = CartPresenter()
        let view = CartDisplayLogicSpy()
        presenter.viewController = view

        presenter.presentLoadCart(
            response: CartScene.LoadCart.Response(count: stubbed(Int.self))
        )

        let expectedCalls = [
            "displayLoadCart(viewModel:)"
        ]
        XCTAssertEqual(view.calls, expectedCalls)
    }

    /// The presenter holds its view controller weakly: the view controller keeps
    /// the interactor, which keeps the presenter.
    func testViewController_isHeldWeakly() async {
        let presenter = CartPresenter()
        var view = Optional(CartDisplayLogicSpy())
        presenter.viewController = view

        XCTAssert(presenter.viewController === view)
        view = nil

        XCTAssertNil(presenter.viewController)
    }
}

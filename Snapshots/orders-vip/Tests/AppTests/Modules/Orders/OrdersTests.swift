// Tests for the Orders module.
// Written once by viper-gen from Specs/Orders.viper.yml; this file is yours to edit.

import Foundation
import Testing

@testable import App

extension OrdersResponse: Stub {
    static var stub: OrdersResponse { OrdersResponse() }
}

extension OrdersService: Stub {
    static var stub: OrdersService { OrdersService() }
}

@MainActor
@Suite
struct OrdersTests {
    /// Calling the traits through `OrdersRoutingLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    @Test func testRouterTraits_runTheirMockOverrides() async throws {
        let mock = OrdersRouterMock()

        try await callRouterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
            "open(_:)",
        ]
        #expect(mock.mockCalls.names == expectedCalls)
    }

    private func callRouterTraits<Logic: OrdersRoutingLogic>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
        logic.open(.detail)
    }

    /// Opening a route is recorded with the route and its parameters.
    @Test func testOpenDetail_isRecordedWithItsParameters() {
        let mock = OrdersRouterMock()

        mock.open(.detail)

        #expect(mock.mockCalls.calls == ["open(detail)"])
    }

    /// Calling the traits through `OrdersInteractorLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    @Test func testInteractorTraits_runTheirMockOverrides() async throws {
        let mock = OrdersInteractorMock()

        try await callInteractorTraits(of: mock)

        let expectedCalls = [
            "performRequest()",
            "performLatestRequest()",
        ]
        #expect(mock.mockCalls.names == expectedCalls)
    }

    private func callInteractorTraits<Logic: OrdersInteractorLogic>(
        of logic: Logic
    ) async throws {
        _ = try await logic.performRequest()
        _ = try await logic.performLatestRequest()
    }

    /// A test sets what a call throws (or returns, with `answer(_:with:)`), for
    /// the next call (`once: true`) or every call: the logic under test meets that error.
    @Test func testInteractorPerformRequest_throwsTheErrorTheTestSets() async {
        let mock = OrdersInteractorMock()
        mock.mockCalls.answer("performRequest()", throwing: MockError("offline"), once: true)

        await #expect(throws: MockError("offline")) {
            _ = try await mock.performRequest()
        }
    }

    /// Each request the view controller sends ends in a response to the presenter.
    /// Write what each use case does in OrdersInteractor+Logic.swift, then
    /// assert the responses' fields here.
    @Test func testRequests_arePresented() async throws {
        let presenter = OrdersPresentationLogicSpy()
        let interactor = OrdersInteractorMock()
        interactor.presenter = presenter

        await interactor.doFetchOrders(
            request: OrdersModels.FetchOrders.Request()
        )
        interactor.doSelectOrder(
            request: OrdersModels.SelectOrder.Request(index: stubbed(Int.self))
        )
        interactor.doDeleteOrder(
            request: OrdersModels.DeleteOrder.Request(
                orderID: stubbed(String.self)
            )
        )

        let expectedCalls = [
            "presentFetchOrders(response:)",
            "presentSelectOrder(response:)",
        ]
        #expect(presenter.calls == expectedCalls)
    }

    /// Each response the presenter receives ends in a view model on the view controller.
    /// Write how each is formatted in OrdersPresenter+Logic.swift, then assert
    /// the view models' fields here.
    @Test func testResponses_areDisplayed() async throws {
        let presenter = OrdersPresenter(
            currencyCode: stubbed(String.self)
        )
        let view = OrdersDisplayLogicSpy()
        presenter.viewController = view

        presenter.presentFetchOrders(
            response: OrdersModels.FetchOrders.Response(
                orders: stubbed([String].self),
                hasMore: stubbed(Bool.self)
            )
        )
        presenter.presentSelectOrder(
            response: OrdersModels.SelectOrder.Response()
        )
        presenter.presentDeleteOrder(
            response: OrdersModels.DeleteOrder.Response(
                receipt: stubbed(Receipt.self)
            )
        )

        let expectedCalls = [
            "displayFetchOrders(viewModel:)",
            "displaySelectOrder(viewModel:)",
            "displayDeleteOrder(viewModel:)",
        ]
        #expect(view.calls == expectedCalls)
    }

    /// The presenter holds its view controller weakly: the view controller keeps
    /// the interactor, which keeps the presenter.
    @Test func testViewController_isHeldWeakly() async {
        let presenter = OrdersPresenter(
            currencyCode: stubbed(String.self)
        )
        var view = Optional(OrdersDisplayLogicSpy())
        presenter.viewController = view

        #expect(presenter.viewController === view)
        view = nil

        #expect(presenter.viewController == nil)
    }
}

// Tests for the OrderDetail module.
// Written once by viper-gen from Specs/OrderDetail.viper.yml; this file is yours to edit.

import Testing

@testable import App

@MainActor
@Suite
struct OrderDetailTests {
    /// Each request the view controller sends ends in a response to the presenter.
    /// Write what each use case does in OrderDetailInteractor+Logic.swift, then
    /// assert the responses' fields here.
    @Test func testRequests_arePresented() async throws {
        let presenter = OrderDetailPresentationLogicSpy()
        let interactor = OrderDetailInteractorMock()
        interactor.presenter = presenter

        interactor.doLoad(
            request: OrderDetailModels.Load.Request()
        )

        let expectedCalls = [
            "presentLoad(response:)"
        ]
        #expect(presenter.calls == expectedCalls)
    }

    /// Each response the presenter receives ends in a view model on the view controller.
    /// Write how each is formatted in OrderDetailPresenter+Logic.swift, then assert
    /// the view models' fields here.
    @Test func testResponses_areDisplayed() async throws {
        let presenter = OrderDetailPresenter()
        let view = OrderDetailDisplayLogicSpy()
        presenter.viewController = view

        presenter.presentLoad(
            response: OrderDetailModels.Load.Response()
        )

        let expectedCalls = [
            "displayLoad(viewModel:)"
        ]
        #expect(view.calls == expectedCalls)
    }

    /// The presenter holds its view controller weakly: the view controller keeps
    /// the interactor, which keeps the presenter.
    @Test func testViewController_isHeldWeakly() async {
        let presenter = OrderDetailPresenter()
        var view = Optional(OrderDetailDisplayLogicSpy())
        presenter.viewController = view

        #expect(presenter.viewController === view)
        view = nil

        #expect(presenter.viewController == nil)
    }
}

// Tests for the Basket module.
// Written once by viper-gen from Specs/Basket.viper.yml; this file is yours to edit.

import Foundation
import XCTest

@testable import App

@MainActor
final class BasketTests: XCTestCase {
    /// Each request the view controller sends ends in a response to the presenter.
    /// Write what each use case does in BasketInteractor+Logic.swift, then
    /// assert the responses' fields here.
    func testRequests_arePresented() async throws {
        let presenter = BasketPresentationLogicSpy()
        let interactor = BasketInteractorMock()
        interactor.presenter = presenter

        interactor.doLoad(
            request: BasketModels.Load.Request()
        )

        let expectedCalls = [
            "presentLoad(response:)"
        ]
        XCTAssertEqual(presenter.calls, expectedCalls)
    }

    /// Each response the presenter receives ends in a view model on the view controller.
    /// Write how each is formatted in BasketPresenter+Logic.swift, then assert
    /// the view models' fields here.
    func testResponses_areDisplayed() async throws {
        let presenter = BasketPresenter()
        let view = BasketDisplayLogicSpy()
        presenter.viewController = view

        presenter.presentLoad(
            response: BasketModels.Load.Response()
        )

        let expectedCalls = [
            "displayLoad(viewModel:)"
        ]
        XCTAssertEqual(view.calls, expectedCalls)
    }

    /// The presenter holds its view controller weakly: the view controller keeps
    /// the interactor, which keeps the presenter.
    func testViewController_isHeldWeakly() async {
        let presenter = BasketPresenter()
        var view = Optional(BasketDisplayLogicSpy())
        presenter.viewController = view

        XCTAssert(presenter.viewController === view)
        view = nil

        XCTAssertNil(presenter.viewController)
    }
}

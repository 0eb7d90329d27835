// Tests for the Welcome module.
// Written once by viper-gen from Specs/Welcome.viper.yml; this file is yours to edit.

import Foundation
import XCTest

@testable import App

@MainActor
final class WelcomeTests: XCTestCase {
    /// Calling the traits through `WelcomePresenterLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testPresenterTraits_runTheirMockOverrides() async throws {
        let mock = WelcomePresenterMock()

        try await callPresenterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callPresenterTraits<Logic: WelcomePresenterLogic>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
    }

    /// The state reaches the view once it has loaded: the presenter renders it then.
    func testStateChange_isRenderedOnTheView() async {
        let presenter = WelcomePresenterMock()
        let view = WelcomeViewSpy()
        presenter.view = view

        presenter.state = WelcomeState()
        XCTAssertEqual(view.renderedStates, [], "the view has not loaded yet")

        presenter.viewIsReady()

        XCTAssertEqual(view.renderedStates, [WelcomeState()])
    }

    /// `assemble` builds the real presenter and wires it to the view.
    func testAssemble_wiresTheRealPresenter() async {
        let view = WelcomeViewSpy()

        let presenter = WelcomeAssembly.assemble(view: view)

        XCTAssert(presenter.view === view)
        presenter.viewIsReady()
        XCTAssertEqual(view.renderedStates, [presenter.state], "the real presenter renders")
    }

    #if canImport(UIKit)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: WelcomePresenter?
            do {
                let screen = WelcomeAssembly.makeModule()

                let controller = screen as? WelcomeViewController
                presenter = controller?.output as? WelcomePresenter
                withExtendedLifetime(screen) {
                    XCTAssertNotNil(presenter, "the screen keeps its presenter")
                }
            }
            XCTAssertNil(presenter, "the presenter goes with its screen")
        }
    #endif

    /// The view's events reach the presenter's logic through `WelcomeViewOutput`.
    /// Write what each does in WelcomePresenter+Logic.swift, then assert it here.
    func testEvents_reachThePresenterLogic() async throws {
        let presenter = WelcomePresenterMock()
        let view = WelcomeViewSpy()
        presenter.view = view
        let output: any WelcomeViewOutput = presenter

        output.didTapStart()

        XCTAssertEqual(presenter.state, WelcomeState())
        XCTAssertEqual(view.calls, [])
        XCTAssertEqual(presenter.mockCalls.names, [])
    }
}

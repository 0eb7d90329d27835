// Tests for the About module.
// Written once by viper-gen, then edited as a team does once the logic is
// written (testEvents_reachThePresenterLogic asserts what the events do).
// From Specs/About.viper.yml; this file is yours to edit.

import XCTest

@testable import App

@MainActor
final class AboutTests: XCTestCase {
    /// Calling the traits through `AboutPresenterLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testPresenterTraits_runTheirMockOverrides() async throws {
        let mock = AboutPresenterMock()

        try await callPresenterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
            "returnToRoot()",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callPresenterTraits<Logic: AboutPresenterLogic>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
        logic.returnToRoot()
    }

    /// `assemble` builds the real presenter and wires it to the view.
    func testAssemble_wiresTheRealPresenter() async {
        let view = AboutViewSpy()

        let presenter = AboutAssembly.assemble(view: view)

        XCTAssert(presenter.view === view)
    }

    #if canImport(SwiftUI) && canImport(Combine)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: AboutPresenter?
            do {
                let screen = AboutAssembly.makeModule()

                let controller = screen as? AboutNavigator
                presenter = controller?.output as? AboutPresenter
                withExtendedLifetime(screen) {
                    XCTAssertNotNil(presenter, "the screen keeps its presenter")
                }
            }
            XCTAssertNil(presenter, "the presenter goes with its screen")
        }
    #endif

    /// The view's events reach the presenter's logic through `AboutViewOutput`.
    /// Write what each does in AboutPresenter+Logic.swift, then assert it here.
    func testEvents_reachThePresenterLogic() async throws {
        let presenter = AboutPresenterMock()
        let view = AboutViewSpy()
        presenter.view = view
        let output: any AboutViewOutput = presenter

        output.didTapBackToSettings()
        output.didTapClose()

        XCTAssertEqual(view.calls, [])
        XCTAssertEqual(presenter.mockCalls.names, ["returnToRoot()", "close()"])
    }
}

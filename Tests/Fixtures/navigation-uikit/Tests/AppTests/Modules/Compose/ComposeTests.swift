// Tests for the Compose module.
// Written once by viper-gen, then edited as a team does once the logic is
// written (testEvents_reachThePresenterLogic asserts what the events do).
// From Specs/Compose.viper.yml; this file is yours to edit.

import XCTest

@testable import App

@MainActor
final class ComposeTests: XCTestCase {
    /// Calling the traits through `ComposePresenterLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testPresenterTraits_runTheirMockOverrides() async throws {
        let mock = ComposePresenterMock()

        try await callPresenterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callPresenterTraits<Logic: ComposePresenterLogic>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
    }

    /// `assemble` builds the real presenter and wires it to the view.
    /// The presenter tells the caller through the module output it was given.
    func testAssemble_wiresTheRealPresenter() async {
        let view = ComposeViewSpy()
        let output = ComposeModuleOutputSpy()

        let presenter = ComposeAssembly.assemble(view: view, moduleOutput: output)

        XCTAssert(presenter.view === view)
        XCTAssert(presenter.moduleOutput === output)
    }

    #if canImport(SwiftUI) && canImport(UIKit)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: ComposePresenter?
            do {
                let screen = ComposeAssembly.makeModule(moduleOutput: nil)

                let controller = screen as? ComposeHostingController
                presenter = controller?.output as? ComposePresenter
                withExtendedLifetime(screen) {
                    XCTAssertNotNil(presenter, "the screen keeps its presenter")
                }
            }
            XCTAssertNil(presenter, "the presenter goes with its screen")
        }
    #endif

    /// The view's events reach the presenter's logic through `ComposeViewOutput`.
    /// Write what each does in ComposePresenter+Logic.swift, then assert it here.
    func testEvents_reachThePresenterLogic() async throws {
        let presenter = ComposePresenterMock()
        let view = ComposeViewSpy()
        presenter.view = view
        let output: any ComposeViewOutput = presenter

        output.didTapPost()

        XCTAssertEqual(presenter.state, ComposeState())
        XCTAssertEqual(view.calls, [])
        XCTAssertEqual(presenter.mockCalls.names, ["close()"])
    }
}

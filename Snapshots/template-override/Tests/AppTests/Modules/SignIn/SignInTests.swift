// Tests for the SignIn module.
// Written once by viper-gen from Specs/Auth/SignIn.viper.yml; this file is yours to edit.

import XCTest

@testable import App

@MainActor
final class SignInTests: XCTestCase {
    /// Calling the traits through `SignInPresenterLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testPresenterTraits_runTheirMockOverrides() async throws {
        let mock = SignInPresenterMock()

        try await callPresenterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callPresenterTraits<Logic: SignInPresenterLogic>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
    }

    /// `assemble` builds the real presenter and wires it to the view.
    func testAssemble_wiresTheRealPresenter() async {
        let view = SignInViewSpy()

        let presenter = SignInAssembly.assemble(view: view)

        XCTAssert(presenter.view === view)
    }

    #if canImport(UIKit)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: SignInPresenter?
            do {
                let screen = SignInAssembly.makeModule()

                let controller = screen as? SignInViewController
                presenter = controller?.output as? SignInPresenter
                withExtendedLifetime(screen) {
                    XCTAssertNotNil(presenter, "the screen keeps its presenter")
                }
            }
            XCTAssertNil(presenter, "the presenter goes with its screen")
        }
    #endif
}

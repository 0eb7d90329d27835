// Tests for the Post module.
// Written once by viper-gen from Specs/Post.viper.yml; this file is yours to edit.

import XCTest

@testable import App

@MainActor
final class PostTests: XCTestCase {
    /// Calling the traits through `PostPresenterLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testPresenterTraits_runTheirMockOverrides() async throws {
        let mock = PostPresenterMock()

        try await callPresenterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callPresenterTraits<Logic: PostPresenterLogic>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
    }

    /// `assemble` builds the real presenter and wires it to the view.
    /// The presenter tells the caller through the module output it was given.
    func testAssemble_wiresTheRealPresenter() async {
        let view = PostViewSpy()
        let output = PostModuleOutputSpy()

        let presenter = PostAssembly.assemble(view: view, moduleOutput: output)

        XCTAssert(presenter.view === view)
        XCTAssert(presenter.moduleOutput === output)
    }

    #if canImport(SwiftUI) && canImport(UIKit)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: PostPresenter?
            do {
                let screen = PostAssembly.makeModule(
                    feedRequestService: stubbed(FeedService.self),
                    moduleOutput: nil
                ).screen

                let controller = screen as? PostViewController
                presenter = controller?.output as? PostPresenter
                withExtendedLifetime(screen) {
                    XCTAssertNotNil(presenter, "the screen keeps its presenter")
                }
            }
            XCTAssertNil(presenter, "the presenter goes with its screen")
        }
    #endif

    /// The view's events reach the presenter's logic through `PostViewOutput`.
    /// Write what each does in PostPresenter+Logic.swift, then assert it here.
    func testEvents_reachThePresenterLogic() async throws {
        let presenter = PostPresenterMock()
        let view = PostViewSpy()
        presenter.view = view
        let output: any PostViewOutput = presenter

        output.didTapShare()

        XCTAssertEqual(view.calls, [])
        XCTAssertEqual(presenter.mockCalls.names, [])
    }
}

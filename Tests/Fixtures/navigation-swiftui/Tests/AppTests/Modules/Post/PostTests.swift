// Tests for the Post module.
// Written once by viper-gen, then edited as a team does once the logic is
// written (testEvents_reachThePresenterLogic asserts what the events do).
// From Specs/Post.viper.yml; this file is yours to edit.

import XCTest

@testable import App

@MainActor
final class PostTests: XCTestCase {
    /// Calling the traits through `PostRouterInput`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testRouterTraits_runTheirMockOverrides() async throws {
        let mock = PostRouterMock()

        try await callRouterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callRouterTraits<Logic: PostRouterInput>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
    }

    /// `assemble` builds the real presenter and wires it to the view and to
    /// the real interactor, which reports back to it.
    func testAssemble_wiresTheRealPresenter() async {
        let view = PostViewSpy()

        let presenter = PostAssembly.assemble(view: view)

        XCTAssert(presenter.view === view)
        XCTAssert((presenter.interactor as? PostInteractor)?.output === presenter)
    }

    #if canImport(SwiftUI) && canImport(Combine)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: PostPresenter?
            do {
                let screen = PostAssembly.makeModule().screen

                let controller = screen as? PostNavigator
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
        let interactor = PostInteractorMock()
        let router = PostRouterMock()
        let presenter = PostPresenter(interactor: interactor, router: router)
        let view = PostViewSpy()
        presenter.view = view
        let output: any PostViewOutput = presenter

        output.didTapBack()

        XCTAssertEqual(presenter.state, PostState())
        XCTAssertEqual(view.calls, [])
        XCTAssertEqual(interactor.mockCalls.names, [])
        XCTAssertEqual(router.mockCalls.names, ["close()"])
    }

    /// The real interactor reports to its presenter through `PostInteractorOutput`,
    /// held weakly: the presenter owns the interactor, not the other way round.
    func testInteractorOutput_isHeldWeakly() async {
        let interactor = PostInteractor()
        var output = Optional(PostInteractorOutputSpy())
        interactor.output = output

        XCTAssert(interactor.output === output)
        output = nil

        XCTAssertNil(interactor.output)
    }
}

// Tests for the Feed module.
// Written once by viper-gen, then edited as a team does once the logic is
// written (testEvents_reachThePresenterLogic asserts what the events do).
// From Specs/Feed.viper.yml; this file is yours to edit.

import XCTest

@testable import App

@MainActor
final class FeedTests: XCTestCase {
    /// Calling the traits through `FeedPresenterLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testPresenterTraits_runTheirMockOverrides() async throws {
        let mock = FeedPresenterMock()

        try await callPresenterTraits(of: mock)

        let expectedCalls = [
            "showAlert(title:message:actions:)",
            "share(_:)",
            "share(_:from:)",
            "open(_:)",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callPresenterTraits<Logic: FeedPresenterLogic>(
        of logic: Logic
    ) async throws {
        logic.showAlert(
            title: stubbed(String?.self),
            message: stubbed(String?.self),
            actions: stubbed([AlertAction].self)
        )
        logic.share(stubbed([Any].self))
        logic.share(stubbed([Any].self), from: stubbed(AnyObject?.self))
        logic.open(.post(stubbed(String.self)))
    }

    /// Opening a route is recorded with the route and its parameters.
    func testOpenPost_isRecordedWithItsParameters() {
        let mock = FeedPresenterMock()

        mock.open(.post("sample"))

        XCTAssertEqual(mock.mockCalls.calls, [#"open(post("sample"))"#])
    }

    /// `assemble` builds the real presenter and wires it to the view.
    func testAssemble_wiresTheRealPresenter() async {
        let view = FeedViewSpy()

        let presenter = FeedAssembly.assemble(view: view, routeFactory: FeedRouteFactorySpy())

        XCTAssert(presenter.view === view)
    }

    /// Opening `post` on the real presenter asks the route factory
    /// for the destination, with the route's values, and shows it from the screen.
    func testOpenPost_buildsTheDestinationAndShowsIt() async {
        let view = FeedViewSpy()
        let routeFactory = FeedRouteFactorySpy()
        let presenter = FeedAssembly.assemble(view: view, routeFactory: routeFactory)

        presenter.open(.post("sample"))

        let destination = MockCalls.text("makePost(_:)", "sample")
        XCTAssertEqual(routeFactory.made, [destination])
        XCTAssertEqual(view.transitions, ["push"])
    }

    #if canImport(SwiftUI) && canImport(Combine)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: FeedPresenter?
            do {
                let screen = FeedAssembly.makeModule(routeFactory: FeedRouteFactorySpy())

                let controller = screen as? FeedNavigator
                presenter = controller?.output as? FeedPresenter
                withExtendedLifetime(screen) {
                    XCTAssertNotNil(presenter, "the screen keeps its presenter")
                }
            }
            XCTAssertNil(presenter, "the presenter goes with its screen")
        }
    #endif

    /// The view's events reach the presenter's logic through `FeedViewOutput`.
    /// Write what each does in FeedPresenter+Logic.swift, then assert it here.
    func testEvents_reachThePresenterLogic() async throws {
        let presenter = FeedPresenterMock()
        let view = FeedViewSpy()
        presenter.view = view
        let output: any FeedViewOutput = presenter

        output.didSelect(stubbed(String.self))
        output.didTapCompose()
        output.didTapSettings()

        XCTAssertEqual(presenter.state, FeedState())
        XCTAssertEqual(view.calls, [])
        XCTAssertEqual(presenter.mockCalls.names, ["open(_:)", "open(_:)", "open(_:)"])
    }
}

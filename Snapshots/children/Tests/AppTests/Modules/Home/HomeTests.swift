// Tests for the Home module.
// Written once by viper-gen from Specs/Home.viper.yml; this file is yours to edit.

import XCTest

@testable import App

@MainActor
final class HomeTests: XCTestCase {
    /// Calling the traits through `HomePresenterLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testPresenterTraits_runTheirMockOverrides() async throws {
        let mock = HomePresenterMock()

        try await callPresenterTraits(of: mock)

        let expectedCalls = [
            "open(_:)"
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callPresenterTraits<Logic: HomePresenterLogic>(
        of logic: Logic
    ) async throws {
        logic.open(.post(postID: stubbed(String.self)))
    }

    /// Opening a route is recorded with the route and its parameters.
    func testOpenPost_isRecordedWithItsParameters() {
        let mock = HomePresenterMock()

        mock.open(.post(postID: "sample"))

        XCTAssertEqual(mock.mockCalls.calls, [#"open(post(postID: "sample"))"#])
    }

    /// `assemble` builds the real presenter and wires it to the view.
    func testAssemble_wiresTheRealPresenter() async {
        let view = HomeViewSpy()

        let presenter = HomeAssembly.assemble(view: view, routeFactory: HomeRouteFactorySpy())

        XCTAssert(presenter.view === view)
    }

    /// Opening `post` on the real presenter asks the route factory
    /// for the destination, with the route's values, and shows it from the screen.
    func testOpenPost_buildsTheDestinationAndShowsIt() async {
        let view = HomeViewSpy()
        let routeFactory = HomeRouteFactorySpy()
        let presenter = HomeAssembly.assemble(view: view, routeFactory: routeFactory)

        presenter.open(.post(postID: "sample"))

        let destination = MockCalls.text("makePost(postID:moduleOutput:)", "sample", presenter)
        XCTAssertEqual(routeFactory.made, [destination])
        XCTAssertEqual(view.transitions, ["push"])
    }

    #if canImport(UIKit)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: HomePresenter?
            do {
                let screen = HomeAssembly.makeModule(routeFactory: HomeRouteFactorySpy())

                let controller = screen as? HomeViewController
                presenter = controller?.output as? HomePresenter
                withExtendedLifetime(screen) {
                    XCTAssertNotNil(presenter, "the screen keeps its presenter")
                }
            }
            XCTAssertNil(presenter, "the presenter goes with its screen")
        }
    #endif
}

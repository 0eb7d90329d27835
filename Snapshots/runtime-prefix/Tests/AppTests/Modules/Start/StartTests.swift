// Tests for the Start module.
// Written once by viper-gen from Specs/Start.viper.yml; this file is yours to edit.

import XCTest

@testable import App

@MainActor
final class StartTests: XCTestCase {
    /// Calling the traits through `StartPresenterLogic`, as the module's logic does,
    /// reaches the VGMock overrides; the real traits would crash on the mock's missing dependencies.
    func testPresenterTraits_runTheirMockOverrides() async throws {
        let mock = StartPresenterMock()

        try await callPresenterTraits(of: mock)

        let expectedCalls = [
            "open(_:)"
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callPresenterTraits<Logic: StartPresenterLogic>(
        of logic: Logic
    ) async throws {
        logic.open(.item(itemID: stubbed(String.self)))
    }

    /// Opening a route is recorded with the route and its parameters.
    func testOpenItem_isRecordedWithItsParameters() {
        let mock = StartPresenterMock()

        mock.open(.item(itemID: "sample"))

        XCTAssertEqual(mock.mockCalls.calls, [#"open(item(itemID: "sample"))"#])
    }

    /// `assemble` builds the real presenter and wires it to the view.
    func testAssemble_wiresTheRealPresenter() async {
        let view = StartViewSpy()

        let presenter = StartAssembly.assemble(view: view, routeFactory: StartRouteFactorySpy())

        XCTAssert(presenter.view === view)
    }

    /// Opening `item` on the real presenter asks the route factory
    /// for the destination, with the route's values, and shows it from the screen.
    func testOpenItem_buildsTheDestinationAndShowsIt() async {
        let view = StartViewSpy()
        let routeFactory = StartRouteFactorySpy()
        let presenter = StartAssembly.assemble(view: view, routeFactory: routeFactory)

        presenter.open(.item(itemID: "sample"))

        let destination = VGMockCalls.text("makeItem(itemID:)", "sample")
        XCTAssertEqual(routeFactory.made, [destination])
        XCTAssertEqual(view.transitions, ["push with VGSlideAnimator"])
    }

    #if canImport(UIKit)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: StartPresenter?
            do {
                let screen = StartAssembly.makeModule(routeFactory: StartRouteFactorySpy())

                let controller = screen as? StartViewController
                presenter = controller?.output as? StartPresenter
                withExtendedLifetime(screen) {
                    XCTAssertNotNil(presenter, "the screen keeps its presenter")
                }
            }
            XCTAssertNil(presenter, "the presenter goes with its screen")
        }
    #endif
}

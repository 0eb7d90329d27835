// Tests for the Catalog module.
// Written once by viper-gen from Specs/Catalog.viper.yml; this file is yours to edit.

import XCTest

@testable import App

@MainActor
final class CatalogTests: XCTestCase {
    /// Calling the traits through `CatalogPresenterLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testPresenterTraits_runTheirMockOverrides() async throws {
        let mock = CatalogPresenterMock()

        try await callPresenterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
            "open(_:)",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callPresenterTraits<Logic: CatalogPresenterLogic>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
        logic.open(.search)
    }

    /// Opening a route is recorded with the route and its parameters.
    func testOpenItem_isRecordedWithItsParameters() {
        let mock = CatalogPresenterMock()

        mock.openItem(itemID: "sample", 7)

        XCTAssertEqual(mock.mockCalls.calls, [#"open(item(itemID: "sample", 7))"#])
    }

    /// `assemble` builds the real presenter and wires it to the view.
    func testAssemble_wiresTheRealPresenter() async {
        let view = CatalogViewSpy()

        let presenter = CatalogAssembly.assemble(view: view, routeFactory: CatalogRouteFactorySpy())

        XCTAssert(presenter.view === view)
    }

    /// Opening `item` on the real presenter asks the route factory
    /// for the destination, with the route's values, and shows it from the screen.
    func testOpenItem_buildsTheDestinationAndShowsIt() async {
        let view = CatalogViewSpy()
        let routeFactory = CatalogRouteFactorySpy()
        let presenter = CatalogAssembly.assemble(view: view, routeFactory: routeFactory)

        presenter.openItem(itemID: "sample", 7)

        let destination = MockCalls.text("makeItem(itemID:_:moduleOutput:)", "sample", 7, presenter)
        XCTAssertEqual(routeFactory.made, [destination])
        XCTAssertEqual(view.transitions, ["push"])
    }

    #if canImport(UIKit)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: CatalogPresenter?
            do {
                let screen = CatalogAssembly.makeModule(
                    routeFactory: CatalogRouteFactorySpy()
                )

                let controller = screen as? CatalogViewController
                presenter = controller?.output as? CatalogPresenter
                withExtendedLifetime(screen) {
                    XCTAssertNotNil(presenter, "the screen keeps its presenter")
                }
            }
            XCTAssertNil(presenter, "the presenter goes with its screen")
        }
    #endif
}

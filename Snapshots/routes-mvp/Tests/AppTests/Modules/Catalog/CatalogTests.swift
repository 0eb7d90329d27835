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

        mock.open(.item(itemID: "sample", 7))

        XCTAssertEqual(mock.mockCalls.calls, [#"open(item(itemID: "sample", 7))"#])
    }

    /// `assemble` builds the real presenter and wires it to the view.
    func testAssemble_wiresTheRealPresenter() async {
        let view = CatalogViewSpy()

        let presenter = CatalogAssembly.assemble(view: view, routeFactory: CatalogRouteFactorySpy())

        XCTAssert(presenter.view === view)
    }
}

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
}

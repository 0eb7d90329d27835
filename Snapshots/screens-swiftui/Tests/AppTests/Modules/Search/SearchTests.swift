// Tests for the Search module.
// Written once by viper-gen from Specs/Search.viper.yml; this file is yours to edit.

import Foundation
import XCTest

@testable import App

extension SearchResponse: Stub {
    static var stub: SearchResponse { SearchResponse() }
}

extension SearchService: Stub {
    static var stub: SearchService { SearchService() }
}

@MainActor
final class SearchTests: XCTestCase {
    /// Calling the traits through `SearchPresenterLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testPresenterTraits_runTheirMockOverrides() async throws {
        let mock = SearchPresenterMock()

        try await callPresenterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
            "performRequest()",
            "open(_:)",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callPresenterTraits<Logic: SearchPresenterLogic>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
        _ = try await logic.performRequest()
        logic.open(.settings(section: stubbed(String.self)))
    }

    /// A test sets what a call throws (or returns, with `answer(_:with:)`), for
    /// the next call (`once: true`) or every call: the logic under test meets that error.
    func testPresenterPerformRequest_throwsTheErrorTheTestSets() async {
        let mock = SearchPresenterMock()
        mock.mockCalls.answer("performRequest()", throwing: MockError("offline"), once: true)

        do {
            _ = try await mock.performRequest()
            XCTFail("performRequest() returned instead of throwing")
        } catch {
            XCTAssertEqual(error as? MockError, MockError("offline"))
        }
    }

    /// Opening a route is recorded with the route and its parameters.
    func testOpenSettings_isRecordedWithItsParameters() {
        let mock = SearchPresenterMock()

        mock.open(.settings(section: "sample"))

        XCTAssertEqual(mock.mockCalls.calls, [#"open(settings(section: "sample"))"#])
    }

    /// `assemble` builds the real presenter and wires it to the view.
    func testAssemble_wiresTheRealPresenter() async {
        let view = SearchViewSpy()

        let presenter = SearchAssembly.assemble(
            view: view,
            requestService: stubbed(SearchService.self),
            routeFactory: SearchRouteFactorySpy(),
            moduleOutput: nil
        )

        XCTAssert(presenter.view === view)
    }

    /// The view's events reach the presenter's logic through `SearchViewOutput`.
    /// Write what each does in SearchPresenter+Logic.swift, then assert it here.
    func testEvents_reachThePresenterLogic() async throws {
        let presenter = SearchPresenterMock()
        let view = SearchViewSpy()
        presenter.view = view
        let output: any SearchViewOutput = presenter

        output.queryChanged(stubbed(String.self))
        output.didTapSearch()

        XCTAssertEqual(presenter.state, SearchState())
        XCTAssertEqual(view.calls, [])
        XCTAssertEqual(presenter.mockCalls.names, [])
    }
}

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
            "performLatestRequest()",
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
        _ = try await logic.performLatestRequest()
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
    /// The presenter tells the caller through the module output it was given.
    func testAssemble_wiresTheRealPresenter() async {
        let view = SearchViewSpy()
        let output = SearchModuleOutputSpy()

        let presenter = SearchAssembly.assemble(
            view: view,
            requestService: stubbed(SearchService.self),
            routeFactory: SearchRouteFactorySpy(),
            moduleOutput: output
        )

        XCTAssert(presenter.view === view)
        XCTAssert(presenter.moduleOutput === output)
    }

    /// Opening `settings` on the real presenter asks the route factory
    /// for the destination, with the route's values, and shows it from the screen.
    func testOpenSettings_buildsTheDestinationAndShowsIt() async {
        let view = SearchViewSpy()
        let routeFactory = SearchRouteFactorySpy()
        let presenter = SearchAssembly.assemble(
            view: view,
            requestService: stubbed(SearchService.self),
            routeFactory: routeFactory,
            moduleOutput: nil
        )

        presenter.open(.settings(section: "sample"))

        let destination = MockCalls.text("makeSettings(section:)", "sample")
        XCTAssertEqual(routeFactory.made, [destination])
        XCTAssertEqual(view.transitions, ["present"])
    }

    #if canImport(SwiftUI) && canImport(UIKit)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: SearchPresenter?
            do {
                let screen = SearchAssembly.makeModule(
                    requestService: stubbed(SearchService.self),
                    routeFactory: SearchRouteFactorySpy(),
                    moduleOutput: nil
                )

                let controller = screen as? SearchHostingController
                presenter = controller?.output as? SearchPresenter
                withExtendedLifetime(screen) {
                    XCTAssertNotNil(presenter, "the screen keeps its presenter")
                }
            }
            XCTAssertNil(presenter, "the presenter goes with its screen")
        }
    #endif

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

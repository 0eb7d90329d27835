// Tests for the Feed module.
// Written once by viper-gen from Specs/Feed.viper.yml; this file is yours to edit.

import XCTest

@testable import App

extension FeedResponse: Stub {
    static var stub: FeedResponse { FeedResponse() }
}

extension FeedService: Stub {
    static var stub: FeedService { FeedService() }
}

@MainActor
final class FeedTests: XCTestCase {
    /// Calling the traits through `FeedPresenterLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testPresenterTraits_runTheirMockOverrides() async throws {
        let mock = FeedPresenterMock()

        try await callPresenterTraits(of: mock)

        let expectedCalls = [
            "performRequest()",
            "performLatestRequest()",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callPresenterTraits<Logic: FeedPresenterLogic>(
        of logic: Logic
    ) async throws {
        _ = try await logic.performRequest()
        _ = try await logic.performLatestRequest()
    }

    /// A test sets what a call throws (or returns, with `answer(_:with:)`), for
    /// the next call (`once: true`) or every call: the logic under test meets that error.
    func testPresenterPerformRequest_throwsTheErrorTheTestSets() async {
        let mock = FeedPresenterMock()
        mock.mockCalls.answer("performRequest()", throwing: MockError("offline"), once: true)

        do {
            _ = try await mock.performRequest()
            XCTFail("performRequest() returned instead of throwing")
        } catch {
            XCTAssertEqual(error as? MockError, MockError("offline"))
        }
    }

    /// `assemble` builds the real presenter and wires it to the view.
    /// The presenter tells the caller through the module output it was given.
    func testAssemble_wiresTheRealPresenter() async {
        let view = FeedViewSpy()
        let output = FeedModuleOutputSpy()

        let presenter = FeedAssembly.assemble(
            view: view,
            requestService: stubbed(FeedService.self),
            moduleOutput: output
        )

        XCTAssert(presenter.view === view)
        XCTAssert(presenter.moduleOutput === output)
    }

    #if canImport(UIKit)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: FeedPresenter?
            do {
                let screen = FeedAssembly.makeModule(
                    requestService: stubbed(FeedService.self),
                    moduleOutput: nil
                ).screen

                let controller = screen as? FeedViewController
                presenter = controller?.output as? FeedPresenter
                withExtendedLifetime(screen) {
                    XCTAssertNotNil(presenter, "the screen keeps its presenter")
                }
            }
            XCTAssertNil(presenter, "the presenter goes with its screen")
        }
    #endif
}

// Tests for the Sync module.
// Written once by viper-gen from Specs/Sync.viper.yml; this file is yours to edit.

import XCTest

@testable import App

extension SyncResponse: Stub {
    static var stub: SyncResponse { SyncResponse() }
}

extension SyncService: Stub {
    static var stub: SyncService { SyncService() }
}

@MainActor
final class SyncTests: XCTestCase {
    /// Calling the traits through `SyncPresenterLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testPresenterTraits_runTheirMockOverrides() async throws {
        let mock = SyncPresenterMock()

        try await callPresenterTraits(of: mock)

        let expectedCalls = [
            "performRequest()",
            "performLatestRequest()",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callPresenterTraits<Logic: SyncPresenterLogic>(
        of logic: Logic
    ) async throws {
        _ = try await logic.performRequest()
        _ = try await logic.performLatestRequest()
    }

    /// A test sets what a call throws (or returns, with `answer(_:with:)`), for
    /// the next call (`once: true`) or every call: the logic under test meets that error.
    func testPresenterPerformRequest_throwsTheErrorTheTestSets() async {
        let mock = SyncPresenterMock()
        mock.mockCalls.answer("performRequest()", throwing: MockError("offline"), once: true)

        do {
            _ = try await mock.performRequest()
            XCTFail("performRequest() returned instead of throwing")
        } catch {
            XCTAssertEqual(error as? MockError, MockError("offline"))
        }
    }

    /// `assemble` builds the real presenter and wires it to the view.
    func testAssemble_wiresTheRealPresenter() async {
        let view = SyncViewSpy()

        let presenter = SyncAssembly.assemble(view: view, requestService: stubbed(SyncService.self))

        XCTAssert(presenter.view === view)
    }

    /// The view's events reach the presenter's logic through `SyncViewOutput`.
    /// Write what each does in SyncPresenter+Logic.swift, then assert it here.
    func testEvents_reachThePresenterLogic() async throws {
        let presenter = SyncPresenterMock()
        let view = SyncViewSpy()
        presenter.view = view
        let output: any SyncViewOutput = presenter

        await output.didPullToRefresh()

        XCTAssertEqual(view.calls, [])
        XCTAssertEqual(presenter.mockCalls.names, [])
    }
}

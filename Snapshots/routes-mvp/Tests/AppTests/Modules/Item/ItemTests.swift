// Tests for the Item module.
// Written once by viper-gen from Specs/Item.viper.yml; this file is yours to edit.

import XCTest

@testable import App

extension ItemResponse: Stub {
    static var stub: ItemResponse { ItemResponse() }
}

@MainActor
final class ItemTests: XCTestCase {
    /// Calling the traits through `ItemPresenterLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testPresenterTraits_runTheirMockOverrides() async throws {
        let mock = ItemPresenterMock()

        try await callPresenterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
            "performRequest()",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callPresenterTraits<Logic: ItemPresenterLogic>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
        _ = try await logic.performRequest()
    }
}

// Tests for the Account module.
// Written once by viper-gen from Specs/Account.viper.yml; this file is yours to edit.

import XCTest

@testable import App

extension AccountResponse: Stub {
    static var stub: AccountResponse { AccountResponse() }
}

@MainActor
final class AccountTests: XCTestCase {
    /// Calling the traits through `AccountPresenterLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testPresenterTraits_runTheirMockOverrides() async throws {
        let mock = AccountPresenterMock()

        try await callPresenterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
            "performRequest()",
            "open(_:)",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callPresenterTraits<Logic: AccountPresenterLogic>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
        _ = try await logic.performRequest()
        logic.open(.history)
    }
}

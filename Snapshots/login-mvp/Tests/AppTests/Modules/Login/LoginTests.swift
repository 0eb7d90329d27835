// Tests for the Login module.
// Written once by viper-gen from Specs/Login.viper.yml; this file is yours to edit.

import XCTest

@testable import App

extension LoginResponse: Stub {
    static var stub: LoginResponse { LoginResponse() }
}

@MainActor
final class LoginTests: XCTestCase {
    /// Calling the traits through `LoginPresenterLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testPresenterTraits_runTheirMockOverrides() async throws {
        let mock = LoginPresenterMock()

        try await callPresenterTraits(of: mock)

        XCTAssertEqual(mock.mockCalls.names, [
            "close()",
            "performRequest()",
        ])
    }

    private func callPresenterTraits<Logic: LoginPresenterLogic>(of logic: Logic) async throws {
        logic.close()
        _ = try await logic.performRequest()
    }
}

// Tests for the Profile module.
// Written once by viper-gen from Specs/Profile.viper.yml; this file is yours to edit.

import XCTest

@testable import App

extension ProfileResponse: Stub {
    static var stub: ProfileResponse { ProfileResponse() }
}

@MainActor
final class ProfileTests: XCTestCase {
    /// Calling the traits through `ProfileRouterInput`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testRouterTraits_runTheirMockOverrides() async throws {
        let mock = ProfileRouterMock()

        try await callRouterTraits(of: mock)

        XCTAssertEqual(mock.mockCalls.names, [
            "close()",
            "push(_:)",
            "open(_:)",
        ])
    }

    private func callRouterTraits<Logic: ProfileRouterInput>(of logic: Logic) async throws {
        logic.close()
        logic.push(TransitionHandlerSpy())
        logic.open(.settings)
    }

    /// Calling the traits through `ProfileInteractorLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testInteractorTraits_runTheirMockOverrides() async throws {
        let mock = ProfileInteractorMock()

        try await callInteractorTraits(of: mock)

        XCTAssertEqual(mock.mockCalls.names, [
            "performRequest()",
        ])
    }

    private func callInteractorTraits<Logic: ProfileInteractorLogic>(of logic: Logic) async throws {
        _ = try await logic.performRequest()
    }
}

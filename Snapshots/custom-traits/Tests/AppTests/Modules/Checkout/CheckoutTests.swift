// Tests for the Checkout module.
// Written once by viper-gen from Specs/Checkout.viper.yml; this file is yours to edit.

import Foundation
import XCTest

@testable import App

@MainActor
final class CheckoutTests: XCTestCase {
    /// Calling the traits through `CheckoutPresenterLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testPresenterTraits_runTheirMockOverrides() async throws {
        let mock = CheckoutPresenterMock()

        try await callPresenterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "playSuccess()",
            "playPattern(named:intensity:)",
            "playThen(_:completion:)",
            "isEnabled(_:)",
            "performRequest()",
            "open(_:)",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callPresenterTraits<Logic: CheckoutPresenterLogic>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.playSuccess()
        logic.playPattern(named: stubbed(String.self), intensity: stubbed(Double.self))
        logic.playThen(stubbed(String.self), completion: { _ in })
        _ = logic.isEnabled(stubbed(String.self))
        _ = try await logic.performRequest()
        logic.open(.receipt(orderID: stubbed(String.self)))
    }
}

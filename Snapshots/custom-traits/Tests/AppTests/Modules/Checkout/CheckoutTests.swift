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
            "performLatestRequest()",
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
        _ = try await logic.performLatestRequest()
        logic.open(.receipt(orderID: stubbed(String.self)))
    }

    /// A Mock records each call with its arguments, as `String(describing:)`
    /// writes them, and as they were passed: assert what the logic under test asked for.
    func testPresenterPlayPattern_isRecordedWithItsArguments() {
        let mock = CheckoutPresenterMock()

        mock.playPattern(named: "sample", intensity: 1.5)

        XCTAssertEqual(mock.mockCalls.calls, [#"playPattern(named: "sample", intensity: 1.5)"#])
        let recorded = mock.mockCalls.last("playPattern(named:intensity:)")
        XCTAssertEqual(recorded?.argument("named", as: String.self), "sample")
    }

    /// A test sets what a call throws (or returns, with `answer(_:with:)`), for
    /// the next call (`once: true`) or every call: the logic under test meets that error.
    func testPresenterPerformRequest_throwsTheErrorTheTestSets() async {
        let mock = CheckoutPresenterMock()
        mock.mockCalls.answer("performRequest()", throwing: MockError("offline"), once: true)

        do {
            _ = try await mock.performRequest()
            XCTFail("performRequest() returned instead of throwing")
        } catch {
            XCTAssertEqual(error as? MockError, MockError("offline"))
        }
    }

    /// Opening a route is recorded with the route and its parameters.
    func testOpenReceipt_isRecordedWithItsParameters() {
        let mock = CheckoutPresenterMock()

        mock.open(.receipt(orderID: "sample"))

        XCTAssertEqual(mock.mockCalls.calls, [#"open(receipt(orderID: "sample"))"#])
    }
}

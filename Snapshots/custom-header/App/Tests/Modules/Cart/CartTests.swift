// Tests for the Cart module.
// Written once by viper-gen from App/Specs/Cart.viper.yml; this file is yours to edit.

import Foundation
import XCTest

@testable import Shop

@MainActor
final class CartTests: XCTestCase {
  /// Calling the traits through `CartRouterInput`, as the module's logic does,
  /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
  func testRouterTraits_runTheirMockOverrides() async throws {
    let mock = CartRouterMock()

    try await callRouterTraits(of: mock)

    let expectedCalls = [
      "close()",
      "close(completion:)",
    ]
    XCTAssertEqual(mock.mockCalls.names, expectedCalls)
  }

  private func callRouterTraits<Logic: CartRouterInput>(
    of logic: Logic
  ) async throws {
    logic.close()
    logic.close(completion: {})
  }

  /// Calling the traits through `CartInteractorLogic`, as the module's logic does,
  /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
  func testInteractorTraits_runTheirMockOverrides() async throws {
    let mock = CartInteractorMock()

    try await callInteractorTraits(of: mock)

    let expectedCalls = [
      "trackEvent(_:parameters:)",
      "sendEvent(_:)",
    ]
    XCTAssertEqual(mock.mockCalls.names, expectedCalls)
  }

  private func callInteractorTraits<Logic: CartInteractorLogic>(
    of logic: Logic
  ) async throws {
    logic.trackEvent(stubbed(String.self), parameters: stubbed([String: String].self))
    logic.sendEvent(stubbed(AnalyticsEvent.self))
  }

  /// The real interactor reports to its presenter through `CartInteractorOutput`,
  /// held weakly: the presenter owns the interactor, not the other way round.
  func testInteractorOutput_isHeldWeakly() async {
    let interactor = CartInteractor(
      analytics: stubbed((any AnalyticsTracker).self)
    )
    var output = Optional(CartInteractorOutputSpy())
    interactor.output = output

    XCTAssert(interactor.output === output)
    output = nil

    XCTAssertNil(interactor.output)
  }
}

// Code generated from App/Specs/Cart.viper.yml by viper-gen. DO NOT EDIT.

import Foundation

@testable import Shop

/// The Cart router with every trait replaced by its Mock override.
@MainActor
final class CartRouterMock: CartRouterInput, Mock {
  let mockCalls = MockCalls()
  weak var transitionHandler: (any TransitionHandler)?

  init() {}
}

/// The Cart interactor with every trait replaced by its Mock override.
@MainActor
final class CartInteractorMock: CartInteractorLogic, Mock {
  let mockCalls = MockCalls()
  weak var output: (any CartInteractorOutput)?
  var analytics: any AnalyticsTracker {
    stubbed((any AnalyticsTracker).self)
  }

  init() {}
}

/// Records what the Cart presenter shows; stands in for the view controller.
@MainActor
final class CartViewSpy: TransitionHandlerSpy, CartView {
  private(set) var calls: [String] = []
  /// The same calls with their arguments: `didSelect(item: 3)`.
  private(set) var callsWithArguments: [String] = []
}

/// Records what the Cart presenter asks its interactor.
@MainActor
final class CartInteractorInputSpy: CartInteractorInput {
  private(set) var calls: [String] = []
  /// The same calls with their arguments: `didSelect(item: 3)`.
  private(set) var callsWithArguments: [String] = []

  init() {}
}

/// Records what the Cart interactor reports; stands in for the presenter.
@MainActor
final class CartInteractorOutputSpy: CartInteractorOutput {
  private(set) var calls: [String] = []
  /// The same calls with their arguments: `didSelect(item: 3)`.
  private(set) var callsWithArguments: [String] = []

  init() {}
}

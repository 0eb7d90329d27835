// Code generated from App/Specs/Cart.viper.yml by viper-gen. DO NOT EDIT.

import Foundation

/// What the Cart presenter asks its interactor.
@MainActor
protocol CartInteractorInput: AnyObject {
}

/// What the Cart interactor reports back to its presenter.
@MainActor
protocol CartInteractorOutput: AnyObject {
}

/// The Cart interactor's traits, composed. Write its logic in an extension
/// of this protocol (CartInteractor+Logic.swift).
@MainActor
protocol CartInteractorLogic: CartInteractorInput, TrackInteractorTrait {
  var output: (any CartInteractorOutput)? { get }
}

/// The Cart interactor: one class composed of the module's interactor traits.
@MainActor
final class CartInteractor: CartInteractorLogic {
  weak var output: (any CartInteractorOutput)?
  let analytics: any AnalyticsTracker

  init(
    analytics: any AnalyticsTracker
  ) {
    self.analytics = analytics
  }
}

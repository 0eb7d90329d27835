// Code generated from App/Specs/Cart.viper.yml by viper-gen. DO NOT EDIT.

import Foundation

/// What the Cart presenter asks its router: the module's router traits.
@MainActor
protocol CartRouterInput: AnyObject, CloseRouterTrait {
}

/// The Cart router: one class composed of the module's router traits.
@MainActor
final class CartRouter: CartRouterInput {
  weak var transitionHandler: (any TransitionHandler)?

  init() {}
}

// Code generated from App/Specs/Cart.viper.yml by viper-gen. DO NOT EDIT.

import Foundation

/// The Cart presenter's collaborators. Write its logic in an extension of
/// this protocol (CartPresenter+Logic.swift).
@MainActor
protocol CartPresenterLogic: CartInteractorOutput {
  var view: (any CartView)? { get }
  var interactor: any CartInteractorInput { get }
  var router: any CartRouterInput { get }
}

/// The Cart presenter (VIPER): drives the view, asks the interactor and
/// the router, and receives the interactor's output.
@MainActor
final class CartPresenter: CartPresenterLogic {
  weak var view: (any CartView)?
  let interactor: any CartInteractorInput
  let router: any CartRouterInput

  init(
    interactor: any CartInteractorInput,
    router: any CartRouterInput
  ) {
    self.interactor = interactor
    self.router = router
  }
}

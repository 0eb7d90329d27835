// Code generated from App/Specs/Cart.viper.yml by viper-gen. DO NOT EDIT.

import Foundation

/// Builds the Cart module and wires its parts: the presenter keeps the
/// interactor and the router; they point back weakly.
@MainActor
enum CartAssembly {
  /// The module's presenter, wired to `view`. Whoever keeps the view keeps the
  /// presenter too (`makeModule` has the view controller keep it); tests pass a view spy.
  static func assemble(
    view: any CartView & TransitionHandler,
    analytics: any AnalyticsTracker
  ) -> CartPresenter {
    let interactor = CartInteractor(
      analytics: analytics
    )
    let router = CartRouter()
    let presenter = CartPresenter(interactor: interactor, router: router)
    presenter.view = view
    interactor.output = presenter
    router.transitionHandler = view
    return presenter
  }
}

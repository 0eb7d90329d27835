// Code generated from App/Specs/Cart.viper.yml by viper-gen. DO NOT EDIT.

/// Builds the Cart module and wires its parts: the presenter keeps the
/// interactor and the router; they point back weakly.
@MainActor
enum CartAssembly {
  /// The module's presenter, wired to `view`; the view keeps the presenter.
  static func assemble(
    view: any CartView & TransitionHandler,
    analytics: any AnalyticsTracker
  ) -> CartPresenter {
    let presenter = CartPresenter()
    let interactor = CartInteractor()
    let router = CartRouter()
    presenter.view = view
    presenter.interactor = interactor
    presenter.router = router
    interactor.output = presenter
    interactor.analytics = analytics
    router.transitionHandler = view
    return presenter
  }
}

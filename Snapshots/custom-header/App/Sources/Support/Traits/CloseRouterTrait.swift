// Code generated from built-in trait 'close' by viper-gen. DO NOT EDIT.

/// Closes the module's screen.
@MainActor
protocol CloseRouterTrait {
  var transitionHandler: (any TransitionHandler)? { get }

  func close()
  func close(completion: (() -> Void)?)
}

extension CloseRouterTrait {
  func close() {
    transitionHandler?.dismiss(animated: true, completion: nil)
  }

  func close(completion: (() -> Void)?) {
    transitionHandler?.dismiss(animated: true, completion: completion)
  }
}

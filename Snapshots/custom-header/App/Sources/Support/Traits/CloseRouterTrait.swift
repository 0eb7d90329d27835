// Code generated from built-in trait 'close' by viper-gen. DO NOT EDIT.

/// Closes the module's screen, popping it if it was pushed and dismissing it if it was presented.
@MainActor
protocol CloseRouterTrait {
  var transitionHandler: (any TransitionHandler)? { get }

  /// Closes the screen, animated, the way it was shown.
  func close()
  /// Closes the screen, animated, then calls `completion` (once a pop has begun).
  func close(completion: (() -> Void)?)
}

extension CloseRouterTrait {
  func close() {
    transitionHandler?.close(animated: true, completion: nil)
  }

  func close(completion: (() -> Void)?) {
    transitionHandler?.close(animated: true, completion: completion)
  }
}

// Code generated from the viper-gen runtime by viper-gen. DO NOT EDIT.

/// A place a module can navigate to: a case of a module's route enum.
@MainActor
protocol Routable {
  /// How the destination is shown.
  var transition: any Transition { get }
}

/// Shows a destination from a source module.
@MainActor
protocol Transition {
  func perform(_ destination: any TransitionHandler, from source: any TransitionHandler)
}

/// Pushes the destination onto the source's navigation stack.
struct PushTransition: Transition {
  let animated: Bool

  init(animated: Bool) {
    self.animated = animated
  }

  func perform(_ destination: any TransitionHandler, from source: any TransitionHandler) {
    source.push(destination, animated: animated)
  }
}

/// Presents the destination over the source.
struct PresentTransition: Transition {
  let animated: Bool

  init(animated: Bool) {
    self.animated = animated
  }

  func perform(_ destination: any TransitionHandler, from source: any TransitionHandler) {
    source.present(destination, animated: animated, completion: nil)
  }
}

/// Presents the destination full screen; the user cannot swipe it away.
struct ModalTransition: Transition {
  let animated: Bool

  init(animated: Bool) {
    self.animated = animated
  }

  func perform(_ destination: any TransitionHandler, from source: any TransitionHandler) {
    source.presentModally(destination, animated: animated)
  }
}

extension Transition where Self == PushTransition {
  /// Pushes with animation.
  static var push: PushTransition { PushTransition(animated: true) }

  static func push(animated: Bool) -> PushTransition {
    PushTransition(animated: animated)
  }
}

extension Transition where Self == PresentTransition {
  /// Presents with animation.
  static var present: PresentTransition { PresentTransition(animated: true) }

  static func present(animated: Bool) -> PresentTransition {
    PresentTransition(animated: animated)
  }
}

extension Transition where Self == ModalTransition {
  /// Presents full screen with animation.
  static var modal: ModalTransition { ModalTransition(animated: true) }

  static func modal(animated: Bool) -> ModalTransition {
    ModalTransition(animated: animated)
  }
}

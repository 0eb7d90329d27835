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
  /// The same, then `completion` once the destination shows (at once for
  /// transitions UIKit reports no end of, such as a push).
  func perform(
    _ destination: any TransitionHandler,
    from source: any TransitionHandler,
    completion: (() -> Void)?
  )
}

extension Transition {
  func perform(
    _ destination: any TransitionHandler,
    from source: any TransitionHandler,
    completion: (() -> Void)?
  ) {
    perform(destination, from: source)
    completion?()
  }
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

/// Presents the destination over the source, in `style`, in a navigation
/// controller of its own when `inNavigation`.
struct PresentTransition: Transition {
  let animated: Bool
  let style: PresentationStyle
  let inNavigation: Bool

  init(animated: Bool, style: PresentationStyle = .automatic, inNavigation: Bool = false) {
    self.animated = animated
    self.style = style
    self.inNavigation = inNavigation
  }

  func perform(_ destination: any TransitionHandler, from source: any TransitionHandler) {
    perform(destination, from: source, completion: nil)
  }

  func perform(
    _ destination: any TransitionHandler,
    from source: any TransitionHandler,
    completion: (() -> Void)?
  ) {
    let options = PresentationOptions(
      style: style, inNavigation: inNavigation, animated: animated
    )
    source.present(destination, options: options, completion: completion)
  }
}

/// Presents the destination full screen; the user cannot swipe it away.
struct ModalTransition: Transition {
  let animated: Bool
  let inNavigation: Bool

  init(animated: Bool, inNavigation: Bool = false) {
    self.animated = animated
    self.inNavigation = inNavigation
  }

  func perform(_ destination: any TransitionHandler, from source: any TransitionHandler) {
    perform(destination, from: source, completion: nil)
  }

  func perform(
    _ destination: any TransitionHandler,
    from source: any TransitionHandler,
    completion: (() -> Void)?
  ) {
    let options = PresentationOptions(
      isModal: true, inNavigation: inNavigation, animated: animated
    )
    source.present(destination, options: options, completion: completion)
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

  static func present(
    animated: Bool, style: PresentationStyle = .automatic, inNavigation: Bool = false
  ) -> PresentTransition {
    PresentTransition(animated: animated, style: style, inNavigation: inNavigation)
  }
}

extension Transition where Self == ModalTransition {
  /// Presents full screen with animation.
  static var modal: ModalTransition { ModalTransition(animated: true) }

  static func modal(animated: Bool, inNavigation: Bool = false) -> ModalTransition {
    ModalTransition(animated: animated, inNavigation: inNavigation)
  }
}

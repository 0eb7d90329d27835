// Code generated from the viper-gen runtime by viper-gen. DO NOT EDIT.

import Foundation

/// A place a module can navigate to: a case of a module's route enum.
@MainActor
protocol Routable {
  /// How the destination is shown.
  var transition: any Transition { get }
}

/// Shows a destination from a source module, and closes it again.
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
  /// Closes `destination`, which this transition showed, the opposite way
  /// (a push pops, a presentation dismisses), then calls `completion`.
  func close(_ destination: any TransitionHandler, completion: (() -> Void)?)
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

  /// Closes `destination` the way it was shown: a pop or a dismissal, animated.
  func close(_ destination: any TransitionHandler, completion: (() -> Void)?) {
    destination.close(animated: true, completion: completion)
  }
}

/// Pushes the destination onto the source's navigation stack, animated by
/// UIKit or by `animator`.
struct PushTransition: Transition {
  let animated: Bool
  /// Animates the push and the pop that closes it; `nil` for UIKit's slide.
  let animator: (any Animator)?

  init(animated: Bool, animator: (any Animator)? = nil) {
    self.animated = animated
    self.animator = animator
  }

  func perform(_ destination: any TransitionHandler, from source: any TransitionHandler) {
    if let animator {
      source.push(destination, animator: animator, animated: animated)
    } else {
      source.push(destination, animated: animated)
    }
  }

  /// Pops `destination`, with the push's animator; `completion` runs once the
  /// pop has begun (UIKit's pop reports no end).
  func close(_ destination: any TransitionHandler, completion: (() -> Void)?) {
    if let animator {
      destination.pop(animator: animator, animated: animated)
    } else {
      destination.pop(animated: animated)
    }
    completion?()
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

  /// Dismisses `destination`, then calls `completion`.
  func close(_ destination: any TransitionHandler, completion: (() -> Void)?) {
    destination.dismiss(animated: animated, completion: completion)
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

  /// Dismisses `destination`, then calls `completion`.
  func close(_ destination: any TransitionHandler, completion: (() -> Void)?) {
    destination.dismiss(animated: animated, completion: completion)
  }
}

extension Transition where Self == PushTransition {
  /// Pushes with animation.
  static var push: PushTransition { PushTransition(animated: true) }

  static func push(animated: Bool) -> PushTransition {
    PushTransition(animated: animated)
  }

  /// Pushes with `animator` (`.push(animator: .fade)`), and pops with it when closed.
  static func push(animated: Bool = true, animator: some Animator) -> PushTransition {
    PushTransition(animated: animated, animator: animator)
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

#if canImport(UIKit)
  import UIKit

  /// What every `Animator` is under UIKit: UIKit's animator for a custom transition.
  typealias AnimatorRequirements = UIViewControllerAnimatedTransitioning
#else
  /// What every `Animator` is where UIKit does not exist: a class.
  typealias AnimatorRequirements = AnyObject
#endif

/// A custom animation for a push and its pop: under UIKit a
/// `UIViewControllerAnimatedTransitioning` that routes name
/// (`.push(animator: .fade)`). An app adds its own the same way: a class that
/// conforms, and a static member in `extension Animator where Self == MyAnimator`.
@MainActor
protocol Animator: AnimatorRequirements {}

/// Fades the new screen in over the old one.
final class FadeAnimator: NSObject, Animator {
  let duration: TimeInterval

  init(duration: TimeInterval = 0.25) {
    self.duration = duration
  }
}

/// Slides the new screen in over the old one, from `edge`.
final class SlideAnimator: NSObject, Animator {
  /// The side of the screen the new screen comes in from.
  enum Edge: Sendable {
    case top
    case bottom
    case left
    case right
  }

  let edge: Edge
  let duration: TimeInterval

  init(from edge: Edge = .bottom, duration: TimeInterval = 0.3) {
    self.edge = edge
    self.duration = duration
  }
}

extension Animator where Self == FadeAnimator {
  /// A fade of 0.25 seconds.
  static var fade: FadeAnimator { FadeAnimator() }

  static func fade(duration: TimeInterval) -> FadeAnimator {
    FadeAnimator(duration: duration)
  }
}

extension Animator where Self == SlideAnimator {
  /// A slide up from the bottom, of 0.3 seconds.
  static var slide: SlideAnimator { SlideAnimator() }

  static func slide(
    from edge: SlideAnimator.Edge, duration: TimeInterval = 0.3
  ) -> SlideAnimator {
    SlideAnimator(from: edge, duration: duration)
  }
}

#if canImport(UIKit)
  extension FadeAnimator {
    func transitionDuration(
      using transitionContext: (any UIViewControllerContextTransitioning)?
    ) -> TimeInterval {
      duration
    }

    func animateTransition(
      using transitionContext: any UIViewControllerContextTransitioning
    ) {
      let incoming = transitionContext.view(forKey: .to)
      if let incoming {
        transitionContext.containerView.addSubview(incoming)
        incoming.alpha = 0
      }
      UIView.animate(withDuration: duration) {
        incoming?.alpha = 1
      } completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    }
  }

  extension SlideAnimator {
    func transitionDuration(
      using transitionContext: (any UIViewControllerContextTransitioning)?
    ) -> TimeInterval {
      duration
    }

    func animateTransition(
      using transitionContext: any UIViewControllerContextTransitioning
    ) {
      let container = transitionContext.containerView
      let incoming = transitionContext.view(forKey: .to)
      let shown = container.bounds
      if let incoming {
        container.addSubview(incoming)
        incoming.frame = start(for: shown)
      }
      UIView.animate(withDuration: duration) {
        incoming?.frame = shown
      } completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    }

    /// Where the new screen starts: just beyond `edge` of `shown`.
    private func start(for shown: CGRect) -> CGRect {
      switch edge {
      case .top: shown.offsetBy(dx: 0, dy: -shown.height)
      case .bottom: shown.offsetBy(dx: 0, dy: shown.height)
      case .left: shown.offsetBy(dx: -shown.width, dy: 0)
      case .right: shown.offsetBy(dx: shown.width, dy: 0)
      }
    }
  }

  /// Lends a navigation controller an animator for one push or pop: it is
  /// the controller's delegate until the new top screen shows, then gives
  /// the delegate back (which misses that one transition's calls). It keeps
  /// itself alive until then, since UIKit holds its delegate weakly.
  final class NavigationAnimation: NSObject, UINavigationControllerDelegate {
    private let animator: any Animator
    private weak var previousDelegate: (any UINavigationControllerDelegate)?
    private var keptAlive: NavigationAnimation?

    private init(
      animator: any Animator, previousDelegate: (any UINavigationControllerDelegate)?
    ) {
      self.animator = animator
      self.previousDelegate = previousDelegate
    }

    /// Runs `change` (a push or a pop) on `navigationController`, animated by `animator`.
    static func run(
      _ animator: any Animator, on navigationController: UINavigationController,
      _ change: (UINavigationController) -> Void
    ) {
      let animation = NavigationAnimation(
        animator: animator, previousDelegate: navigationController.delegate)
      animation.keptAlive = animation
      navigationController.delegate = animation
      change(navigationController)
    }

    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController,
      to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      animator
    }

    func navigationController(
      _ navigationController: UINavigationController,
      didShow viewController: UIViewController,
      animated: Bool
    ) {
      navigationController.delegate = previousDelegate
      keptAlive = nil
    }
  }
#endif

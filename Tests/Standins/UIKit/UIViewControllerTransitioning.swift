import Foundation

/// An animator for a custom, non-interactive transition.
/// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
@available(iOS 7.0, *)
@MainActor public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/transitionduration(using:)
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animatetransition(using:)
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
}

/// What an animator is told about a transition. UIKit supplies the object
/// ("don't adopt this protocol in your own classes"); the stand-in declares only
/// the requirements viper-gen's animators use, so code that adopts it here would
/// not compile against UIKit.
/// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning
@available(iOS 7.0, *)
@MainActor public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/containerview
    var containerView: UIView { get }

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/view(forkey:)
    @available(iOS 8.0, *)
    func view(forKey key: UITransitionContextViewKey) -> UIView?

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)
    func completeTransition(_ didComplete: Bool)

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/transitionwascancelled (page not read; the requirement is listed by the protocol's bindings)
    var transitionWasCancelled: Bool { get }
}

/// Keys for the views taking part in a transition. The raw values of UIKit's
/// constants are not documented; the stand-in uses the constants' names.
/// Apple: https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey
@available(iOS 8.0, *)
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    /// Apple: https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/init(rawvalue:)
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey (RawRepresentable)
    public let rawValue: String

    /// The view shown at the start of the transition.
    /// Apple: https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/from
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")

    /// The view shown at the end of a completed transition.
    /// Apple: https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/to
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// Vends animators for a presentation with `modalPresentationStyle == .custom`.
/// UIKit's requirements are Objective-C `optional`; here each has a default
/// that returns `nil`, as UIKit behaves when the delegate omits it.
/// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
@available(iOS 7.0, *)
@MainActor public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(forpresented:presenting:source:)
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(fordismissed:)
    func animationController(forDismissed dismissed: UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
    )?
}

extension UIViewControllerTransitioningDelegate {
    /// The default for the optional requirement: no custom animator.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(forpresented:presenting:source:)
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }

    /// The default for the optional requirement: no custom animator.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(fordismissed:)
    public func animationController(forDismissed dismissed: UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
    )? {
        nil
    }
}

/// The context the stand-in gives an animator: a container the size of the
/// outgoing view, holding it, and the incoming view to add. It records
/// whether the animator completed the transition; until it has, the
/// transition is in progress (an animator may complete it later, as UIKit's
/// animators do when their animation ends). Not part of UIKit's API.
@MainActor final class StandInTransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    private let views: [UITransitionContextViewKey: UIView]
    private(set) var completed: Bool?
    private var whenCompleted: [() -> Void] = []

    init(from: UIViewController, to: UIViewController) {
        views = [.from: from.view, .to: to.view]
        containerView = UIView(frame: CGRect(origin: .zero, size: from.view.frame.size))
        super.init()
        containerView.addSubview(from.view)
    }

    var transitionWasCancelled: Bool { false }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }

    /// Ends the transition (once) and runs what waited for its end, in order.
    func completeTransition(_ didComplete: Bool) {
        guard completed == nil else { return }
        completed = didComplete
        let waiting = whenCompleted
        whenCompleted = []
        for body in waiting { body() }
    }

    /// True until the animator has completed the transition.
    var isInProgress: Bool { completed == nil }

    /// Runs `body` when the transition ends: at once if it has.
    func afterCompletion(_ body: @escaping () -> Void) {
        if isInProgress { whenCompleted.append(body) } else { body() }
    }

    /// Runs `animator` once, as UIKit would at the start of the transition.
    func run(_ animator: any UIViewControllerAnimatedTransitioning) {
        _ = animator.transitionDuration(using: self)
        animator.animateTransition(using: self)
    }
}

/// What a transition's coordinator tells its alongside animations. UIKit
/// supplies the object; the stand-in declares no requirement viper-gen uses.
/// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@available(iOS 7.0, *)
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {}

/// Runs work alongside a transition in progress, and when it ends. UIKit
/// supplies the object (`UIViewController.transitionCoordinator`).
/// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@available(iOS 7.0, *)
@MainActor
public protocol UIViewControllerTransitionCoordinator:
    UIViewControllerTransitionCoordinatorContext
{
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
    func animate(
        alongsideTransition animation: (
            (any UIViewControllerTransitionCoordinatorContext) -> Void
        )?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// The coordinator of a stand-in transition in progress: alongside animations
/// run at once (nothing animates here), and completions when the animator
/// completes the transition, as UIKit's coordinator runs them "after the
/// transition animations finish". Not part of UIKit's API.
/// Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
@MainActor final class StandInTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator
{
    private let context: StandInTransitionContext

    init(_ context: StandInTransitionContext) {
        self.context = context
    }

    func animate(
        alongsideTransition animation: (
            (any UIViewControllerTransitionCoordinatorContext) -> Void
        )?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animation?(self)
        if let completion { context.afterCompletion { completion(self) } }
        return true
    }
}

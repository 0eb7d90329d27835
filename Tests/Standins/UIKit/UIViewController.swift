import Foundation

/// An object that manages a view hierarchy. The stand-in keeps the
/// relationships UIKit maintains (view, presentation, containment) so tests can
/// observe them; it shows nothing and runs no animation.
/// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS 2.0, *)
@MainActor open class UIViewController: UIResponder {
    /// Keeps the nib's name and bundle, which `loadView()` loads the view from.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        givenNibName = nibNameOrNil
        givenNibBundle = nibBundleOrNil
        super.init()
    }

    /// The name given to `init(nibName:bundle:)`, or `nil`.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/nibname
    @available(iOS 2.0, *)
    open var nibName: String? { givenNibName }

    /// The bundle given to `init(nibName:bundle:)`, or `nil`.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/nibbundle
    @available(iOS 2.0, *)
    open var nibBundle: Bundle? { givenNibBundle }

    private var givenNibName: String?
    private var givenNibBundle: Bundle?

    /// The stand-in cannot decode storyboards; it creates an empty controller.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:) (page not read; UISearchController's init?(coder:) page read)
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// `UIViewController()` loads no nib.
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init() (page not read; UIKit routes it to init(nibName: nil, bundle: nil))
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    private var loadedView: UIView?

    /// The root view, loaded on first access by `loadView()` then `viewDidLoad()`.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
    @available(iOS 3.0, *)
    open var isViewLoaded: Bool { loadedView != nil }

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
    @available(iOS 9.0, *)
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: .zero) }
        viewDidLoad()
    }

    /// Creates the root view. UIKit loads it from the nib `nibName` names
    /// when there is one; the stand-in cannot decode nibs, and creates an
    /// empty `UIView` either way.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open func loadView() {
        loadedView = UIView(frame: .zero)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    open func viewWillAppear(_ animated: Bool) {}

    /// Called by UIKit after the view was added to a view hierarchy; the
    /// stand-in has no window and never calls it.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
    open func viewDidAppear(_ animated: Bool) {}

    /// Called by UIKit before the view is removed from a view hierarchy; the
    /// stand-in never calls it.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called by UIKit after the view was removed from a view hierarchy; the
    /// stand-in never calls it.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Containment

    internal private(set) weak var standInParent: UIViewController?
    internal private(set) var standInChildren: [UIViewController] = []

    /// The container this controller is a child of, or `nil`.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    open var parent: UIViewController? { standInParent }

    /// The children, in the order they were added.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/children
    @available(iOS 5.0, *)
    open var children: [UIViewController] { standInChildren }

    /// Makes `childController` a child, removing it from a previous parent; calls its `willMove(toParent:)`.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    @available(iOS 5.0, *)
    open func addChild(_ childController: UIViewController) {
        childController.willMove(toParent: self)
        childController.standInParent?.standInChildren.removeAll { $0 === childController }
        standInChildren.append(childController)
        childController.standInParent = self
    }

    /// Removes this controller from its parent; calls its `didMove(toParent: nil)`.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    @available(iOS 5.0, *)
    open func removeFromParent() {
        guard let parent = standInParent else { return }
        parent.standInChildren.removeAll { $0 === self }
        standInParent = nil
        didMove(toParent: nil)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
    @available(iOS 5.0, *)
    open func willMove(toParent parent: UIViewController?) {}

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    @available(iOS 5.0, *)
    open func didMove(toParent parent: UIViewController?) {}

    /// The nearest ancestor that is a navigation controller.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    open var navigationController: UINavigationController? {
        var ancestor = standInParent
        while let current = ancestor {
            if let navigation = current as? UINavigationController { return navigation }
            ancestor = current.standInParent
        }
        return nil
    }

    // MARK: Presentation

    private weak var presenter: UIViewController?
    private var presented: UIViewController?

    /// The controller that presented this one, or one of its ancestors.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
    @available(iOS 5.0, *)
    open var presentingViewController: UIViewController? {
        presenter ?? standInParent?.presentingViewController
    }

    /// The controller this one presented, or one of its ancestors did.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    @available(iOS 5.0, *)
    open var presentedViewController: UIViewController? {
        presented ?? standInParent?.presentedViewController
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    @available(iOS 3.2, *)
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
    @available(iOS 13.0, *)
    open var isModalInPresentation = false

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate
    @available(iOS 7.0, *)
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    private var popover: UIPopoverPresentationController?

    /// The popover controller that manages this controller: created on first
    /// access when `modalPresentationStyle` is `.popover`, otherwise `nil`.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
    @available(iOS 8.0, *)
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if popover == nil { popover = UIPopoverPresentationController() }
        return popover
    }

    /// Presents `viewControllerToPresent` and calls `completion`. A child
    /// forwards the request to its parent ("if the current view controller is
    /// unable to fulfill a request, it forwards the request up the view
    /// controller hierarchy to its nearest parent"): in the stand-in only a
    /// controller without a parent covers the screen. Like UIKit it
    /// refuses a second presentation while one is showing. Where UIKit raises
    /// an exception (a popover without a source view, rect or item) the
    /// stand-in presents nothing and does not call `completion`, so a test sees
    /// `presentedViewController == nil`. With `modalPresentationStyle == .custom`
    /// the transitioning delegate's animator runs in a stand-in context.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    @available(iOS 5.0, *)
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        if let parent = standInParent {
            parent.present(viewControllerToPresent, animated: flag, completion: completion)
            return
        }
        guard presented == nil, viewControllerToPresent.presenter == nil else { return }
        if viewControllerToPresent.modalPresentationStyle == .popover,
            viewControllerToPresent.popoverPresentationController?.hasAnchor != true
        {
            return
        }
        presented = viewControllerToPresent
        viewControllerToPresent.presenter = self
        if viewControllerToPresent.modalPresentationStyle == .custom,
            let animator = viewControllerToPresent.transitioningDelegate?.animationController(
                forPresented: viewControllerToPresent, presenting: self, source: self)
        {
            // "The block to execute after the presentation finishes."
            runTransition(animator, from: self, to: viewControllerToPresent) { completion?() }
            return
        }
        completion?()
    }

    /// Dismisses what this controller presented, with everything presented
    /// above it, or, if it presented nothing, asks its presenter to dismiss it;
    /// then calls `completion`. With nothing to dismiss, nothing happens. A
    /// child asks its parent, which presented for it (see `present`).
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    @available(iOS 5.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let parent = standInParent {
            parent.dismiss(animated: flag, completion: completion)
            return
        }
        guard let dismissed = presented else {
            presentingViewController?.dismiss(animated: flag, completion: completion)
            return
        }
        let animator =
            dismissed.modalPresentationStyle == .custom
            ? dismissed.transitioningDelegate?.animationController(forDismissed: dismissed) : nil
        // "Dismisses its immediate child view controller and all view
        // controllers above that child on the stack."
        var above = dismissed.presented
        while let next = above {
            above = next.presented
            next.presenter?.presented = nil
            next.presenter = nil
        }
        presented = nil
        dismissed.presenter = nil
        if let animator {
            // "The block to execute after the view controller is dismissed."
            runTransition(animator, from: dismissed, to: self) { completion?() }
        } else {
            completion?()
        }
    }

    /// The coordinator of the transition in progress, or `nil`: this
    /// controller's own (a custom-animated presentation, dismissal, push or pop
    /// whose animator has not completed it yet), else its ancestors'
    /// ("UIKit checks the view controller's ancestors"). Transitions without an
    /// animator end before the call that starts them returns: none is in progress.
    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
    @available(iOS 7.0, *)
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        if let transition = standInTransition, transition.isInProgress {
            return StandInTransitionCoordinator(transition)
        }
        return standInParent?.transitionCoordinator
    }

    /// The custom-animated transition this controller started, while its
    /// animator has not completed it.
    internal var standInTransition: StandInTransitionContext?

    /// Runs `animator` for a transition this controller starts, then `body`
    /// once the animator has completed it (at once when it already has).
    internal func runTransition(
        _ animator: any UIViewControllerAnimatedTransitioning, from: UIViewController,
        to: UIViewController, then body: @escaping () -> Void
    ) {
        let context = StandInTransitionContext(from: from, to: to)
        context.run(animator)
        if context.isInProgress { standInTransition = context }
        context.afterCompletion(body)
    }
}

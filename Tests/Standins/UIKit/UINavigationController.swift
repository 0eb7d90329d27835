import Foundation

/// A container that manages a stack of view controllers. Pushed controllers
/// become its children. When its delegate returns an animator for a push or a
/// pop, the stand-in runs it in a stand-in transition context.
/// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller (page not read; members' pages read)
@available(iOS 2.0, *)
@MainActor open class UINavigationController: UIViewController {
    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]  // observers do not run in init
        addChild(rootViewController)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:) (page not read; inherited requirement)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The stack, root first. Setting it makes every controller a child.
    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    open var viewControllers: [UIViewController] = [] {
        didSet {
            for controller in oldValue where !viewControllers.contains(where: { $0 === controller })
            {
                controller.removeFromParent()
            }
            for controller in viewControllers where controller.standInParent !== self {
                addChild(controller)
            }
        }
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    open var topViewController: UIViewController? { viewControllers.last }

    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === viewController }) else { return }
        let top = topViewController
        viewControllers.append(viewController)
        guard let top else {
            delegate?.navigationController(self, didShow: viewController, animated: animated)
            return
        }
        transition(.push, from: top, to: viewController, animated: animated)
    }

    /// Pops the top controller unless it is the root; returns it.
    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        if let top = topViewController {
            transition(.pop, from: popped, to: top, animated: animated)
        }
        return popped
    }

    /// Pops until `viewController` is on top; returns what it popped, top
    /// last, or `nil` when `viewController` is not on the stack (which UIKit
    /// requires it to be).
    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:)
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool)
        -> [UIViewController]?
    {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
            return nil
        }
        let popped = Array(viewControllers[(index + 1)...])
        guard let top = popped.last else { return [] }
        viewControllers = Array(viewControllers[...index])
        transition(.pop, from: top, to: viewController, animated: animated)
        return popped
    }

    /// Pops everything above the root; returns what it popped.
    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:)
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = viewControllers.first, viewControllers.count > 1 else { return [] }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = [root]
        transition(.pop, from: popped.last!, to: root, animated: animated)
        return popped
    }

    /// Runs the delegate's animator for the stack change, if it gives one,
    /// and tells the delegate the new top is shown once the transition has
    /// ended (Apple: "after the navigation controller displays a view
    /// controller's view"): when its animator completes it, or at once without one.
    private func transition(
        _ operation: Operation, from: UIViewController, to: UIViewController, animated: Bool
    ) {
        let didShow = { [weak self] in
            guard let self else { return }
            self.delegate?.navigationController(self, didShow: to, animated: animated)
        }
        guard
            let animator = delegate?.navigationController(
                self, animationControllerFor: operation, from: from, to: to)
        else { return didShow() }
        runTransition(animator, from: from, to: to, then: didShow)
    }
}

extension UINavigationController {
    /// The kind of stack change a delegate is asked to animate.
    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation (page not read; values from UIKit's header as bound by objc2)
    @available(iOS 7.0, *)
    public enum Operation: Int, Sendable {
        /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation/none (page not read)
        case none = 0
        /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation/push (page not read)
        case push = 1
        /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation/pop (page not read)
        case pop = 2
    }
}

/// A navigation controller's delegate. UIKit's requirements are Objective-C
/// `optional`; Linux has no optional requirements, so each gets a default that
/// returns `nil`, which is what UIKit does when the delegate omits it.
/// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
@available(iOS 2.0, *)
@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)
    @available(iOS 7.0, *)
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?

    /// Called after the navigation controller shows a view controller (after a push or a pop).
    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:) (page not read; signature from the willShow page and the protocol's topic list)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    )
}

extension UINavigationControllerDelegate {
    /// The default for the optional requirement: no custom animator.
    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)
    @available(iOS 7.0, *)
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }

    /// The default for the optional requirement: nothing to do.
    /// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:) (page not read)
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {}
}

import Foundation
import XCTest

@testable import UIKit

/// The UIKit stand-in keeps the relationships UIKit maintains, so compiled
/// UIKit code can be exercised on Linux.
/// Async, because Linux XCTest cannot call synchronous main-actor test methods.
@MainActor
final class UIKitStandInTests: XCTestCase {
    func testView_isLoadedOnFirstAccess_thenViewDidLoadRuns() async {
        let controller = LoadCountingController()

        XCTAssertFalse(controller.isViewLoaded)
        _ = controller.view
        _ = controller.view

        XCTAssertTrue(controller.isViewLoaded)
        XCTAssertEqual(controller.loads, 1)
    }

    func testPresent_setsBothEnds_andDismissFromThePresentedControllerClearsThem() async {
        let presenter = UIViewController()
        let presented = UIViewController()
        var completions = 0

        presenter.present(presented, animated: true) { completions += 1 }
        XCTAssertIdentical(presenter.presentedViewController, presented)
        XCTAssertIdentical(presented.presentingViewController, presenter)

        presented.dismiss(animated: true) { completions += 1 }
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertNil(presented.presentingViewController)
        XCTAssertEqual(completions, 2)
    }

    func testPresent_whilePresenting_isRefused() async {
        let presenter = UIViewController()
        presenter.present(UIViewController(), animated: false)

        presenter.present(UIViewController(), animated: false) {
            XCTFail("a second presentation completed")
        }
    }

    func testShareSheet_withoutPopoverSource_isNotPresented_withOne_is() async {
        let presenter = UIViewController()
        let sheet = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)

        presenter.present(sheet, animated: true)
        XCTAssertNil(
            presenter.presentedViewController, "UIKit raises on iPad; the stand-in refuses")

        sheet.popoverPresentationController?.sourceView = presenter.view
        presenter.present(sheet, animated: true)
        XCTAssertIdentical(presenter.presentedViewController, sheet)
    }

    func testNavigation_pushPopAndPopToRoot_keepTheStackAndParents() async {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let second = UIViewController()
        let third = UIViewController()

        XCTAssertIdentical(root.navigationController, navigation)
        navigation.pushViewController(second, animated: true)
        navigation.pushViewController(third, animated: true)
        XCTAssertIdentical(third.navigationController, navigation)
        XCTAssertIdentical(navigation.popViewController(animated: true), third)
        XCTAssertNil(third.navigationController)
        XCTAssertEqual(navigation.popToRootViewController(animated: true)?.count, 1)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertNil(navigation.popViewController(animated: true), "the root is never popped")
    }

    func testNavigationDelegate_animatorRunsAndCompletes() async {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let delegate = FadeDelegate()
        navigation.delegate = delegate

        navigation.pushViewController(UIViewController(), animated: true)

        XCTAssertEqual(delegate.animator.completions, [true])
        XCTAssertEqual(delegate.animator.toAlpha, 1)
    }

    /// An animator that has not completed its transition leaves it in
    /// progress: the navigation controller and its children have a
    /// coordinator, whose completions, and the delegate's `didShow`, wait
    /// for the end.
    func testTransitionInProgress_hasACoordinator_whoseCompletionsWaitForItsEnd() async {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let delegate = HeldDelegate()
        navigation.delegate = delegate
        let pushed = UIViewController()
        var events: [String] = []

        navigation.pushViewController(pushed, animated: true)
        let coordinator = pushed.transitionCoordinator
        let queued =
            coordinator?.animate(
                alongsideTransition: { _ in events.append("alongside") },
                completion: { _ in events.append("completed") }) ?? false

        XCTAssertTrue(queued)
        XCTAssertNotNil(navigation.transitionCoordinator)
        XCTAssertEqual(events, ["alongside"])
        XCTAssertTrue(delegate.shown.isEmpty, "didShow comes after the transition")
        XCTAssertTrue(navigation.topViewController === pushed, "the stack changed at once")

        delegate.animator.finish()

        XCTAssertEqual(events, ["alongside", "completed"])
        XCTAssertTrue(delegate.shown.elementsEqual([pushed], by: ===))
        XCTAssertNil(navigation.transitionCoordinator)
        XCTAssertNil(pushed.transitionCoordinator)
    }

    func testCustomPresentation_callsItsCompletionWhenTheAnimatorEnds() async {
        let source = UIViewController()
        let shown = UIViewController()
        let transitioning = HeldTransitioning()
        shown.modalPresentationStyle = .custom
        shown.transitioningDelegate = transitioning
        var completions: [String] = []

        source.present(shown, animated: true) { completions.append("presented") }
        XCTAssertTrue(source.presentedViewController === shown)
        XCTAssertEqual(completions, [])
        transitioning.animator.finish()
        source.dismiss(animated: true) { completions.append("dismissed") }
        XCTAssertEqual(completions, ["presented"])
        transitioning.animator.finish()

        XCTAssertEqual(completions, ["presented", "dismissed"])
        XCTAssertNil(source.presentedViewController)
    }

    func testPopToViewController_popsWhatIsAbove_andReturnsIt() async {
        let root = UIViewController()
        let middle = UIViewController()
        let top = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(middle, animated: false)
        navigation.pushViewController(top, animated: false)

        let popped = navigation.popToViewController(root, animated: true)

        XCTAssertTrue(popped?.elementsEqual([middle, top], by: ===) ?? false)
        XCTAssertTrue(navigation.viewControllers.elementsEqual([root], by: ===))
        XCTAssertNil(middle.parent)
        XCTAssertNil(navigation.popToViewController(top, animated: true), "not on the stack")
        XCTAssertEqual(navigation.popToViewController(root, animated: true)?.count, 0)
    }

    func testPresentFromAChild_isMadeByItsParent_andDismissingTakesTheChainAbove() async {
        let source = UIViewController()
        let screen = UIViewController()
        let navigation = UINavigationController(rootViewController: screen)
        source.present(navigation, animated: false)
        let sheet = UIViewController()
        let alert = UIViewController()

        screen.present(sheet, animated: false)
        sheet.present(alert, animated: false)

        XCTAssertTrue(sheet.presentingViewController === navigation)
        XCTAssertTrue(screen.presentedViewController === sheet, "an ancestor presented it")
        XCTAssertTrue(screen.parent === navigation)

        source.dismiss(animated: true)

        XCTAssertNil(source.presentedViewController)
        XCTAssertNil(sheet.presentingViewController)
        XCTAssertNil(alert.presentingViewController, "what was presented above goes too")
        XCTAssertNil(screen.transitionCoordinator, "the stand-in's transitions end at once")
    }

    func testChildContainment_addAndRemove() async {
        let parent = ChildEventController()
        let child = ChildEventController()

        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.removeFromParent()

        XCTAssertEqual(child.events, ["will parent", "did parent", "will nil", "did nil"])
        XCTAssertTrue(parent.view.standInSubviews.contains { $0 === child.view })
    }

    func testAlert_keepsItsActions() async {
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))

        XCTAssertEqual(alert.actions.map(\.title), ["OK"])
        XCTAssertEqual(alert.actions.first?.style, .cancel)
        XCTAssertEqual(alert.message, "Message")
    }

    func testApplication_opensNothing_andSaysSo() async {
        let url = URL(string: "https://example.com")!
        var result: Bool?

        UIApplication.shared.open(url, options: [:]) { opened in result = opened }

        XCTAssertEqual(result, false)
        XCTAssertEqual(UIApplication.shared.standInOpenedURLs.last, url)
    }

    func testAnimate_appliesChangesAndCompletes() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        var finished: Bool?

        UIView.animate(
            withDuration: 0.3, animations: { view.alpha = 0 }, completion: { finished = $0 })

        XCTAssertEqual(view.alpha, 0)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(view.bounds.size, CGSize(width: 10, height: 20))
    }
}

@MainActor
private final class LoadCountingController: UIViewController {
    var loads = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
    }
}

@MainActor
private final class ChildEventController: UIViewController {
    var events: [String] = []

    override func willMove(toParent parent: UIViewController?) {
        events.append(parent == nil ? "will nil" : "will parent")
    }

    override func didMove(toParent parent: UIViewController?) {
        events.append(parent == nil ? "did nil" : "did parent")
    }
}

@MainActor
private final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var completions: [Bool] = []
    var toAlpha: CGFloat?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    { 0.2 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: { toView.alpha = 1 },
            completion: { _ in
                self.toAlpha = toView.alpha
                self.completions.append(!transitionContext.transitionWasCancelled)
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

@MainActor
private final class FadeDelegate: NSObject, UINavigationControllerDelegate {
    let animator = FadeAnimator()

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .push ? animator : nil
    }
}

/// Holds each transition open until `finish()`, as an animation in flight does.
@MainActor
private final class HeldAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var running: (any UIViewControllerContextTransitioning)?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    { 1 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        running = transitionContext
    }

    func finish() {
        let context = running
        running = nil
        context?.completeTransition(true)
    }
}

@MainActor
private final class HeldDelegate: NSObject, UINavigationControllerDelegate {
    let animator = HeldAnimator()
    private(set) var shown: [UIViewController] = []

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        shown.append(viewController)
    }
}

@MainActor
private final class HeldTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    let animator = HeldAnimator()

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }

    func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        animator
    }
}

/// What a view controller scaffold writes from iOS 17: the stand-in plugin
/// expands it to nothing, once the compiler has checked the body against the
/// macro's signature (a `UIViewController`, built on the main actor). Its
/// statements are calls: with the builder, an assignment before the `return`
/// is refused ("cannot use explicit 'return' statement in the body of result
/// builder"), so scaffolds call methods only.
#Preview {
    let viewController = UIViewController()
    viewController.loadViewIfNeeded()
    return viewController
}

// Hand-written for viper-gen's compile tests (not generated): a route's
// `Transition.close` calls its completion when the pop has ended, not when it
// begins. The animator here ends its transition only when the test says so,
// as a real one ends when its animation does.

import XCTest

@testable import App

#if canImport(UIKit)
    import UIKit
#endif

#if canImport(UIKit)
    /// An animator that holds its transition open until `finish()`.
    @MainActor
    final class HeldAnimator: NSObject, Animator {
        private var running: (any UIViewControllerContextTransitioning)?

        var isRunning: Bool { running != nil }

        func transitionDuration(
            using transitionContext: (any UIViewControllerContextTransitioning)?
        ) -> TimeInterval {
            1
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            if let incoming = transitionContext.view(forKey: .to) {
                transitionContext.containerView.addSubview(incoming)
            }
            running = transitionContext
        }

        /// Ends the transition in progress, as the animation's end would.
        func finish() {
            let context = running
            running = nil
            context?.completeTransition(true)
        }
    }
#endif

@MainActor
final class CatalogCloseCompletionScenarioTests: XCTestCase {
    func testUIKit_aPushRoutesClose_completesWhenThePopEnds_notWhenItBegins() async throws {
        #if canImport(UIKit)
            let source = UIViewController()
            let navigation = UINavigationController(rootViewController: source)
            let animator = HeldAnimator()
            let transition = PushTransition(animated: true, animator: animator)
            let destination = UIViewController()
            transition.perform(destination, from: source)
            animator.finish()
            var closed = 0

            transition.close(destination) { closed += 1 }

            XCTAssertTrue(animator.isRunning, "the pop is animating")
            XCTAssertTrue(navigation.topViewController === source)
            XCTAssertEqual(closed, 0, "the pop has not ended yet")

            animator.finish()

            XCTAssertEqual(closed, 1)
            XCTAssertNil(navigation.transitionCoordinator)
        #else
            throw XCTSkip("the UIKit transitions are compiled only with UIKit (or its stand-in)")
        #endif
    }

    func testUIKit_aPushRoutesClose_withoutAnAnimator_completesAtOnce() async throws {
        #if canImport(UIKit)
            let source = UIViewController()
            let navigation = UINavigationController(rootViewController: source)
            let destination = UIViewController()
            CatalogRoute.search.transition.perform(destination, from: source)
            var closed = 0

            CatalogRoute.search.transition.close(destination) { closed += 1 }

            XCTAssertTrue(navigation.topViewController === source)
            XCTAssertEqual(closed, 1, "nothing animates in the stand-in without an animator")
        #else
            throw XCTSkip("the UIKit transitions are compiled only with UIKit (or its stand-in)")
        #endif
    }

    /// A push with no navigation controller presents the destination in one of
    /// its own; the route's close then dismisses it.
    func testUIKit_aPushRoutesClose_whenThePushHadToPresent_dismissesIt() async throws {
        #if canImport(UIKit)
            let source = UIViewController()
            let destination = UIViewController()
            CatalogRoute.search.transition.perform(destination, from: source)
            XCTAssertNotNil(source.presentedViewController)
            var closed = 0

            CatalogRoute.search.transition.close(destination) { closed += 1 }

            XCTAssertNil(source.presentedViewController)
            XCTAssertEqual(closed, 1)
        #else
            throw XCTSkip("the UIKit transitions are compiled only with UIKit (or its stand-in)")
        #endif
    }

    func testUIKit_theScreensOwnClose_completesWhenThePopEnds() async throws {
        #if canImport(UIKit)
            let source = UIViewController()
            let navigation = UINavigationController(rootViewController: source)
            let animator = HeldAnimator()
            let destination = UIViewController()
            source.push(destination, animator: animator, animated: true)
            animator.finish()
            var closed = 0

            destination.close(animated: true) { closed += 1 }

            XCTAssertEqual(closed, 0)
            XCTAssertNotNil(navigation.transitionCoordinator, "the pop is in progress")
            animator.finish()
            XCTAssertEqual(closed, 1)
        #else
            throw XCTSkip("the UIKit transitions are compiled only with UIKit (or its stand-in)")
        #endif
    }
}

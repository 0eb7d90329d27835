// Hand-written for viper-gen's compile tests (not generated): routes with an
// animator (`animator: fade`, `animator: slide`), and closing what a
// transition opened, through the spy and through UIKit.

import XCTest

@testable import App

#if canImport(UIKit)
    import UIKit
#endif

@MainActor
final class CatalogAnimatorTests: XCTestCase {
    func testRoutesWithAnAnimator_pushWithIt_andCloseByPoppingWithIt() async {
        let source = TransitionHandlerSpy()
        let gallery = TransitionHandlerSpy()
        let reviews = TransitionHandlerSpy()
        var closed = 0

        CatalogRoute.gallery.transition.perform(gallery, from: source)
        CatalogRoute.reviews.transition.perform(reviews, from: source)
        CatalogRoute.gallery.transition.close(gallery) { closed += 1 }
        CatalogRoute.reviews.transition.close(reviews, completion: nil)

        XCTAssertEqual(source.transitions, ["push with FadeAnimator", "push with SlideAnimator"])
        // The screen's own close pops; the animator lent at the push animates it.
        XCTAssertEqual(gallery.transitions, ["pop"])
        XCTAssertEqual(reviews.transitions, ["pop"])
        XCTAssertEqual(closed, 1)
    }

    func testTheSugar_namesTheBuiltInAnimators_andTheirSettings() async throws {
        let fade = try XCTUnwrap(PushTransition.push(animator: .fade).animator as? FadeAnimator)
        let slow = try XCTUnwrap(PushTransition.push(animator: .fade(duration: 2)).animator as? FadeAnimator)
        let slide = try XCTUnwrap(PushTransition.push(animator: .slide(from: .right)).animator as? SlideAnimator)

        XCTAssertEqual(fade.duration, 0.25)
        XCTAssertEqual(slow.duration, 2)
        XCTAssertEqual(slide.edge, .right)
        XCTAssertEqual(SlideAnimator().edge, .bottom)
        XCTAssertFalse(PushTransition.push(animated: false, animator: .fade).animated)
    }

    func testClosingWhatAPushOpened_pops_andWhatAPresentationOpened_dismisses() async {
        let source = TransitionHandlerSpy()
        let pushed = TransitionHandlerSpy()
        let presented = TransitionHandlerSpy()
        var completions = 0

        CatalogRoute.search.transition.perform(pushed, from: source)
        CatalogRoute.search.transition.close(pushed) { completions += 1 }
        CatalogRoute.filters.transition.perform(presented, from: source)
        CatalogRoute.filters.transition.close(presented) { completions += 1 }
        CatalogRoute.checkout(cart: []).transition.close(presented, completion: nil)

        XCTAssertEqual(pushed.transitions, ["pop"])
        XCTAssertEqual(presented.transitions, ["dismiss", "dismiss"])
        XCTAssertEqual(completions, 2)
    }

    func testTheRouterOpensAnAnimatedRoute_throughItsScreen() async {
        let view = CatalogViewSpy()
        let presenter = CatalogAssembly.assemble(view: view, routeFactory: SpyRouteFactory())

        presenter.open(.gallery)

        XCTAssertEqual(view.transitions, ["push with FadeAnimator"])
    }

    func testUIKit_fadePush_runsTheAnimatorThroughTheNavigationDelegate_andGivesTheDelegateBack() async throws {
        #if canImport(UIKit)
            let (source, navigation, appDelegate) = appStack()
            let destination = UIViewController()
            destination.view.alpha = 0.5

            CatalogRoute.gallery.transition.perform(destination, from: source)

            XCTAssertTrue(navigation.topViewController === destination)
            XCTAssertEqual(destination.view.alpha, 1, "the fade ran to its end")
            XCTAssertFalse(
                navigation.delegate === appDelegate, "the animator is lent while its screen is shown")

            CatalogRoute.gallery.transition.close(destination, completion: nil)

            XCTAssertTrue(navigation.topViewController === source)
            XCTAssertTrue(navigation.delegate === appDelegate, "the app's delegate is back after the pop")
        #else
            throw XCTSkip("the UIKit transitions are compiled only with UIKit (or its stand-in)")
        #endif
    }

    func testUIKit_popWithAnAnimatorOnTheRootScreen_leavesTheStackAndTheDelegateAsTheyWere() async throws {
        #if canImport(UIKit)
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            let appDelegate = AppNavigationDelegate()
            navigation.delegate = appDelegate

            root.pop(animator: FadeAnimator(), animated: true)

            XCTAssertEqual(navigation.viewControllers.count, 1)
            XCTAssertTrue(navigation.delegate === appDelegate, "no screen showed to hand the delegate back")
        #else
            throw XCTSkip("the UIKit transitions are compiled only with UIKit (or its stand-in)")
        #endif
    }

    func testUIKit_aPushThatDidNothing_givesTheAppsDelegateBack() async throws {
        #if canImport(UIKit)
            let (source, navigation, appDelegate) = appStack()
            let destination = UIViewController()
            navigation.pushViewController(destination, animated: false)

            // The destination is on the stack already: UIKit pushes nothing.
            CatalogRoute.gallery.transition.perform(destination, from: source)

            XCTAssertEqual(navigation.viewControllers.count, 2)
            XCTAssertTrue(navigation.delegate === appDelegate, "the app's delegate is back at once")
        #else
            throw XCTSkip("the UIKit transitions are compiled only with UIKit (or its stand-in)")
        #endif
    }

    func testUIKit_whileTheAnimatorIsLent_theAppsDelegateStillHearsWhatShowed() async throws {
        #if canImport(UIKit)
            let (source, navigation, appDelegate) = appStack()
            let destination = UIViewController()

            CatalogRoute.gallery.transition.perform(destination, from: source)
            CatalogRoute.gallery.transition.close(destination, completion: nil)

            XCTAssertTrue(navigation.topViewController === source)
            XCTAssertTrue(appDelegate.shown.elementsEqual([destination, source], by: ===))
        #else
            throw XCTSkip("the UIKit transitions are compiled only with UIKit (or its stand-in)")
        #endif
    }

    func testUIKit_theScreensOwnClose_popsWithTheAnimatorItWasPushedWith() async throws {
        #if canImport(UIKit)
            let (source, navigation, appDelegate) = appStack()
            let destination = UIViewController()
            CatalogRoute.gallery.transition.perform(destination, from: source)
            source.view.alpha = 0.5

            destination.close(animated: true, completion: nil)

            XCTAssertTrue(navigation.topViewController === source)
            XCTAssertEqual(source.view.alpha, 1, "the fade showed the screen below")
            XCTAssertTrue(navigation.delegate === appDelegate)
        #else
            throw XCTSkip("the UIKit transitions are compiled only with UIKit (or its stand-in)")
        #endif
    }

    func testUIKit_theBackButtonsPop_usesTheAnimatorToo_andOtherPushesAskTheApp() async throws {
        #if canImport(UIKit)
            let (source, navigation, appDelegate) = appStack()
            let destination = UIViewController()
            CatalogRoute.gallery.transition.perform(destination, from: source)
            let plain = UIViewController()
            plain.view.alpha = 0.5

            navigation.pushViewController(plain, animated: true)
            XCTAssertEqual(plain.view.alpha, 0.5, "a push the app makes is not the animator's")
            navigation.popViewController(animated: true)
            source.view.alpha = 0.5
            navigation.popViewController(animated: true)

            XCTAssertEqual(source.view.alpha, 1, "the back button's pop faded")
            XCTAssertTrue(navigation.delegate === appDelegate)
            XCTAssertTrue(appDelegate.shown.last === source, "the app heard every screen shown")
        #else
            throw XCTSkip("the UIKit transitions are compiled only with UIKit (or its stand-in)")
        #endif
    }

    func testUIKit_slide_endsWithTheNewScreenFillingTheContainer() async throws {
        #if canImport(UIKit)
            let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
            let source = UIViewController()
            source.view.frame = screen
            let navigation = UINavigationController(rootViewController: source)
            let destination = UIViewController()
            destination.view.frame = CGRect(x: 40, y: 40, width: 10, height: 10)

            source.push(destination, animator: SlideAnimator(from: .right), animated: true)

            XCTAssertTrue(navigation.topViewController === destination)
            XCTAssertEqual(destination.view.frame, screen, "the slide ran to its end")

            destination.close(animated: true, completion: nil)

            XCTAssertNil(navigation.delegate, "no delegate before, none once the screen has gone")
        #else
            throw XCTSkip("the UIKit transitions are compiled only with UIKit (or its stand-in)")
        #endif
    }
}

#if canImport(UIKit)
    /// A navigation controller with one screen and the app's own delegate.
    @MainActor
    private func appStack() -> (UIViewController, UINavigationController, AppNavigationDelegate) {
        let source = UIViewController()
        let navigation = UINavigationController(rootViewController: source)
        let appDelegate = AppNavigationDelegate()
        navigation.delegate = appDelegate
        return (source, navigation, appDelegate)
    }

    /// An app's own navigation delegate, which an animated push must not replace for good.
    @MainActor
    private final class AppNavigationDelegate: NSObject, UINavigationControllerDelegate {
        private(set) var shown: [UIViewController] = []

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController,
            animated: Bool
        ) {
            shown.append(viewController)
        }
    }
#endif

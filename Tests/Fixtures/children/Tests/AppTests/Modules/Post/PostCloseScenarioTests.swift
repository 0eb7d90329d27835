// Hand-written for viper-gen's compile tests (not generated): what `close()`
// closes, run on the UIKit stand-in, which keeps UIKit's navigation stack and
// presentation chain. Each scenario names the screen that asks to close and
// what must be left on screen afterwards.

import Foundation
import XCTest

@testable import App

#if canImport(UIKit)
    import UIKit
#endif

#if canImport(SwiftUI) && canImport(UIKit)
    /// The Post module as `makeModule` builds it: its presenter (with the
    /// `close` trait), its screen, and the screen of its embedded feed.
    @MainActor
    private struct ClosingPost {
        let presenter: PostPresenter
        let screen: PostViewController
        let feed: FeedViewController

        init() throws {
            let module = PostAssembly.makeModule(
                feedRequestService: FeedService(), moduleOutput: nil)
            presenter = try XCTUnwrap(module.input as? PostPresenter)
            screen = try XCTUnwrap(module.screen as? PostViewController)
            feed = try XCTUnwrap(screen.feedScreen as? FeedViewController)
        }
    }
#endif

@MainActor
final class PostCloseScenarioTests: XCTestCase {
    func testAnEmbeddedChild_closesNothing_notEvenItsContainer() async throws {
        #if canImport(SwiftUI) && canImport(UIKit)
            let post = try ClosingPost()
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            navigation.pushViewController(post.screen, animated: false)
            var completions = 0

            post.feed.close(animated: true) { completions += 1 }

            XCTAssertTrue(navigation.viewControllers.elementsEqual([root, post.screen], by: ===))
            XCTAssertEqual(completions, 0, "nothing closed, so nothing completed")
        #else
            throw XCTSkip("UIKit and SwiftUI are not available")
        #endif
    }

    func testAScreenNoLongerOnTop_goesWithWhatWasPushedAboveIt() async throws {
        #if canImport(SwiftUI) && canImport(UIKit)
            let post = try ClosingPost()
            let root = UIViewController()
            let above = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            navigation.pushViewController(post.screen, animated: false)
            navigation.pushViewController(above, animated: false)

            post.presenter.close()

            XCTAssertTrue(navigation.viewControllers.elementsEqual([root], by: ===))
        #else
            throw XCTSkip("UIKit and SwiftUI are not available")
        #endif
    }

    func testAPushedScreen_closes_thenCompletes() async throws {
        #if canImport(SwiftUI) && canImport(UIKit)
            let post = try ClosingPost()
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            navigation.pushViewController(post.screen, animated: false)
            var stackWhenCompleted: [UIViewController] = []

            post.presenter.close { stackWhenCompleted = navigation.viewControllers }

            XCTAssertTrue(stackWhenCompleted.elementsEqual([root], by: ===))
        #else
            throw XCTSkip("UIKit and SwiftUI are not available")
        #endif
    }

    func testAScreenPresentedInANavigationController_isDismissed_withWhatItPresented() async throws {
        #if canImport(SwiftUI) && canImport(UIKit)
            let post = try ClosingPost()
            let source = UIViewController()
            let navigation = UINavigationController(rootViewController: post.screen)
            source.present(navigation, animated: false)
            let sheet = UIViewController()
            post.screen.present(sheet, animated: false)
            var completions = 0

            post.presenter.close { completions += 1 }

            XCTAssertNil(source.presentedViewController)
            XCTAssertNil(sheet.presentingViewController, "what it presented went with it")
            XCTAssertEqual(completions, 1)
        #else
            throw XCTSkip("UIKit and SwiftUI are not available")
        #endif
    }

    func testALateCall_afterTheScreenIsGone_closesNothingElse() async throws {
        #if canImport(SwiftUI) && canImport(UIKit)
            let post = try ClosingPost()
            let root = UIViewController()
            let next = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            navigation.pushViewController(post.screen, animated: false)
            navigation.popViewController(animated: false)
            navigation.pushViewController(next, animated: false)

            post.presenter.close()
            post.screen.pop(animated: true)

            XCTAssertTrue(navigation.viewControllers.elementsEqual([root, next], by: ===))
        #else
            throw XCTSkip("UIKit and SwiftUI are not available")
        #endif
    }

    func testPop_fromAScreenNoLongerOnTop_popsItAndWhatIsAboveIt() async throws {
        #if canImport(SwiftUI) && canImport(UIKit)
            let post = try ClosingPost()
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            navigation.pushViewController(post.screen, animated: false)
            navigation.pushViewController(UIViewController(), animated: false)

            post.screen.pop(animated: true)

            XCTAssertTrue(navigation.viewControllers.elementsEqual([root], by: ===))
        #else
            throw XCTSkip("UIKit and SwiftUI are not available")
        #endif
    }
}

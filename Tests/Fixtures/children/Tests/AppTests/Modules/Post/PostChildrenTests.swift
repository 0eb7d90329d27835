// Hand-written for viper-gen's compile tests (not generated): `makeModule`
// builds each child module, embeds its screen, and wires the parent's
// presenter to the child's input and output.

import Foundation
import XCTest

@testable import App

#if canImport(UIKit)
    import UIKit
#endif

/// The app's factory for Home's routes: `makePost` is generated where UIKit
/// exists; elsewhere the test builds a spy.
@MainActor
private struct HomeRoutes: HomeRouteFactory {
    var postFeedRequestService: FeedService { FeedService() }

    #if !(canImport(SwiftUI) && canImport(UIKit))
        func makePost(postID: String, moduleOutput: (any PostModuleOutput)?) -> any TransitionHandler {
            TransitionHandlerSpy()
        }
    #endif
}

/// The app's factory for Wallet's routes: `makeNewCard` is generated where
/// SwiftUI and UIKit exist.
@MainActor
private struct WalletRoutes: WalletRouteFactory {
    #if !(canImport(SwiftUI) && canImport(UIKit))
        func makeNewCard(moduleOutput: (any CardFormModuleOutput)?) -> any TransitionHandler {
            TransitionHandlerSpy()
        }
    #endif
}

#if canImport(SwiftUI) && canImport(UIKit)
    /// The Post module as `makeModule` builds it, with its children's screens.
    @MainActor
    private struct BuiltPost {
        let presenter: PostPresenter
        let screen: PostViewController
        let feed: FeedViewController
        let composer: ComposerHostingController

        init() throws {
            let module = PostAssembly.makeModule(feedRequestService: FeedService(), moduleOutput: nil)
            presenter = try XCTUnwrap(module.input as? PostPresenter)
            screen = try XCTUnwrap(module.screen as? PostViewController)
            feed = try XCTUnwrap(screen.feedScreen as? FeedViewController)
            composer = try XCTUnwrap(screen.composerScreen as? ComposerHostingController)
        }
    }
#endif

@MainActor
final class PostChildrenTests: XCTestCase {
    func testMakeModule_addsEachChildScreen_andShowsItsViewOnlyOnceTheScreenLoads() async throws {
        #if canImport(SwiftUI) && canImport(UIKit)
            let post = try BuiltPost()
            XCTAssertEqual(post.screen.children.count, 2)
            XCTAssertFalse(post.screen.isViewLoaded, "makeModule loaded the view before its caller configured it")

            post.screen.loadViewIfNeeded()

            XCTAssert(post.feed.view.superview === post.screen.view)
            XCTAssert(post.composer.view.superview === post.screen.view)
        #else
            throw XCTSkip("UIKit and SwiftUI are not available")
        #endif
    }

    func testMakeModule_thePresenterKeepsTheChildInput_andIsTheChildOutput() async throws {
        #if canImport(SwiftUI) && canImport(UIKit)
            let post = try BuiltPost()

            let feedPresenter = try XCTUnwrap(post.presenter.feed as? FeedPresenter)
            XCTAssert(post.feed.output as AnyObject === feedPresenter, "the input is the feed screen's own presenter")
            XCTAssert(feedPresenter.moduleOutput === post.presenter)
            let composerPresenter = try XCTUnwrap(post.composer.output as? ComposerPresenter)
            XCTAssert(composerPresenter.moduleOutput === post.presenter)
        #else
            throw XCTSkip("UIKit and SwiftUI are not available")
        #endif
    }

    func testDroppingTheScreen_freesTheParentAndChildPresenters() async throws {
        #if canImport(SwiftUI) && canImport(UIKit)
            weak var parent: PostPresenter?
            weak var child: FeedPresenter?
            do {
                let module = PostAssembly.makeModule(feedRequestService: FeedService(), moduleOutput: nil)
                parent = module.input as? PostPresenter
                child = parent?.feed as? FeedPresenter
                (module.screen as? PostViewController)?.loadViewIfNeeded()
                XCTAssertNotNil(parent)
                XCTAssertNotNil(child)
            }

            XCTAssertNil(parent, "the parent's presenter outlived its screen")
            XCTAssertNil(child, "the child's presenter outlived the parent's screen")
        #else
            throw XCTSkip("UIKit and SwiftUI are not available")
        #endif
    }

    func testARouteToTheModule_buildsItWithItsChildren_andHandsItTheRouteValues() async throws {
        #if canImport(SwiftUI) && canImport(UIKit)
            let destination = HomeRoutes().makePost(postID: "p1", moduleOutput: nil)
            let screen = try XCTUnwrap(destination as? PostViewController)
            XCTAssertNotNil(screen.feedScreen as? FeedViewController)
            XCTAssertNotNil(screen.composerScreen as? ComposerHostingController)
        #else
            _ = HomeRoutes().makePost(postID: "p1", moduleOutput: nil)
            throw XCTSkip("UIKit and SwiftUI are not available")
        #endif
    }

    func testWallet_showsItsChild_asASubviewOfItsSwiftUIScreen() async throws {
        #if canImport(SwiftUI) && canImport(UIKit)
            let screen = try XCTUnwrap(WalletAssembly.makeModule(routeFactory: WalletRoutes()) as? WalletHostingController)
            let presenter = try XCTUnwrap(screen.output as? WalletPresenter)
            let root = try XCTUnwrap(screen.rootView)
            let cardForm = try XCTUnwrap(root.cardForm.viewController as? CardFormHostingController)
            let cardFormPresenter = try XCTUnwrap(cardForm.output as? CardFormPresenter)

            XCTAssert(presenter.cardForm as AnyObject === cardFormPresenter)
            XCTAssert(cardFormPresenter.moduleOutput === presenter)
        #else
            throw XCTSkip("UIKit and SwiftUI are not available")
        #endif
    }

    func testARouteToAModuleThatIsAlsoAChild_handsItThePresenterAsItsOutputToo() async throws {
        #if canImport(SwiftUI) && canImport(UIKit)
            let screen = try XCTUnwrap(WalletAssembly.makeModule(routeFactory: WalletRoutes()) as? WalletHostingController)
            let presenter = try XCTUnwrap(screen.output as? WalletPresenter)
            let router = try XCTUnwrap(presenter.router as? WalletRouter)
            XCTAssert(router.routeOutput === presenter)

            let opened = WalletRoute.newCard.destination(using: WalletRoutes(), output: router.routeOutput)

            let cardForm = try XCTUnwrap(opened as? CardFormHostingController)
            XCTAssert((cardForm.output as? CardFormPresenter)?.moduleOutput === presenter)
        #else
            throw XCTSkip("UIKit and SwiftUI are not available")
        #endif
    }
}

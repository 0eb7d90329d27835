// Hand-written for viper-gen's compile tests (not generated): a push route
// opened from a screen that is in no navigation controller, run on the UIKit
// stand-in. It used to stop a debug build; now the destination is presented in
// a navigation controller of its own, and closing it dismisses it.

import Foundation
import XCTest

@testable import App

#if canImport(UIKit)
    import UIKit
#endif

/// The app's factory for Home's routes (`makePost` is generated with UIKit).
@MainActor
private struct PushingHomeRoutes: HomeRouteFactory {
    var postFeedRequestService: FeedService { FeedService() }

    #if !(canImport(SwiftUI) && canImport(UIKit))
        func makePost(postID: String, moduleOutput: (any PostModuleOutput)?) -> any TransitionHandler {
            TransitionHandlerSpy()
        }
    #endif
}

@MainActor
final class HomePushScenarioTests: XCTestCase {
    func testAPushFromAScreenInNoNavigationController_presentsItInOneOfItsOwn() async throws {
        #if canImport(SwiftUI) && canImport(UIKit)
            let home = HomeAssembly.makeModule(routeFactory: PushingHomeRoutes())
            let presenter = try XCTUnwrap((home as? HomeViewController)?.output as? HomePresenter)
            XCTAssertNil(home.navigationController)

            presenter.open(.post(postID: "7"))

            let shown = try XCTUnwrap(home.presentedViewController as? UINavigationController)
            let post = try XCTUnwrap(shown.viewControllers.first as? PostViewController)
            XCTAssertEqual(shown.viewControllers.count, 1)

            post.close(animated: true, completion: nil)

            XCTAssertNil(home.presentedViewController, "closing it dismisses what the push presented")
        #else
            throw XCTSkip("UIKit and SwiftUI are not available")
        #endif
    }
}

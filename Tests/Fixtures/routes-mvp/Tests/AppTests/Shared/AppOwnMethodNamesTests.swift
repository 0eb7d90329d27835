// Hand-written for viper-gen's compile tests (not generated): an app's own
// view controller may have methods named like TransitionHandler's.

import XCTest

@testable import App

#if canImport(UIKit)
    import UIKit

    /// A screen the app wrote before it used viper-gen, with its own `pop`,
    /// `share` and `showAlert`. When the navigation was written as members of
    /// every `UIViewController`, this did not compile ("instance method
    /// 'pop(animated:)' is declared in extension of 'UIViewController' and
    /// cannot be overridden").
    final class LegacyScreen: UIViewController {
        private(set) var calls: [String] = []

        func pop(animated: Bool) { calls.append("own pop") }
        func share(_ items: [String]) { calls.append("own share") }
        func showAlert(title: String, message: String, dismissTitle: String) { calls.append("own alert") }
    }
#endif

@MainActor
final class AppOwnMethodNamesTests: XCTestCase {
    func testAnAppsViewControllerWithMethodsNamedLikeTheNavigation_compilesAndKeepsThem() async throws {
        #if canImport(UIKit)
            let screen = LegacyScreen()

            screen.pop(animated: false)
            screen.share(["x"])
            screen.showAlert(title: "t", message: "m", dismissTitle: "d")

            XCTAssertEqual(screen.calls, ["own pop", "own share", "own alert"])
            let handler: any TransitionHandler = screen
            XCTAssert(handler === screen, "it still navigates for a module")
        #else
            throw XCTSkip("the navigation of view controllers is compiled only with UIKit (or its stand-in)")
        #endif
    }
}

// Hand-written for viper-gen's compile tests (not generated): screens with
// `xib: true`, run on the UIKit stand-in. `makeModule` creates each view
// controller with its XIB's name and the bundle of its class, so UIKit loads
// the views from the XIB on first access, and the presenter hears that the
// views are ready only then. The templates' manifest adds a Swift file too.

import Foundation
import XCTest

@testable import App

@MainActor
final class XIBScreenScenarioTests: XCTestCase {
    func testAnMVPScreen_isCreatedWithItsXIB_andLoadsItsViewsOnFirstAccess() async throws {
        #if canImport(UIKit)
            let screen = try XCTUnwrap(WelcomeAssembly.makeModule() as? WelcomeViewController)

            XCTAssertEqual(screen.nibName, "WelcomeViewController")
            XCTAssertEqual(screen.nibBundle, Bundle(for: WelcomeViewController.self))
            let presenter = try XCTUnwrap(screen.output as? WelcomePresenter)
            XCTAssertFalse(screen.isViewLoaded, "makeModule loads no views")
            XCTAssertFalse(presenter.isViewReady)

            screen.loadViewIfNeeded()

            XCTAssertTrue(screen.isViewLoaded)
            XCTAssertTrue(presenter.isViewReady, "viewDidLoad tells the presenter")
        #else
            throw XCTSkip("UIKit is not available")
        #endif
    }

    func testAVIPScene_isCreatedWithItsXIB() async throws {
        #if canImport(UIKit)
            let screen = try XCTUnwrap(BasketAssembly.makeModule() as? BasketViewController)

            XCTAssertEqual(screen.nibName, "BasketViewController")
            XCTAssertEqual(screen.nibBundle, Bundle(for: BasketViewController.self))
            XCTAssertNotNil(screen.interactor, "the scene keeps its interactor")
        #else
            throw XCTSkip("UIKit is not available")
        #endif
    }

    func testTheManifestsSwiftFile_isPartOfEveryModule() async {
        XCTAssertEqual(WelcomeAnalytics.screenName, "Welcome")
        XCTAssertEqual(BasketAnalytics.screenName, "Basket")
        XCTAssertEqual(SummaryAnalytics.screenName, "Summary")
    }
}

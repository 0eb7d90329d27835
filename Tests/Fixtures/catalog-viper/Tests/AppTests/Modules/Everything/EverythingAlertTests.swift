// Hand-written for viper-gen's compile tests (not generated): the alert trait
// shows the app's own texts and buttons (no English of viper-gen's), and a
// test reads them from the spy and runs the one the user would tap.

import Foundation
import XCTest

@testable import App

#if canImport(UIKit)
    import UIKit
#endif

@MainActor
private final class Counter {
    var count = 0
}

@MainActor
final class EverythingAlertTests: XCTestCase {
    func testTheAlertTrait_showsTheAppsTextsAndActions_andTheSpyRunsTheChosenOne() async {
        let router = EverythingRouter(urlOpener: URLOpenerSpy())
        let screen = TransitionHandlerSpy()
        router.transitionHandler = screen
        let retries = Counter()

        router.showAlert(title: "Offline", message: nil, actions: [
            AlertAction(title: "Retry") { retries.count += 1 },
            AlertAction(title: "Cancel", style: .cancel),
        ])
        screen.alerts.first?.actions.first?.handler?()

        XCTAssertEqual(screen.transitions, ["showAlert"])
        XCTAssertEqual(screen.alerts.first?.title, "Offline")
        XCTAssertNil(screen.alerts.first?.message)
        XCTAssertEqual(screen.alerts.first?.actions.map(\.title), ["Retry", "Cancel"])
        XCTAssertEqual(screen.alerts.first?.actions.map(\.style), [.default, .cancel])
        XCTAssertEqual(retries.count, 1)
    }

    func testInUIKit_theAlertIsAnAlertControllerWithTheActionsInTheirStyles() async throws {
        #if canImport(UIKit)
            let screen = UIViewController()

            screen.showAlert(title: "Delete?", message: "It can't be undone.", actions: [
                AlertAction(title: "Delete", style: .destructive),
                AlertAction(title: "Keep", style: .cancel),
            ])

            let alert = try XCTUnwrap(screen.presentedViewController as? UIAlertController)
            XCTAssertEqual(alert.preferredStyle, .alert)
            XCTAssertEqual(alert.message, "It can't be undone.")
            XCTAssertEqual(alert.actions.map(\.title), ["Delete", "Keep"])
            XCTAssertEqual(alert.actions.map(\.style), [.destructive, .cancel])
        #else
            throw XCTSkip("UIKit (or its stand-in) is not available")
        #endif
    }
}

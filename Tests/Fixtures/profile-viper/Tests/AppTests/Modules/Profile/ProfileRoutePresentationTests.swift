// Hand-written for viper-gen's compile tests (not generated): routes with a
// presentation style and a navigation controller of their own, opened with a
// completion, through the spy and through UIKit.

import XCTest

@testable import App

#if canImport(UIKit)
    import UIKit
#endif

@MainActor
final class ProfileRoutePresentationTests: XCTestCase {
    func testRoutes_presentAsTheSpecSays_andCallTheCompletion() async {
        let source = TransitionHandlerSpy()
        var completions = 0

        ProfileRoute.settings.transition.perform(TransitionHandlerSpy(), from: source) { completions += 1 }
        ProfileRoute.editor(profileID: "7").transition.perform(TransitionHandlerSpy(), from: source)

        XCTAssertEqual(source.transitions, ["present pageSheet in navigation", "presentModally in navigation"])
        XCTAssertEqual(completions, 1)
    }

    func testMockRouter_recordsAnOpenWithACompletion_andCallsIt() async {
        let router = ProfileRouterMock()
        var completed = false

        router.open(.settings) { completed = true }

        XCTAssertEqual(router.mockCalls.names, ["open(_:completion:)"])
        XCTAssertTrue(completed)
    }

    func testUIKit_showsTheDestinationInItsOwnNavigationController_inTheRoutesStyle() async throws {
        #if canImport(UIKit)
            let source = UIViewController()
            let destination = UIViewController()

            ProfileRoute.settings.transition.perform(destination, from: source)

            let shown = try XCTUnwrap(source.presentedViewController as? UINavigationController)
            XCTAssertTrue(shown.viewControllers.first === destination)
            XCTAssertEqual(shown.modalPresentationStyle, .pageSheet)
            XCTAssertFalse(shown.isModalInPresentation)
        #else
            throw XCTSkip("the UIKit transitions are compiled only with UIKit (or its stand-in)")
        #endif
    }

    func testUIKit_modalRoute_isFullScreenAndCannotBeSwipedAway() async throws {
        #if canImport(UIKit)
            let source = UIViewController()

            ProfileRoute.editor(profileID: "7").transition.perform(UIViewController(), from: source)

            let shown = try XCTUnwrap(source.presentedViewController as? UINavigationController)
            XCTAssertEqual(shown.modalPresentationStyle, .fullScreen)
            XCTAssertTrue(shown.isModalInPresentation)
        #else
            throw XCTSkip("the UIKit transitions are compiled only with UIKit (or its stand-in)")
        #endif
    }
}

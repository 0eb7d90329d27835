// Hand-written for viper-gen's compile tests (not generated): the share trait
// takes items of any kind and a popover anchor, the spy keeps both, and in
// UIKit the sheet is anchored where the app says (on iPad a popover needs it).

import Foundation
import XCTest

@testable import App

#if canImport(UIKit)
    import UIKit
#endif

@MainActor
private final class Anchor {}

@MainActor
final class EverythingShareTests: XCTestCase {
    func testTheShareTrait_handsItsItemsAndAnchorToTheScreen() async throws {
        let router = EverythingRouter(urlOpener: URLOpenerSpy())
        let screen = TransitionHandlerSpy()
        router.transitionHandler = screen
        let link = try XCTUnwrap(URL(string: "https://example.com/item/7"))
        let anchor = Anchor()

        router.share(["Item 7", link])
        router.share([link], from: anchor)

        XCTAssertEqual(screen.transitions, ["share", "share"])
        XCTAssertEqual(screen.shared.count, 2)
        XCTAssertEqual(screen.shared.first?.items.first as? String, "Item 7")
        XCTAssertEqual(screen.shared.first?.items.last as? URL, link)
        XCTAssertNil(screen.shared.first?.anchor)
        XCTAssert(screen.shared.last?.anchor === anchor)
    }

    func testInUIKit_aBarButtonItemAnchorsThePopoverAsItsSourceItem() async throws {
        #if canImport(UIKit)
            let screen = UIViewController()
            let button = UIBarButtonItem()

            screen.share(["text"], from: button)

            let sheet = try XCTUnwrap(screen.presentedViewController as? UIActivityViewController)
            XCTAssert(sheet.popoverPresentationController?.sourceItem === button)
            XCTAssertNil(sheet.popoverPresentationController?.sourceView)
        #else
            throw XCTSkip("UIKit (or its stand-in) is not available")
        #endif
    }

    func testInUIKit_aViewAnchorsThePopoverOnItsBounds() async throws {
        #if canImport(UIKit)
            let screen = UIViewController()
            let cell = UIView(frame: CGRect(x: 10, y: 40, width: 200, height: 44))

            screen.share(["text"], from: cell)

            let popover = try XCTUnwrap(
                (screen.presentedViewController as? UIActivityViewController)?.popoverPresentationController)
            XCTAssert(popover.sourceView === cell)
            XCTAssertEqual(popover.sourceRect, CGRect(x: 0, y: 0, width: 200, height: 44))
        #else
            throw XCTSkip("UIKit (or its stand-in) is not available")
        #endif
    }

    func testInUIKit_noAnchor_anchorsThePopoverOnTheScreensView() async throws {
        #if canImport(UIKit)
            let screen = UIViewController()

            screen.share(["text"], from: Anchor())

            let popover = try XCTUnwrap(
                (screen.presentedViewController as? UIActivityViewController)?.popoverPresentationController)
            XCTAssert(popover.sourceView === screen.view)
        #else
            throw XCTSkip("UIKit (or its stand-in) is not available")
        #endif
    }
}

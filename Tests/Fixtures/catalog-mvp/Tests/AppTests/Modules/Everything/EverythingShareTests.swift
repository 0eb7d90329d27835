// Hand-written for viper-gen's compile tests (not generated): the UIKit side of
// the runtime, run against the UIKit stand-in.

import XCTest

@testable import App

#if canImport(UIKit)
    import UIKit
#endif

@MainActor
final class EverythingShareTests: XCTestCase {
    /// On iPad the share sheet is a popover; UIKit refuses one with no source.
    func testShare_presentsTheSheetAsAPopoverAnchoredOnTheScreensView() async throws {
        #if canImport(UIKit)
            let screen = UIViewController()

            screen.share(["https://example.com"])

            let sheet = try XCTUnwrap(screen.presentedViewController as? UIActivityViewController)
            XCTAssert(sheet.popoverPresentationController?.sourceView === screen.view)
        #else
            throw XCTSkip("the UIKit runtime is compiled only with UIKit (or its stand-in)")
        #endif
    }
}

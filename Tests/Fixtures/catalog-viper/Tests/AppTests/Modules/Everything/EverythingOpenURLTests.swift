// Hand-written for viper-gen's compile tests (not generated): the openURL
// trait keeps its opener, and in an app extension the opener is the
// extension's context, since UIApplication.shared is not available there.

import Foundation
import XCTest

@testable import App

#if canImport(UIKit)
    import UIKit

    /// An extension's context that notes what it was asked to open.
    private final class ContextSpy: NSExtensionContext {
        private(set) var opened: [URL] = []

        override func open(_ URL: URL, completionHandler: (@Sendable (Bool) -> Void)? = nil) {
            opened.append(URL)
            completionHandler?(true)
        }
    }
#endif

@MainActor
final class EverythingOpenURLTests: XCTestCase {
    func testTheOpenURLTrait_opensThroughTheOpenerTheModuleKeeps() async throws {
        let link = try XCTUnwrap(URL(string: "https://example.com/help"))
        weak var weakOpener: URLOpenerSpy?
        let router: EverythingRouter
        do {
            let opener = URLOpenerSpy()
            weakOpener = opener
            router = EverythingRouter(urlOpener: opener)
        }

        router.openURL(link)

        XCTAssertEqual(weakOpener?.openedURLs, [link], "the router keeps its opener alive and opens through it")
    }

    func testInAnAppExtension_theExtensionContextOpensTheURL() async throws {
        #if canImport(UIKit)
            let link = try XCTUnwrap(URL(string: "myapp://item/7"))
            let context = ContextSpy()
            let router = EverythingRouter(urlOpener: ExtensionContextURLOpener(context: context))

            router.openURL(link)

            XCTAssertEqual(context.opened, [link])
        #else
            throw XCTSkip("UIKit (or its stand-in) is not available")
        #endif
    }
}

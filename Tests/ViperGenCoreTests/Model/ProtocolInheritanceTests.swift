import XCTest

@testable import ViperGenCore

/// Issue 14, item 5: the view protocol and the view output may refine the
/// app's own protocols (`inherits:` under `view:` and `events:`).
final class ProtocolInheritanceTests: XCTestCase {
    func testInherits_isReadBesideTheMessages() throws {
        let project = try loadedProject([
            "Specs/Feed.viper.yml": """
            module: Feed
            view:
              inherits: [ActivityIndicatorPresenting, UI.NotificationPresenting]
              showItems:
            events:
              inherits:
                - Refreshable
              didPull:
              "inherits()":

            """
        ])
        let module = try XCTUnwrap(project.modules.first)
        XCTAssertEqual(
            module.viewInherits, ["ActivityIndicatorPresenting", "UI.NotificationPresenting"])
        XCTAssertEqual(module.viewOutputs.map(\.selector), ["showItems()"])
        XCTAssertEqual(module.viewOutputInherits, ["Refreshable"])
        XCTAssertEqual(module.events.map(\.selector), ["didPull()", "inherits()"])
    }

    func testInheritsMistakes_areEachLocated() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Feed.viper.yml": """
                module: Feed
                view:
                  inherits: [Loading, "[Int]", Loading]
                events:
                  inherits: Refreshable

                """
            ]),
            """
            Specs/Feed.viper.yml:3:23: error: '[Int]' is not a protocol name
               3 |   inherits: [Loading, "[Int]", Loading]
                 |                       ^~~~~~~
            hint: write the protocol's name, e.g. 'ActivityIndicatorPresenting' or 'Kit.Loading'
            Specs/Feed.viper.yml:3:32: error: protocol 'Loading' is listed twice
               3 |   inherits: [Loading, "[Int]", Loading]
                 |                                ^~~~~~~
            Specs/Feed.viper.yml:3:14: note: first listed here
               3 |   inherits: [Loading, "[Int]", Loading]
                 |              ^~~~~~~
            hint: remove one of them
            Specs/Feed.viper.yml:5:13: error: expected a list for 'inherits', found a single value
               5 |   inherits: Refreshable
                 |             ^~~~~~~~~~~
            hint: write each item of 'inherits' on its own line starting with '- ', or as [a, b]

            """)
    }

    func testViewAndViewOutput_refineTheInheritedProtocols() throws {
        let project = MemoryProject([
            "Specs/Feed.viper.yml": """
            module: Feed
            view:
              inherits: [ActivityIndicatorPresenting]
            events:
              inherits: [Refreshable, Scrollable]

            """
        ])
        let view = try XCTUnwrap(
            project.pipeline.generate().rendered.first { $0.path.hasSuffix("/FeedView.swift") })
        XCTAssert(
            view.contents.contains("protocol FeedView: AnyObject, ActivityIndicatorPresenting {\n"),
            view.contents)
        XCTAssert(
            view.contents.contains(
                "protocol FeedViewOutput: AnyObject, Refreshable, Scrollable {\n"),
            view.contents)
    }
}

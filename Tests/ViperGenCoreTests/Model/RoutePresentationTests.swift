import XCTest

@testable import ViperGenCore

/// Issue 14, item 6: routes choose a modal presentation style, may show their
/// destination in a navigation controller of its own, and open with a completion.
final class RoutePresentationTests: XCTestCase {
    func testPresentationAndNavigation_areRead_andBecomeTheRoutesTransitions() throws {
        let files = [
            "Specs/Feed.viper.yml": """
            module: Feed
            routes:
              filters:
                transition: present
                presentation: overFullScreen
                embedInNavigation: true
              terms:
                transition: modal
                embedInNavigation: true
              sheet:
                transition: present
                presentation: automatic
              detail:

            """
        ]
        let routes = try XCTUnwrap(loadedProject(files).modules.first?.routes)
        XCTAssertEqual(routes.map(\.presentation), [.overFullScreen, nil, .automatic, nil])
        XCTAssertEqual(routes.map(\.embedInNavigation), [true, true, false, false])
        XCTAssertEqual(
            routes.map(RoutesContext.transitionExpression),
            [
                ".present(animated: true, style: .overFullScreen, inNavigation: true)",
                ".modal(animated: true, inNavigation: true)",
                ".present(animated: true)",
                ".push(animated: true)",
            ])

        let route = try XCTUnwrap(
            MemoryProject(files).pipeline.generate().rendered.first {
                $0.path.hasSuffix("FeedRoute.swift")
            })
        XCTAssert(
            route.contents.contains(
                "    func open(_ route: FeedRoute, completion: (() -> Void)?)\n"),
            route.contents)
    }

    func testPresentationMistakes_areEachLocated() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Feed.viper.yml": """
                module: Feed
                routes:
                  detail:
                    presentation: pageSheet
                    embedInNavigation: true
                  terms:
                    transition: modal
                    presentation: sheet

                """
            ]),
            """
            Specs/Feed.viper.yml:4:5: error: 'presentation' applies to 'transition: present', not 'push'
               4 |     presentation: pageSheet
                 |     ^~~~~~~~~~~~
            hint: set 'transition: present', or leave 'presentation' out (a modal route is full screen)
            Specs/Feed.viper.yml:5:5: error: a pushed route is already in its source's navigation controller
               5 |     embedInNavigation: true
                 |     ^~~~~~~~~~~~~~~~~
            hint: use 'embedInNavigation: true' with 'transition: present' or 'modal'
            Specs/Feed.viper.yml:8:19: error: 'sheet' is not a valid presentation
               8 |     presentation: sheet
                 |                   ^~~~~
            hint: Expected one of: automatic, pageSheet, formSheet, overFullScreen, overCurrentContext

            """)
    }
}

import XCTest

@testable import ViperGenCore

/// Issue 10, item 3: a pushed route names the animator of its push and pop
/// (`animator: fade`), a static member of `Animator`.
final class RouteAnimatorTests: XCTestCase {
    func testAnimators_areRead_andBecomeThePushsSugar() throws {
        let files = [
            "Specs/Feed.viper.yml": """
            module: Feed
            routes:
              photos:
                animator: fade
              story:
                transition: push
                animated: false
                animator: cardFlip
              detail: push

            """
        ]
        let routes = try XCTUnwrap(loadedProject(files).modules.first?.routes)
        XCTAssertEqual(routes.map(\.animator), ["fade", "cardFlip", nil])
        XCTAssertEqual(
            routes.map(RoutesContext.transitionExpression),
            [
                ".push(animated: true, animator: .fade)",
                ".push(animated: false, animator: .cardFlip)",
                ".push(animated: true)",
            ])
    }

    func testAnimatorMistakes_areEachLocated() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Feed.viper.yml": """
                module: Feed
                routes:
                  filters:
                    transition: present
                    animator: fade
                  photos:
                    animator: fade in
                  story:
                    animator: self

                """
            ]),
            """
            Specs/Feed.viper.yml:5:5: error: 'animator' applies to 'transition: push', not 'present'
               5 |     animator: fade
                 |     ^~~~~~~~
            hint: set 'transition: push', or leave 'animator' out (a presentation uses UIKit's animation)
            Specs/Feed.viper.yml:7:15: error: 'fade in' is not a valid animator: it contains a space
               7 |     animator: fade in
                 |               ^~~~~~~
            hint: an animator is a Swift identifier: letters, digits and '_', not starting with a digit
            Specs/Feed.viper.yml:9:15: error: 'self' is not a valid animator: it is a Swift keyword
               9 |     animator: self
                 |               ^~~~
            hint: choose a name that is not a Swift keyword

            """)
    }
}

import ViperGenCore
import XCTest

/// A module that pushes, but that every route opening it presents without a
/// navigation controller, is warned about (its pushes would present instead).
final class PushWithoutStackTests: XCTestCase {
    private let sheet = """
        module: Sheet
        routes:
          details: push
        """

    func testAModuleOnlyEverPresented_thatPushes_isWarnedAbout_atItsPushRoute() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Home.viper.yml": """
                module: Home
                routes:
                  sheet:
                    transition: present
                    module: Sheet
                  again:
                    transition: modal
                    module: Sheet

                """,
                "Specs/Sheet.viper.yml": sheet + "\n",
            ]),
            """
            Specs/Sheet.viper.yml:3:3: warning: route 'details' pushes, but Sheet is never on a navigation \
            stack: the routes that open it (Home.sheet, Home.again) present it without one
               3 |   details: push
                 |   ^~~~~~~
            hint: add 'embedInNavigation: true' to those routes, or make this route 'present'; a push with no \
            stack presents its destination in a navigation controller of its own

            """)
    }

    func testThePopTrait_isWarnedAbout_too() {
        let diagnostics = renderedDiagnostics([
            "Specs/Home.viper.yml":
                "module: Home\nroutes:\n  sheet:\n    transition: present\n    module: Sheet\n",
            "Specs/Sheet.viper.yml": "module: Sheet\ntraits: [close, pop]\n",
        ])
        XCTAssert(
            diagnostics.contains(
                "warning: trait 'pop' needs a navigation stack, but Sheet is never on a navigation stack"
            ),
            diagnostics)
    }

    func testAStackSomewhere_orNoKnownOpener_orAnEmbedding_isNoWarning() {
        for home in [
            // Pushed by one route.
            "module: Home\nroutes:\n  sheet:\n    transition: present\n    module: Sheet\n  more:\n    module: Sheet\n",
            // Presented in a navigation controller of its own.
            "module: Home\nroutes:\n  sheet:\n    transition: present\n    embedInNavigation: true\n    module: Sheet\n",
            // Embedded as a child: its container's stack is its own.
            "module: Home\nchildren:\n  sheet: Sheet\nroutes:\n  other:\n    transition: present\n    module: Sheet\n",
            // Opened by no route: the app shows it as it likes.
            "module: Home\n",
        ] {
            XCTAssertEqual(
                renderedDiagnostics([
                    "Specs/Home.viper.yml": home,
                    "Specs/Sheet.viper.yml": sheet + "\noutput:\n  didClose:\n",
                ]), "", home)
        }
    }
}

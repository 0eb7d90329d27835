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
            Specs/Sheet.viper.yml:3:3: warning: route 'details' pushes, but Sheet is never on one: nothing \
            that shows it is (Home.sheet, Home.again)
               3 |   details: push
                 |   ^~~~~~~
            hint: present Sheet in a navigation controller ('embedInNavigation: true' on a route that opens \
            it), or make this route 'present'; with no stack, a push presents its destination in a \
            navigation controller of its own

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
                "warning: trait 'pop' needs a navigation stack, but Sheet is never on one: nothing "
                    + "that shows it is (Home.sheet)"),
            diagnostics)
        XCTAssert(diagnostics.contains("its pops do nothing and its pushes present"), diagnostics)
    }

    /// Found by an adversarial review: a push from a module that is itself
    /// never on a stack, a module pushing itself, and a child of such a module.
    func testPushesAndEmbeddingsFromModulesNeverOnAStack_giveNoStack() {
        let diagnostics = renderedDiagnostics([
            "Specs/Root.viper.yml":
                "module: Root\nroutes:\n  a:\n    transition: present\n    module: A\n",
            "Specs/A.viper.yml": """
            module: A
            children:
              kid: Kid
            routes:
              again:
                module: A
              b:
                module: B

            """,
            "Specs/B.viper.yml": "module: B\nroutes:\n  a:\n    module: A\n",
            "Specs/Kid.viper.yml": "module: Kid\ntraits: [close, pop]\noutput:\n  didTap:\n",
        ])
        for module in ["A", "B", "Kid"] {
            XCTAssert(diagnostics.contains(", but \(module) is never on one"), diagnostics)
        }
        XCTAssert(diagnostics.contains("(A.again, B.a, Root.a)"), diagnostics)
        XCTAssert(diagnostics.contains("(embedded in A)"), diagnostics)
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

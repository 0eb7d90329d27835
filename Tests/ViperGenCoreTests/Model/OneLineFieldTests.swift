import XCTest

@testable import ViperGenCore

/// Every value that ends up on one line of Swift refuses every control
/// character and Unicode line or paragraph separator, judged on scalars
/// (issue 13, item 9), and types are parsed as Swift types (item 10).
final class OneLineFieldTests: XCTestCase {
    /// YAML escapes for characters that break or hide a line: CR LF (one
    /// Character in Swift), CR, LF, NUL, NEL, VT, FF, LS, PS, C1 CSI, RLO.
    private let breakers = [
        "\\r\\n", "\\r", "\\n", "\\0", "\\x85", "\\v", "\\f", "\\u2028", "\\u2029", "\\x9B",
        "\\u202E",
    ]

    private func errors(_ files: [String: String]) -> String {
        renderedDiagnostics(files)
    }

    func testConfigHeader_refusesEveryLineBreakAndControlCharacter() {
        for breaker in breakers {
            let rendered = errors([
                "viper-gen.yml": "header: \"Made from {source}.\(breaker)func evil() {}\"\n"
            ])
            XCTAssertTrue(
                rendered.contains("viper-gen.yml:1:9: error: 'header' contains a "),
                "\(breaker): \(rendered)")
        }
    }

    func testTraitSummaries_refuseEveryLineBreakAndControlCharacter() {
        for breaker in breakers {
            let traits = """
                traits:
                  haptics:
                    kind: router
                    summary: "Plays.\(breaker)func evil() {}"
                    parameters:
                      pattern:
                        default: String
                        summary: "A pattern.\(breaker)func evil() {}"

                """
            let rendered = errors(["viper-traits.yml": traits])
            XCTAssertTrue(
                rendered.contains("viper-traits.yml:4:14: error: 'summary' contains a "),
                "\(breaker): \(rendered)")
            XCTAssertTrue(
                rendered.contains("viper-traits.yml:8:18: error: 'summary' contains a "),
                "\(breaker): \(rendered)")
        }
    }

    func testSpecTypes_refuseEveryLineBreakAndControlCharacter() {
        for breaker in breakers {
            let spec = """
                module: Login
                traits: [close]
                view:
                  show:
                    name: "String\(breaker)    func evil()"

                """
            let rendered = errors(["Specs/Login.viper.yml": spec])
            XCTAssertTrue(
                rendered.contains("Specs/Login.viper.yml:5:11: error: 'name' contains a "),
                "\(breaker): \(rendered)")
        }
    }

    func testTraitDependencyAndReturnTypes_refuseLineBreaks() {
        let traits = """
            traits:
              flags:
                kind: interactor
                dependencies:
                  provider: "any Provider\\r\\n    func evil()"
                methods:
                  isEnabled:
                    returns: "Bool\\r\\n    func evil()"
                    body: "true"
                    mock: return true

            """
        let rendered = errors(["viper-traits.yml": traits])
        XCTAssertTrue(
            rendered.contains(
                "viper-traits.yml:5:17: error: 'provider' contains a line break (U+000D)"), rendered
        )
        XCTAssertTrue(
            rendered.contains(
                "viper-traits.yml:8:18: error: 'returns' contains a line break (U+000D)"), rendered)
    }

    func testMethodBodies_mayHoldLineFeedsButNoOtherControlCharacter() {
        let traits = """
            traits:
              flags:
                kind: interactor
                methods:
                  check:
                    body: "let a = 1\\n_ = a\\r\\nfunc evil() {}"

            """
        XCTAssertTrue(
            errors(["viper-traits.yml": traits]).contains(
                "error: 'body' contains a line break (U+000D)"))
    }

    /// Item 10: the whole value must be one Swift type.
    func testTypes_areParsedAsSwiftTypes() {
        let accepted = [
            "String", "[String: Int]", "(Int, String) -> Void", "Int?", "Foo.Bar<T>.Baz",
            "(a: Int, b: String)",
            "@escaping @Sendable (Result<[User], any Error>) async throws -> Void", "some View",
            "any Service & Sendable", "(_ x: Int) -> Void", "() throws(MyError) -> Int",
            "String.Type",
            "Result<Void, Error>!", "[Int]", "Dictionary<String, [Int?]>", "Ünïcödé",
        ]
        for type in accepted {
            XCTAssertNil(TypeSyntax.problem(with: type), type)
        }
        let refused = [
            ("String // x", "'// x' follows the type"),
            ("Foo /* x", "'/* x' follows the type"),
            ("Array<String", "'<' is not closed"),
            ("Int) -> (", "') -> (' follows the type"),
            ("String; func f()", "'; func f()' follows the type"),
            ("Foo Bar", "'Bar' follows the type"),
            ("String -> Int", "a function type needs its parameters in parentheses"),
            ("[Int", "'[' is not closed"),
            ("Int]", "']' follows the type"),
            ("String = \"x\"", "'= \"x\"' follows the type"),
            ("//", "it contains a comment ('//')"),
            ("(Int, /* x */ String)", "it contains a comment ('/*')"),
            ("", "it is empty"),
        ]
        for (type, problem) in refused {
            XCTAssertEqual(TypeSyntax.problem(with: type), problem, type)
        }
        let deep =
            String(repeating: "[", count: 10_000) + "Int" + String(repeating: "]", count: 10_000)
        XCTAssertEqual(TypeSyntax.problem(with: deep), "it is nested too deeply")
    }

    func testTypeHidingAComment_isReportedAtItsLocation() {
        let spec = "module: Login\ntraits: [close]\nview:\n  show:\n    name: String // hidden\n"
        XCTAssertEqual(
            errors(["Specs/Login.viper.yml": spec]),
            """
            Specs/Login.viper.yml:5:11: error: 'String // hidden' is not a valid Swift type: '// hidden' follows the type
               5 |     name: String // hidden
                 |           ^~~~~~~~~~~~~~~~
            hint: write the type as in Swift, e.g. 'String', '[Item]' or 'any AnalyticsService'

            """)
    }
}

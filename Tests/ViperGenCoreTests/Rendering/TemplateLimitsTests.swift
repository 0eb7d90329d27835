@testable import ViperGenCore
import XCTest

/// Hostile templates (issue 13, items 14 and 15): nesting is limited with a
/// located error instead of overflowing the stack, and many tags on one line
/// parse (their cost is measured by `viper-gen-bench template-line`).
final class TemplateLimitsTests: XCTestCase {
    private func diagnostics(_ text: String) -> [Diagnostic] {
        TemplateParser.parse(name: "Deep.tmpl", file: SourceFile(path: "Templates/Deep.tmpl", text: text)).diagnostics
    }

    func testDeeplyNestedConditionals_areRefusedAtTheFirstTooDeepTag() {
        for kind in ["if", "for"] {
            let open = kind == "if" ? "{% if a %}" : "{% for x in a %}"
            let close = kind == "if" ? "{% endif %}" : "{% endfor %}"
            let text = String(repeating: open + "\n", count: 7_000) + String(repeating: close + "\n", count: 7_000)

            let found = diagnostics(text)

            XCTAssertEqual(found.count, 1, "\(kind): \(found.map(\.message))")
            XCTAssertEqual(found.first?.message, "blocks nested more than 100 levels deep are not supported")
            XCTAssertEqual(found.first?.location?.line, 101)
        }
    }

    func testNestingAtTheLimit_parsesAndRenders() throws {
        let text = String(repeating: "{% if a %}", count: 100) + "x" + String(repeating: "{% endif %}", count: 100)
        XCTAssertEqual(diagnostics(text), [])
        let library = try TemplateLibrary(sources: [TemplateSource(name: "T.tmpl", displayPath: "T.tmpl", text: text)])
        XCTAssertEqual(try library.render("T.tmpl", context: .object(["a": .bool(true)])), "x")
    }

    /// Many tags on one line parse without a problem. How the time grows with
    /// their number is measured by `viper-gen-bench template-line` (run by
    /// Tests/Benchmarks/bench-parser.sh), not here: a unit test does not time.
    func testEightyThousandTagsOnOneLine_parseWithoutDiagnostics() {
        let text = String(repeating: "{{ a }}{% if b %}c{% endif %}", count: 80_000 / 3)
        XCTAssertEqual(diagnostics(text), [])
    }
}

@testable import ViperGenCore
import XCTest

/// Hostile templates (issue 13, items 14 and 15): nesting is limited with a
/// located error instead of overflowing the stack, and parsing takes time in
/// proportion to the text, however many tags share one line.
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

    /// Ten times the tags on one line must cost about ten times as much, not a
    /// hundred (quadratic parsing took 28 s for 80,000 tags). Compared as a
    /// ratio of the fastest of three runs each, with a wide margin.
    func testParsingTime_growsLinearlyWithTagsOnOneLine() {
        func fastest(_ tags: Int) -> Duration {
            let text = String(repeating: "{{ a }}{% if b %}c{% endif %}", count: tags / 3)
            return (0..<3).map { _ in
                ContinuousClock().measure { _ = diagnostics(text) }
            }.min()!
        }
        let small = fastest(4_000)
        let large = fastest(40_000)
        let ratio = large / small
        XCTAssertLessThan(ratio, 30, "10x the tags took \(ratio)x the time (\(small) -> \(large))")
    }
}

import XCTest

@testable import ViperGenCore

/// Hostile templates (issue 13, items 14 and 15): nesting is limited with a
/// located error instead of overflowing the stack, and many tags on one line
/// parse (their cost is measured by `viper-gen-bench template-line`).
final class TemplateLimitsTests: XCTestCase {
    private func diagnostics(_ text: String) -> [Diagnostic] {
        TemplateParser.parse(
            name: "Deep.tmpl", file: SourceFile(path: "Templates/Deep.tmpl", text: text)
        ).diagnostics
    }

    func testDeeplyNestedConditionals_areRefusedAtTheFirstTooDeepTag() {
        for kind in ["if", "for"] {
            let open = kind == "if" ? "{% if a %}" : "{% for x in a %}"
            let close = kind == "if" ? "{% endif %}" : "{% endfor %}"
            let text =
                String(repeating: open + "\n", count: 7_000)
                + String(repeating: close + "\n", count: 7_000)

            let found = diagnostics(text)

            XCTAssertEqual(found.count, 1, "\(kind): \(found.map(\.message))")
            XCTAssertEqual(
                found.first?.message, "blocks nested more than 100 levels deep are not supported")
            XCTAssertEqual(found.first?.location?.line, 101)
        }
    }

    func testNestingAtTheLimit_parsesAndRenders() throws {
        let text =
            String(repeating: "{% if a %}", count: 100) + "x"
            + String(repeating: "{% endif %}", count: 100)
        XCTAssertEqual(diagnostics(text), [])
        let library = try TemplateLibrary(sources: [
            TemplateSource(name: "T.tmpl", displayPath: "T.tmpl", text: text)
        ])
        XCTAssertEqual(try library.render("T.tmpl", context: .object(["a": .bool(true)])), "x")
    }

    /// Many tags on one line parse without a problem. How the time grows with
    /// their number is measured by `viper-gen-bench template-line` (run by
    /// Tests/Benchmarks/bench-parser.sh), not here: a unit test does not time.
    func testEightyThousandTagsOnOneLine_parseWithoutDiagnostics() {
        let text = String(repeating: "{{ a }}{% if b %}c{% endif %}", count: 80_000 / 3)
        XCTAssertEqual(diagnostics(text), [])
    }

    /// Item 15: a line of 80,000 tags took 28 s to parse, because every tag
    /// scanned back to its line's start. Without timing anything: the bytes the
    /// lexer reads to find each tag's line and indentation stay within twice the
    /// template's length (a line's indentation is read by the line scan, then
    /// once more), with or without a long indentation before the tags.
    func testFindingTheLinesOfTagsOnOneLongLine_readsEachByteAtMostTwice() {
        for indentation in ["", String(repeating: " ", count: 1_000)] {
            let text =
                indentation + String(repeating: "{{ a }}{% if b %}c{% endif %}", count: 20_000)
                + "\nx {{ b }}\n"
            let cost = TemplateLexer.lineScanCost(
                of: SourceFile(path: "T.tmpl", bytes: Array(text.utf8)))
            XCTAssertGreaterThan(cost, 0)
            XCTAssertLessThanOrEqual(cost, 2 * text.utf8.count, "indentation \(indentation.count)")
        }
    }

    /// Found by an adversarial run: 16 nested loops over a short list (5 KB of
    /// template) and includes that each include the next twice ran for minutes
    /// and hundreds of MB. A render now stops at its budget with a located error.
    func testNestedLoopsAndDoublingIncludes_stopAtTheRenderBudget() throws {
        let loops =
            String(repeating: "{% for x in items %}", count: 16) + "x"
            + String(repeating: "{% endfor %}", count: 16)
        var sources = [
            TemplateSource(name: "Loops.tmpl", displayPath: "Templates/Loops.tmpl", text: loops)
        ]
        for level in 0..<31 {
            sources.append(
                TemplateSource(
                    name: "E\(level).tmpl", displayPath: "Templates/E\(level).tmpl",
                    text: "{% include \"E\(level + 1).tmpl\" %}{% include \"E\(level + 1).tmpl\" %}"
                ))
        }
        sources.append(
            TemplateSource(name: "E31.tmpl", displayPath: "Templates/E31.tmpl", text: "y"))
        let library = try TemplateLibrary(sources: sources)
        let context = TemplateValue.object(["items": .list((0..<5).map { .string(String($0)) })])

        for (name, column) in [("Loops.tmpl", 13), ("E0.tmpl", 12)] {
            XCTAssertThrowsError(try library.render(name, context: context), name) { error in
                let messages = "\(error)"
                XCTAssert(
                    messages.contains(
                        "rendering one file took more than 200000 loop iterations and includes, "
                            + "or wrote more than 8 MiB, here"), messages)
                XCTAssert(
                    messages.contains(":1:\(column)") || messages.contains("line: 1"), messages)
            }
        }
    }

    func testARenderWithinTheBudget_isUnchanged() throws {
        let text =
            String(repeating: "{% for x in items %}", count: 3) + "{{ x }}"
            + String(repeating: "{% endfor %}", count: 3)
        let library = try TemplateLibrary(sources: [
            TemplateSource(name: "T.tmpl", displayPath: "T.tmpl", text: text)
        ])
        let rendered = try library.render(
            "T.tmpl", context: .object(["items": .list([.string("1"), .string("2")])]))
        XCTAssertEqual(rendered, "12121212")
    }
}

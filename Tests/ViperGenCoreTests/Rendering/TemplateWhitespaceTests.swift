import XCTest

@testable import ViperGenCore

final class TemplateWhitespaceTests: XCTestCase {
    private let methods: TemplateValue = .object([
        "methods": .list([.string("open"), .string("close")]), "yes": .bool(true),
        "no": .bool(false),
    ])

    // MARK: Rule 1: standalone lines disappear

    func testStandaloneBlockLinesDisappear() {
        let template = """
            protocol View {
                {% for m in methods %}
                func {{ m }}()
                {% endfor %}
            }

            """
        XCTAssertEqual(
            render(template, methods),
            """
            protocol View {
                func open()
                func close()
            }

            """)
    }

    func testStandaloneConditionLinesDisappear() {
        let template = """
            a
            {% if yes %}
            yes
            {% elif no %}
            elif
            {% else %}
            else
            {% endif %}
            b

            """
        XCTAssertEqual(render(template, methods), "a\nyes\nb\n")
        XCTAssertEqual(
            render(template, .object(["yes": .bool(false), "no": .bool(false)])), "a\nelse\nb\n")
    }

    func testStandaloneCommentLinesDisappear() {
        XCTAssertEqual(render("a\n  {# note #}  \nb\n"), "a\nb\n")
        XCTAssertEqual(render("a\n{# several\n   lines #}\nb\n"), "a\nb\n")
    }

    func testStandaloneTagsAtStartAndEndOfTemplate() {
        XCTAssertEqual(render("{% if yes %}\nx\n{% endif %}", methods), "x\n")
        XCTAssertEqual(render("  {# only #}  "), "")
    }

    func testBlankLinesAroundStandaloneTagsStay() {
        XCTAssertEqual(render("a\n\n{% if yes %}\n\nb\n{% endif %}\n", methods), "a\n\n\nb\n")
    }

    func testTwoTagsOnALineAreNotStandalone() {
        XCTAssertEqual(render("a\n{% if yes %}{% endif %}\nb\n", methods), "a\n\nb\n")
    }

    func testTagWithTextOnItsLineIsNotStandalone() {
        XCTAssertEqual(render("a\n  x {% if yes %}y{% endif %}\nb\n", methods), "a\n  x y\nb\n")
        XCTAssertEqual(render("a\n  {% if yes %}y\n{% endif %}", methods), "a\n  y\n")
    }

    func testOutputTagsAreNeverStandalone() {
        XCTAssertEqual(render("a\n{{ e }}\nb\n", .object(["e": .string("")])), "a\n\nb\n")
    }

    func testStandaloneLinesWithCarriageReturns() {
        XCTAssertEqual(render("a\r\n{% if yes %}\r\nb\r\n{% endif %}\r\n", methods), "a\r\nb\r\n")
    }

    func testLoopBodyOfStandaloneLinesRepeatsWholeLines() {
        let template = """
            enum E {
            {% for m in methods %}
                {% if loop.first %}
                // first
                {% endif %}
                case {{ m }}
            {% endfor %}
            }
            """
        XCTAssertEqual(
            render(template, methods), "enum E {\n    // first\n    case open\n    case close\n}")
    }

    // MARK: Rule 2: standalone includes indent the partial

    func testStandaloneIncludeIndentsEveryNonEmptyLine() {
        let partials = ["Body.tmpl": "let a = 1\n\nif a {\n    print(a)\n}\n"]
        let template = """
            func f() {
                {% include "Body.tmpl" %}
            }

            """
        XCTAssertEqual(
            render(template, partials: partials),
            """
            func f() {
                let a = 1

                if a {
                    print(a)
                }
            }

            """)
    }

    func testIndentedIncludesNest() {
        let partials = [
            "Outer.tmpl": "outer {\n  {% include \"Inner.tmpl\" %}\n}\n",
            "Inner.tmpl": "inner\n",
        ]
        XCTAssertEqual(
            render("  {% include \"Outer.tmpl\" %}\nend\n", partials: partials),
            "  outer {\n    inner\n  }\nend\n")
    }

    func testInlineIncludeIsNotIndented() {
        let partials = ["P.tmpl": "one\ntwo"]
        XCTAssertEqual(
            render("    x = {% include \"P.tmpl\" %};\n", partials: partials), "    x = one\ntwo;\n"
        )
    }

    func testStandaloneIncludeOfEmptyOutputLeavesNoLine() {
        let partials = ["P.tmpl": "{% if no %}\nhidden\n{% endif %}\n"]
        XCTAssertEqual(
            render("a\n    {% include \"P.tmpl\" %}\nb\n", methods, partials: partials), "a\nb\n")
    }

    // MARK: Rule 3: multi-line values keep the tag's indentation

    func testMultiLineValueContinuationLinesAreIndented() {
        let template = """
            func run() {
                    {{ body }}
            }
            """
        XCTAssertEqual(
            render(template, .object(["body": .string("let x = 1\n\nif x {\n    go()\n}")])),
            """
            func run() {
                    let x = 1

                    if x {
                        go()
                    }
            }
            """)
    }

    func testIndentationComesFromTheLineNotTheColumn() {
        XCTAssertEqual(
            render("  let s = {{ v }}\n", .object(["v": .string("a\nb")])), "  let s = a\n  b\n")
    }

    func testUnindentedLineAddsNothing() {
        XCTAssertEqual(render("x {{ v }}\n", .object(["v": .string("a\n  b\n")])), "x a\n  b\n\n")
    }

    func testValueEndingInNewlineGetsNoTrailingIndentation() {
        XCTAssertEqual(render("    {{ v }}|", .object(["v": .string("a\nb\n")])), "    a\n    b\n|")
    }

    func testTabIndentation() {
        XCTAssertEqual(render("\t\t{{ v }}", .object(["v": .string("a\nb")])), "\t\ta\n\t\tb")
    }

    func testMultiLineValueInIndentedPartial() {
        let partials = ["P.tmpl": "body {\n  {{ v }}\n}\n"]
        XCTAssertEqual(
            render(
                "    {% include \"P.tmpl\" %}\n", .object(["v": .string("a\nb")]),
                partials: partials),
            "    body {\n      a\n      b\n    }\n")
    }

    // MARK: Rule 4: trim markers

    func testTrimMarkersRemoveAllWhitespaceOnTheirSide() {
        XCTAssertEqual(render("a  \n  {{- v -}}  \n  b", .object(["v": .string("X")])), "aXb")
        XCTAssertEqual(render("a  \n  {{- v }}  \n  b", .object(["v": .string("X")])), "aX  \n  b")
        XCTAssertEqual(render("a  \n  {{ v -}}  \n  b", .object(["v": .string("X")])), "a  \n  Xb")
    }

    func testTrimMarkersOnBlockTags() {
        XCTAssertEqual(
            render("[\n{%- for m in methods -%}\n  {{ m }},\n{%- endfor -%}\n]", methods),
            "[open,close,]")
        XCTAssertEqual(render("x {%- if yes %} y{% endif -%}   \n", methods), "x y")
    }

    func testTrimMarkersOnComments() {
        XCTAssertEqual(render("a \n {#- c -#} \n b"), "ab")
    }

    func testTrimMarkersCombineWithStandaloneLines() {
        XCTAssertEqual(render("a\n\n  {%- if yes %}\nb\n{% endif %}\n", methods), "ab\n")
    }
}

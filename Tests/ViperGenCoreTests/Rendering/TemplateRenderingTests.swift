import XCTest

@testable import ViperGenCore

final class TemplateRenderingTests: XCTestCase {
    private let module: TemplateValue = .object([
        "module": .object([
            "name": .string("Login"),
            "isPublic": .bool(true),
            "isFinal": .bool(false),
            "methods": .list([
                .object(["name": .string("close")]),
                .object(["name": .string("submit")]),
                .object(["name": .string("retry")]),
            ]),
            "empty": .list([]),
            "blank": .string(""),
        ])
    ])

    // MARK: Output

    func testTextWithoutTagsIsCopied() {
        XCTAssertEqual(render("plain { text } with {braces}\n"), "plain { text } with {braces}\n")
        XCTAssertEqual(render(""), "")
    }

    func testPrintsStringsAtDottedPaths() {
        XCTAssertEqual(
            render("final class {{ module.name }}Presenter {}", module),
            "final class LoginPresenter {}")
        XCTAssertEqual(render("{{module.name}}/{{   module.name   }}", module), "Login/Login")
    }

    func testPrintsBoolsAsTrueOrFalse() {
        XCTAssertEqual(render("{{ module.isPublic }} {{ module.isFinal }}", module), "true false")
    }

    func testPrintsQuotedLiteral() {
        XCTAssertEqual(render(#"{{ "{{" }} name {{ "}}" }}"#), "{{ name }}")
        XCTAssertEqual(render(#"{{ "open_url" | camelCase }}"#), "openURL")
    }

    func testFiltersChainLeftToRight() {
        XCTAssertEqual(
            render("{{ name | upper | lowerFirst }}", .object(["name": .string("view")])), "vIEW")
        XCTAssertEqual(
            render("{{ name|snakeCase|upper }}", .object(["name": .string("openURL")])), "OPEN_URL")
    }

    func testFiltersApplyToPrintedBools() {
        XCTAssertEqual(render("{{ flag | upperFirst }}", .object(["flag": .bool(true)])), "True")
    }

    func testNonASCIITextAndValues() {
        XCTAssertEqual(
            render("« {{ name }} » 日本\n", .object(["name": .string("café")])), "« café » 日本\n")
    }

    // MARK: Conditions

    func testIfElifElse() {
        let template = "{% if a %}A{% elif b %}B{% else %}C{% endif %}"
        XCTAssertEqual(render(template, .object(["a": .bool(true), "b": .bool(true)])), "A")
        XCTAssertEqual(render(template, .object(["a": .bool(false), "b": .bool(true)])), "B")
        XCTAssertEqual(render(template, .object(["a": .bool(false), "b": .bool(false)])), "C")
    }

    func testIfWithoutElseRendersNothingWhenFalse() {
        XCTAssertEqual(render("[{% if a %}A{% endif %}]", .object(["a": .bool(false)])), "[]")
    }

    func testSeveralElifs() {
        let template = "{% if a %}A{% elif b %}B{% elif c %}C{% endif %}"
        XCTAssertEqual(
            render(template, .object(["a": .bool(false), "b": .bool(false), "c": .bool(true)])), "C"
        )
        XCTAssertEqual(
            render(template, .object(["a": .bool(false), "b": .bool(false), "c": .bool(false)])), ""
        )
    }

    func testNotNegates() {
        XCTAssertEqual(
            render("{% if not a %}no{% else %}yes{% endif %}", .object(["a": .bool(false)])), "no")
        XCTAssertEqual(
            render(
                "{% if a %}{% elif not b %}not b{% endif %}",
                .object(["a": .bool(false), "b": .string("")])), "not b")
    }

    func testTruthiness() {
        let cases: [(TemplateValue, Bool)] = [
            (.bool(true), true), (.bool(false), false),
            (.string("x"), true), (.string(""), false), (.string("false"), true),
            (.list([.string("x")]), true), (.list([]), false),
            (.object(["key": .string("value")]), true), (.object([:]), true),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(
                render("{% if v %}yes{% else %}no{% endif %}", .object(["v": value])),
                expected ? "yes" : "no",
                "\(value)")
        }
    }

    // MARK: Loops

    func testForLoopsOverLists() {
        XCTAssertEqual(
            render("{% for m in module.methods %}{{ m.name }};{% endfor %}", module),
            "close;submit;retry;")
    }

    func testLoopOverEmptyListRendersNothing() {
        XCTAssertEqual(render("[{% for m in module.empty %}x{% endfor %}]", module), "[]")
    }

    func testLoopVariables() {
        let template =
            "{% for m in module.methods %}{{ loop.index }}:{{ m.name }}"
            + "{% if loop.first %} first{% endif %}{% if loop.last %} last{% else %}, {% endif %}{% endfor %}"
        XCTAssertEqual(render(template, module), "1:close first, 2:submit, 3:retry last")
    }

    func testSingleItemIsFirstAndLast() {
        XCTAssertEqual(
            render(
                "{% for x in xs %}{{ loop.first }} {{ loop.last }}{% endfor %}",
                .object(["xs": .list([.string("a")])])),
            "true true")
    }

    func testNestedLoopsShadowLoopAndNames() {
        let context: TemplateValue = .object([
            "item": .string("outer"),
            "groups": .list([
                .object(["items": .list([.string("a"), .string("b")])]),
                .object(["items": .list([.string("c")])]),
            ]),
        ])
        let template =
            "{% for group in groups %}{% for item in group.items %}"
            + "{{ loop.index }}{{ item }} {% endfor %}| {{ loop.index }} {{ item }} {% endfor %}{{ item }}"
        XCTAssertEqual(render(template, context), "1a 2b | 1 outer 1c | 2 outer outer")
    }

    func testLoopVariableShadowsContextName() {
        XCTAssertEqual(
            render(
                "{% for name in names %}{{ name }}{% endfor %}",
                .object(["name": .string("x"), "names": .list([.string("a"), .string("b")])])), "ab"
        )
    }

    func testLoopOverStringsAndLists() {
        let context: TemplateValue = .object([
            "rows": .list([.list([.string("a"), .string("b")]), .list([.string("c")])])
        ])
        XCTAssertEqual(
            render(
                "{% for row in rows %}{% for cell in row %}{{ cell }}{% endfor %};{% endfor %}",
                context),
            "ab;c;")
    }

    // MARK: Includes

    func testIncludeRendersPartialWithCurrentScope() {
        let partials = ["Partials/Method.tmpl": "func {{ m.name }}() {{ module.name }}"]
        XCTAssertEqual(
            render(
                #"{% for m in module.methods %}<{% include "Partials/Method.tmpl" %}>{% endfor %}"#,
                module, partials: partials),
            "<func close() Login><func submit() Login><func retry() Login>")
    }

    func testNestedIncludes() {
        let partials = ["A.tmpl": #"a({% include "B.tmpl" %})"#, "B.tmpl": "b{{ x }}"]
        XCTAssertEqual(
            render(#"{% include "A.tmpl" %}"#, .object(["x": .string("!")]), partials: partials),
            "a(b!)")
    }

    func testSamePartialIncludedTwiceIsNotACycle() {
        let partials = ["P.tmpl": "p"]
        XCTAssertEqual(
            render(#"{% include "P.tmpl" %}{% include "P.tmpl" %}"#, partials: partials), "pp")
    }

    func testComments() {
        XCTAssertEqual(render("a{# note #}b{# {{ not.rendered }} {% if %} #}c"), "abc")
        XCTAssertEqual(render("a{# spans\nlines #}b"), "ab")
    }

    // MARK: Library

    func testLibraryRendersManyTimes() throws {
        let library = try self.library("{{ name }}\n")
        for index in 0..<100 {
            XCTAssertEqual(
                try library.render("Main.tmpl", context: .object(["name": .string("\(index)")])),
                "\(index)\n")
        }
    }
}

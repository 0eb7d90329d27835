import ViperGenCore
import XCTest

/// The screen keys of a module spec (`ui`, `state`, `events`, `input`, `output`) and the config's
/// `ui`: what is read, and every mistake located with a hint.
final class ScreenSpecValidationTests: XCTestCase {
    private func check(
        _ files: [String: String], _ expected: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertEqual(renderedDiagnostics(files), expected, file: file, line: line)
    }

    func testStateEventsAndUI_areRead() throws {
        let project = try loadedProject([
            "Specs/Login.viper.yml": """
            module: Login
            ui: none
            state:
              email: String = ""
              items: "[String] = [\\"a\\", \\"b\\"]"
              errorMessage: String?
            events:
              didTapLogin:
              emailChanged:
                _ text: String

            """
        ])
        let module = try XCTUnwrap(project.modules.first)
        XCTAssertEqual(module.ui, .none)
        XCTAssertEqual(module.state.map(\.name), ["email", "items", "errorMessage"])
        XCTAssertEqual(module.state.map(\.type), ["String", "[String]", "String?"])
        XCTAssertEqual(module.state.map(\.defaultValue), ["\"\"", "[\"a\", \"b\"]", nil])
        XCTAssertEqual(
            module.events.map(\.declaration),
            ["func didTapLogin()", "func emailChanged(_ text: String)"])
    }

    func testUI_defaultsToTheConfigs_whichDefaultsToUIKit() throws {
        let spec = ["Specs/Login.viper.yml": "module: Login\n"]
        XCTAssertEqual(try loadedProject(spec).modules.first?.ui, .uikit)
        let withConfig = spec.merging(["viper-gen.yml": "ui: none\n"]) { $1 }
        XCTAssertEqual(try loadedProject(withConfig).modules.first?.ui, UIKind.none)
    }

    func testUnknownUIKind_inConfig_isLocatedWithASuggestion() {
        check(
            ["viper-gen.yml": "ui: nope\n"],
            """
            viper-gen.yml:1:5: error: 'nope' is not a valid ui
               1 | ui: nope
                 |     ^~~~
            hint: did you mean 'none'? Expected one of: uikit, swiftui, none

            """)
    }

    func testStateFieldMistakes_areEachLocated() {
        check(
            [
                "Specs/Login.viper.yml": """
                module: Login
                state:
                  title: = "x"
                  count: Int
                  items: "[String] = [\\"a\\""
                  ok: Bool = true

                """
            ],
            """
            Specs/Login.viper.yml:3:10: error: state field 'title' has no type
               3 |   title: = "x"
                 |          ^~~~~
            hint: write 'title: Type', or 'title: Type = default'
            Specs/Login.viper.yml:4:3: error: state field 'count' has no default value
               4 |   count: Int
                 |   ^~~~~
            hint: the presenter starts from an empty state: write 'count: Int = <value>', or make it optional ('Int?')
            Specs/Login.viper.yml:5:10: error: the default value of state field 'items' is not a Swift expression: ']' is missing
               5 |   items: "[String] = [\\"a\\""
                 |          ^~~~~~~~~~~~~~~~~~~
            hint: write one expression after '=', e.g. 'count: Int = 0' or 'title: String = ""' (quote the whole value)

            """)
    }

    func testAStateFieldAsAMapping_readsItsTypeDefaultAndPreviewValue() throws {
        let project = try loadedProject([
            "Specs/Login.viper.yml": """
            module: Login
            state:
              email:
                type: String = ""
                preview: '"ada@example.com"'
              attempts:
                type: Int = 0
              banner:
                type: String?
                preview: nil
              isBusy: Bool = false

            """
        ])
        let state = try XCTUnwrap(project.modules.first).state
        XCTAssertEqual(state.map(\.name), ["email", "attempts", "banner", "isBusy"])
        XCTAssertEqual(state.map(\.type), ["String", "Int", "String?", "Bool"])
        XCTAssertEqual(state.map(\.defaultValue), ["\"\"", "0", nil, "false"])
        XCTAssertEqual(state.map(\.previewValue), ["\"ada@example.com\"", nil, "nil", nil])
    }

    /// A preview value lands in generated Swift, so it is checked as a default
    /// is: one expression, nothing that could end it and start a declaration.
    func testStateFieldPreviewMistakes_areEachLocated() {
        check(
            [
                "Specs/Login.viper.yml": """
                module: Login
                state:
                  email:
                    type: String = ""
                    preview: '"a") }; func evil() { ("'
                  count:
                    preview: 3
                  name:
                    type: String = ""
                    sample: '"x"'
                  tag:
                    type: String = ""
                    preview:

                """
            ],
            """
            Specs/Login.viper.yml:5:14: error: the preview value of state field 'email' is not a Swift expression: ')' closes nothing
               5 |     preview: '"a") }; func evil() { ("'
                 |              ^~~~~~~~~~~~~~~~~~~~~~~~~~
            hint: write one Swift expression of the field's type: preview: 3, or preview: '"Ada"' for a string
            Specs/Login.viper.yml:7:5: error: state field 'count' has no 'type'
               7 |     preview: 3
                 |     ^
            hint: add 'type: ...'
            Specs/Login.viper.yml:10:5: error: unknown key 'sample' in state field 'name'
              10 |     sample: '"x"'
                 |     ^~~~~~
            hint: Known keys: preview, type
            Specs/Login.viper.yml:13:13: error: 'preview' is empty
              13 |     preview:
                 |             ^
            hint: write a value after 'preview:'

            """)
    }

    func testEventsThatClashWithATraitMethodOrAViewMessage_andAViewMessageNamedRender_areRefused() {
        check(
            [
                "Specs/Login.viper.yml": """
                module: Login
                traits: [close]
                state:
                  ok: Bool = true
                events:
                  close:
                  showName:
                view:
                  showName:
                  render:
                    _ state: LoginState

                """
            ],
            """
            Specs/Login.viper.yml:6:3: error: event 'close()' has the name of a method of trait 'close'
               6 |   close:
                 |   ^~~~~
            hint: give the event another name, e.g. 'didTap...' or '...Changed'
            Specs/Login.viper.yml:7:3: error: event 'showName()' has the name of a view message
               7 |   showName:
                 |   ^~~~~~~~
            hint: give the event another name, e.g. 'didTap...' or '...Changed'
            Specs/Login.viper.yml:10:3: error: view message 'render(_:)' is the method the view is told of the state with
              10 |   render:
                 |   ^~~~~~
            hint: give the message another name, or leave it out: the state already reaches the view

            """)
    }

    func testModuleInputs_clashingWithAnEventOrAnOutput_areRefusedWithBothLines() {
        check(
            [
                "Specs/Login.viper.yml": """
                module: Login
                traits: [close]
                events:
                  start:
                input:
                  start:
                  reset:
                output:
                  reset:

                """
            ],
            """
            Specs/Login.viper.yml:6:3: error: module input 'start()' has the name of an event
               6 |   start:
                 |   ^~~~~
            hint: give the module input another name, e.g. 'configure(with:)'
            Specs/Login.viper.yml:7:3: error: module input 'reset()' is also a module output
               7 |   reset:
                 |   ^~~~~
            Specs/Login.viper.yml:9:3: note: the output is declared here
               9 |   reset:
                 |   ^~~~~
            hint: an input is what the caller tells the module, an output what the module tells the caller: rename one of them

            """)
    }

    func testModuleInputAndOutput_areRead() throws {
        let project = try loadedProject([
            "Specs/Login.viper.yml": """
            module: Login
            input:
              prefill:
                email: String
            output:
              didLogIn:
                _ userID: String

            """
        ])
        let module = try XCTUnwrap(project.modules.first)
        XCTAssertEqual(module.moduleInputs.map(\.declaration), ["func prefill(email: String)"])
        XCTAssertEqual(module.moduleOutputs.map(\.declaration), ["func didLogIn(_ userID: String)"])
    }

    func testSwiftUIModule_withAViewMessage_isRefusedAtTheMessage() {
        check(
            [
                "Specs/Login.viper.yml": """
                module: Login
                ui: swiftui
                view:
                  showError:
                    _ message: String

                """
            ],
            """
            Specs/Login.viper.yml:4:3: error: 'ui: swiftui' takes no view messages: a SwiftUI screen shows the state, \
            so 'showError(_:)' has nothing to call
               4 |   showError:
                 |   ^~~~~~~~~
            hint: put what it shows in 'state' (e.g. 'errorMessage: String?'), or use 'ui: uikit'

            """)
    }

    func testDefaultValueSyntax_findsUnbalancedBracketsAndOpenStrings() {
        XCTAssertNil(DefaultValueSyntax.problem(with: #"["a]", "(b"]"#))
        XCTAssertNil(DefaultValueSyntax.problem(with: #"Item(name: "x\"y", tags: [])"#))
        XCTAssertEqual(DefaultValueSyntax.problem(with: ""), "nothing follows '='")
        XCTAssertEqual(DefaultValueSyntax.problem(with: "[1, 2)"), "')' closes nothing")
        XCTAssertEqual(DefaultValueSyntax.problem(with: #""abc"#), "a string literal is not closed")
        XCTAssertEqual(DefaultValueSyntax.problem(with: "f(g(1)"), "')' is missing")
    }

    /// Found by an adversarial run: a comment or a `;` let a default carry
    /// code past the end of its expression into the generated state struct.
    func testDefaultValueSyntax_refusesCommentsAndSemicolons_outsideStringLiterals() {
        XCTAssertEqual(DefaultValueSyntax.problem(with: "1 /*"), "it contains a comment")
        XCTAssertEqual(DefaultValueSyntax.problem(with: "1 // x"), "it contains a comment")
        XCTAssertEqual(
            DefaultValueSyntax.problem(with: "2 + 0; static func pwn() {}"),
            "';' outside a closure ends the expression: a default is one expression")
        XCTAssertNil(DefaultValueSyntax.problem(with: #""a // b; /* c""#))
        XCTAssertNil(DefaultValueSyntax.problem(with: "{ a; b }()"))
        XCTAssertNil(DefaultValueSyntax.problem(with: "10 / 2"))
    }
}

/// Issue 35, item 11: the default value's reader follows every literal form
/// it accepts exactly as Swift does, and refuses the ones it does not follow,
/// so nothing can end the expression behind its back.
final class DefaultValueLiteralTests: XCTestCase {
    func testLiteralsItFollows_areAccepted() {
        for value in [
            #""a\("b" + "c")d""#, #""\(items.map { "\($0)" }.joined())""#, #""x\\""#, #""a\"b""#,
            "10 / 2",
            "f(x) / 3", #"["a": 1]"#, "{ a; b }()", "{ func f() -> Int { 1 }; return f() }()",
            "a == b", "x <= 2",
            "flag ? 1 : 2", ".none", "-1", "!ready", "`default`", "\"café\"", "0...5",
            "(0..<n).map { $0 }", "t.0", "a?.b ?? 1",
            "0x1F", "0x1.8p3", "1_000.5e3", "1e-3", "0o17", "0b1010", "a != b", "x! + 1", "-1 * -2",
            "[1, 2].count", "\"#x / 2 \\(1)\"", #""\u{1F600}""#, "[1, 2]", "\"\"", "\"a\\(b))\"",
            "x ?? y", "a ?? b ?? 0", "flag ? a ?? 1 : 2", "{ x in x ?? 0 }(nil)",
            "{ if c { return 1 }; return 2 }()",
            "x as? Int ?? 0", "try? f() ?? 1", "(try? f()) ?? 1", "x as! Int", "x is Int ? 1 : 2",
            "0x1p+4", "1.5E+10",
            "{ for x in xs { print(x) }; return 1 }()", #""\0\t\n\r\"\'\\""#,
            "{ switch x { default: 1 } }()", "x as? (Int, Int)", "(x as? [Int])?.count",
            "x as? Int == nil", "0x1p3", "Mode.default", "x.try",
        ] {
            XCTAssertNil(DefaultValueSyntax.problem(with: value), value)
        }
    }

    func testFormsItDoesNotFollow_areRefused() {
        let cases: [(String, String)] = [
            (
                #"String(describing: #/"/#)) { self.name = name; exit(42) }; init(name: String, z: String = String(describing: #/"/#)"#,
                "'#' starts a raw string, a regex literal or a macro, which a default here may not use"
            ),
            (
                ##"#"\"#"##,
                "'#' starts a raw string, a regex literal or a macro, which a default here may not use"
            ),
            (
                #"String(describing: /"/)"#,
                "a '/' not followed by a space could start a regex literal: write '/' between spaces"
            ),
            (
                "x /y",
                "a '/' not followed by a space could start a regex literal: write '/' between spaces"
            ),
            (#""""abc""""#, #"a multi-line string literal ("""): write a one-line string"#),
            ("\"\u{301}; exit(1)", "a string literal is not closed"),
            ("\"a\\(b", "an interpolation '\\(' is not closed"),
            (
                "\"a\\(b\"",
                "two expressions side by side, which Swift reads as two: join them with an operator"
            ),
            (
                "f() x",
                "two expressions side by side, which Swift reads as two: join them with an operator"
            ),
            (
                "exit(42)x",
                "two expressions side by side, which Swift reads as two: join them with an operator"
            ),
            (
                "1 2",
                "two expressions side by side, which Swift reads as two: join them with an operator"
            ),
            (
                "\"a\" \"b\"",
                "two expressions side by side, which Swift reads as two: join them with an operator"
            ),
            ("a: 1", "':' outside brackets is not part of an expression"),
            ("x*/ x", "'*/' outside a string ends a comment that never began"),
            ("1.(1)", "a '.' must be followed by a member's name"),
            (
                "exit(42)* x.y",
                "two expressions side by side, which Swift reads as two: join them with an operator"
            ),
            (
                "a -b",
                "two expressions side by side, which Swift reads as two: join them with an operator"
            ),
            (
                "1?.. x",
                "two expressions side by side, which Swift reads as two: join them with an operator"
            ),
            (
                "f()+? x",
                "two expressions side by side, which Swift reads as two: join them with an operator"
            ),
            ("1.1x", "'1.1x' is not a Swift number"),
            ("0b102", "'0b102' is not a Swift number"),
            ("f(1))", "')' closes nothing"),
            ("1\u{2028}", "it spans more than one line"),
            ("\"a\\\n\"", "it spans more than one line"),
            // Found by Swift's parser in DefaultValueParseTests: each made the struct gain or lose a member.
            (
                "[exit(42)func f() {}; ]",
                "'func' outside a closure starts a declaration: a default is one expression"
            ),
            (
                "0 static var z = 0",
                "'static' outside a closure starts a declaration: a default is one expression"
            ),
            (
                "1, evil: Int = 2",
                "',' outside brackets would declare another field: a default is one expression"
            ),
            (
                "0 = 1",
                "'=' outside brackets would declare another field: a default is one expression"
            ),
            ("x.", "a '.' must be followed by a member's name"),
            ("1 +", "it ends with '+', which would join it to the next line"),
            ("  ", "nothing follows '='"),
            // Found by an adversarial pass: Swift lexes '??' as one operator, and 'some' starts no expression.
            ("x ?? y : z", "':' outside brackets is not part of an expression"),
            (
                "x ?? some c",
                "two expressions side by side, which Swift reads as two: join them with an operator"
            ),
            ("flag ? 1", "a '?' waits for its ':' (write 'condition ? a : b')"),
            // Found by Swift's parser in DefaultValueParseTests: 'if 1' made the struct lose its init.
            (
                "1!x.y",
                "two expressions side by side, which Swift reads as two: join them with an operator"
            ),
            (
                "exit(42)??x",
                "two expressions side by side, which Swift reads as two: join them with an operator"
            ),
            ("if 1", "'if' outside a closure starts a statement: a default is one expression"),
            // Found by the second adversarial pass: each made Swift's parser read another init parameter,
            // or did not parse at all.
            (
                "x as? Int else c: Int",
                "'else' outside a closure joins nothing: a default is one expression"
            ),
            (
                "try? x else c: Int",
                "'else' outside a closure joins nothing: a default is one expression"
            ),
            ("x as? Int ? 1 : 2 : 3", "':' outside brackets is not part of an expression"),
            ("a catch b", "'catch' outside a closure joins nothing: a default is one expression"),
            ("x in c", "'in' outside a closure joins nothing: a default is one expression"),
            ("else", "'else' cannot start an expression"),
            ("default", "'default' cannot start an expression"),
            ("try", "it ends before its last operand: a default is one whole expression"),
            ("x is", "it ends before its last operand: a default is one whole expression"),
            ("1e", "'1e' is not a Swift number"),
            ("1.0e", "'1.0e' is not a Swift number"),
            ("1e_5", "'1e_5' is not a Swift number"),
            ("0x1.8", "'0x1.8' is not a Swift number"),
            ("e??as? exit(42)", "after 'as' or 'is' comes a type, which '(' cannot follow here"),
            ("x is Int[0]", "after 'as' or 'is' comes a type, which '[' cannot follow here"),
            (
                "x.try? e",
                "two expressions side by side, which Swift reads as two: join them with an operator"
            ),
            ("$0", "'$0' outside a closure names no closure argument"),
            (#""\q""#, #"'\q' is not an escape Swift knows (\n, \t, \", \\, \u{...}, ...)"#),
            (#""\u{}""#, "'\\u{' takes one to eight hexadecimal digits, then '}'"),
            (#""\u{123456789}""#, "'\\u{' takes one to eight hexadecimal digits, then '}'"),
            (
                "x ?? switch y {}",
                "'switch' outside a closure starts a statement: a default is one expression"
            ),
            (" / 2", "it starts with '/', which cannot start an expression"),
            ("a\\b", "'\\' outside a string (a key path) is not read in a default"),
            ("`\\(`", "a '`' must close a name (letters, digits, '_')"),
            ("\u{301}1", "'\u{301}' (U+0301) outside a string: a default's code is ASCII"),
            (
                "x\u{2E2F}func f() {}",
                "'\u{2E2F}' (U+2E2F) outside a string: a default's code is ASCII"
            ),
            ("\u{05C5}a", "'\u{05C5}' (U+05C5) outside a string: a default's code is ASCII"),
            ("café", "'é' (U+00E9) outside a string: a default's code is ASCII"),
            (
                "@MainActor func f() {}",
                "'@' outside a closure starts an attribute: a default is one expression"
            ),
            (
                "'",
                "a single quote is not Swift (it would run to the end of the line): quote strings with '\"'"
            ),
        ]
        for (value, problem) in cases {
            XCTAssertEqual(DefaultValueSyntax.problem(with: value), problem, value)
        }
    }
}

import XCTest

@testable import ViperGenCore

/// What the spec language rejects, and how the error reads: one test per
/// construct, each asserting the whole rendered diagnostic. `1️⃣` in an input
/// marks where the (first) diagnostic must point; it is removed before parsing.
final class SpecParserRejectionTests: XCTestCase {
    // MARK: - YAML features left out

    func testAnchor_isNotSupported() {
        assertRejects(
            "module: Login\nbase: 1️⃣&base\n  x: 1\n",
            rendering: """
                Specs/Login.viper.yml:2:7: error: anchors ('&name') are not supported in spec files
                   2 | base: &base
                     |       ^~~~~
                hint: write the value out in full; quote it if it starts with '&'

                """)
    }

    func testAlias_isNotSupported() {
        assertRejects(
            "module: Login\nother: 1️⃣*base\n",
            rendering: """
                Specs/Login.viper.yml:2:8: error: aliases ('*name') are not supported in spec files
                   2 | other: *base
                     |        ^~~~~
                hint: write the value out in full; quote it if it starts with '*'

                """)
    }

    func testTag_isNotSupported() {
        assertRejects(
            "module: 1️⃣!str Login\n",
            rendering: """
                Specs/Login.viper.yml:1:9: error: tags ('!tag') are not supported in spec files: every value is a string
                   1 | module: !str Login
                     |         ^~~~
                hint: remove the tag; quote the value if it starts with '!'

                """)
    }

    func testDirective_isNotSupported() {
        assertRejects(
            "1️⃣%YAML 1.2\n---\nmodule: Login\n",
            rendering: """
                Specs/Login.viper.yml:1:1: error: directives ('%YAML', '%TAG') are not supported in spec files
                   1 | %YAML 1.2
                     | ^~~~~
                hint: remove the directive line

                """)
    }

    func testSeveralDocuments_areNotSupported() {
        assertRejects(
            "module: Login\n1️⃣---\nmodule: Profile\n",
            rendering: """
                Specs/Login.viper.yml:2:1: error: several documents in one file are not supported
                   2 | ---
                     | ^~~
                hint: a spec file holds one document: put each module in its own file

                """)
    }

    func testContentAfterDocumentEnd_isAnotherDocument() {
        assertRejects(
            "module: Login\n...\n1️⃣module: Profile\n",
            rendering: """
                Specs/Login.viper.yml:3:1: error: several documents in one file are not supported
                   3 | module: Profile
                     | ^~~~~~
                hint: a spec file holds one document: put each module in its own file

                """)
    }

    func testContentOnDocumentStartLine_isNotSupported() {
        assertRejects(
            "--- 1️⃣module: Login\n",
            rendering: """
                Specs/Login.viper.yml:1:5: error: content on the '---' line is not supported
                   1 | --- module: Login
                     |     ^~~~~~
                hint: start the content on the line after '---'

                """)
    }

    func testComplexKey_isNotSupported() {
        assertRejects(
            "1️⃣? module\n: Login\n",
            rendering: """
                Specs/Login.viper.yml:1:1: error: complex keys ('? key', or a collection used as a key) are not supported
                   1 | ? module
                     | ^
                hint: write a plain or quoted key followed by ': ', as in 'name: value'

                """)
    }

    func testFlowSequenceAsKey_isAComplexKey() {
        assertRejects(
            "[a, b]1️⃣: c\n",
            rendering: """
                Specs/Login.viper.yml:1:7: error: complex keys ('? key', or a collection used as a key) are not supported
                   1 | [a, b]: c
                     |       ^
                hint: write a plain or quoted key followed by ': ', as in 'name: value'

                """)
    }

    func testEmptyKey_isNotSupported() {
        assertRejects(
            "module: Login\n1️⃣: orphan\n",
            rendering: """
                Specs/Login.viper.yml:2:1: error: empty keys are not supported
                   2 | : orphan
                     | ^
                hint: write a key name before ':', as in 'name: value'

                """)
    }

    func testFlowMapping_isNotSupported() {
        assertRejects(
            "module: Login\nroutes: 1️⃣{ profile: push }\n",
            rendering: """
                Specs/Login.viper.yml:2:9: error: flow mappings ('{ key: value }') are not supported
                   2 | routes: { profile: push }
                     |         ^
                hint: write one 'key: value' per line, indented under the parent key; quote the value if it starts with '{'

                """)
    }

    func testNestedFlowSequence_isNotSupported() {
        assertRejects(
            "traits: [close, 1️⃣[request, share]]\n",
            rendering: """
                Specs/Login.viper.yml:1:17: error: nested flow collections are not supported: a flow sequence holds only scalars
                   1 | traits: [close, [request, share]]
                     |                 ^
                hint: write nested lists as indented '- item' lines

                """)
    }

    func testMultiLineFlowSequence_isNotSupported() {
        assertRejects(
            "traits: 1️⃣[close,\n  request]\n",
            rendering: """
                Specs/Login.viper.yml:1:9: error: flow sequences over several lines are not supported
                   1 | traits: [close,
                     |         ^
                hint: close the ']' on the line where '[' opens, or write one '- item' per line

                """)
    }

    func testPairInFlowSequence_isNotSupported() {
        assertRejects(
            "traits: [close, request1️⃣: x]\n",
            rendering: """
                Specs/Login.viper.yml:1:24: error: 'key: value' pairs inside a flow sequence are not supported
                   1 | traits: [close, request: x]
                     |                        ^
                hint: write the items as '- key: value' lines, or quote the item if ':' is part of it

                """)
    }

    func testMissingFlowItem_isAnError() {
        assertRejects(
            "traits: [close,1️⃣, request]\n",
            rendering: """
                Specs/Login.viper.yml:1:16: error: missing item before ','
                   1 | traits: [close,, request]
                     |                ^
                hint: remove the extra ',' or write an item before it ("" for an empty string)

                """)
    }

    // MARK: - Keys

    func testDuplicateKey_isReportedAtTheSecondWithANoteAtTheFirst() {
        assertRejects(
            "module: Login\nstyle: mvp\n1️⃣module: Profile\n",
            rendering: """
                Specs/Login.viper.yml:3:1: error: duplicate key 'module'
                   3 | module: Profile
                     | ^~~~~~
                Specs/Login.viper.yml:1:1: note: 'module' is first defined here
                   1 | module: Login
                     | ^~~~~~
                hint: keys in a mapping must be unique: remove or rename one of them

                """)
    }

    func testDuplicateKey_inALargeMapping() {
        let keys = (0..<40).map { "key\($0): \($0)\n" }.joined()
        assertRejects(
            keys + "1️⃣key7: again\n",
            rendering: """
                Specs/Login.viper.yml:41:1: error: duplicate key 'key7'
                  41 | key7: again
                     | ^~~~
                Specs/Login.viper.yml:8:1: note: 'key7' is first defined here
                   8 | key7: 7
                     | ^~~~
                hint: keys in a mapping must be unique: remove or rename one of them

                """)
    }

    func testMissingSpaceAfterColon_inKeyPosition() {
        assertRejects(
            "name1️⃣:Login\n",
            rendering: """
                Specs/Login.viper.yml:1:5: error: missing space after ':' in 'name:Login'
                   1 | name:Login
                     |     ^
                hint: write `name: Login`

                """)
    }

    func testMissingSpaceAfterColon_inASequenceItem() {
        assertRejects(
            "traits:\n  - close\n  - request1️⃣:LoginService\n",
            rendering: """
                Specs/Login.viper.yml:3:12: error: missing space after ':' in 'request:LoginService'
                   3 |   - request:LoginService
                     |            ^
                hint: write `request: LoginService`

                """)
    }

    func testMissingColon_afterAKey() {
        assertRejects(
            "module: Login\n1️⃣style\n",
            rendering: """
                Specs/Login.viper.yml:2:1: error: expected ':' after 'style'
                   2 | style
                     | ^~~~~
                hint: write 'style: value' for a key, or indent the line more to continue the value above

                """)
    }

    func testMultiLineKey_isAnError() {
        assertRejects(
            "1️⃣\"mod\n ule\": Login\n",
            rendering: """
                Specs/Login.viper.yml:1:1: error: a key must be on one line
                   1 | "mod
                     | ^~~~
                hint: write the key on one line; use "\\n" inside double quotes for a line break

                """)
    }

    // MARK: - Indentation

    func testTabInIndentation_isNotSupported() {
        assertRejects(
            "traits:\n1️⃣\t- close\n",
            rendering: """
                Specs/Login.viper.yml:2:1: error: tab characters in indentation are not supported
                   2 |  - close
                     | ^
                hint: indent with spaces only

                """)
    }

    func testTabAfterSpacesInIndentation_isNotSupported() {
        assertRejects(
            "routes:\n  profile: push\n  1️⃣\tsettings: present\n",
            rendering: """
                Specs/Login.viper.yml:3:3: error: tab characters in indentation are not supported
                   3 |    settings: present
                     |   ^
                hint: indent with spaces only

                """)
    }

    func testTabBeforeNestedCollection_isNotSupported() {
        assertRejects(
            "-1️⃣\t- close\n",
            rendering: """
                Specs/Login.viper.yml:1:2: error: tab characters in indentation are not supported
                   1 | - - close
                     |  ^
                hint: indent with spaces only

                """)
    }

    func testTabBeforeAKeyOnTheLineBelow_isNotSupported() {
        assertRejects(
            "routes:\n 1️⃣\tprofile: push\n",
            rendering: """
                Specs/Login.viper.yml:2:2: error: tab characters in indentation are not supported
                   2 |   profile: push
                     |  ^
                hint: indent with spaces only

                """)
    }

    func testInconsistentIndentation_betweenTwoLevels() {
        assertRejects(
            "routes:\n    profile: push\n  1️⃣settings: present\n",
            rendering: """
                Specs/Login.viper.yml:3:3: error: inconsistent indentation: this line is indented by 2 spaces, but the keys around it are indented by 0 or 4
                   3 |   settings: present
                     |   ^~~~~~~~
                hint: line it up with the keys at 0 or 4 spaces; to nest it, end the line above with 'key:' and indent this one under it

                """)
    }

    func testInconsistentIndentation_afterAQuotedValue() {
        assertRejects(
            "routes:\n  profile: \"push\"\n   1️⃣settings: present\n",
            rendering: """
                Specs/Login.viper.yml:3:4: error: inconsistent indentation: this line is indented by 3 spaces, but the keys around it are indented by 2
                   3 |    settings: present
                     |    ^~~~~~~~
                hint: line it up with the keys at 2 spaces; to nest it, end the line above with 'key:' and indent this one under it

                """)
    }

    func testMisindentedSequenceItem_isNotFoldedIntoTheItemAbove() {
        assertRejects(
            "traits:\n  - close\n   1️⃣- request\n",
            rendering: """
                Specs/Login.viper.yml:3:4: error: a '- ' line continuing a multi-line value is not supported
                   3 |    - request
                     |    ^
                hint: indent '- request' like the '- ' items above to make it an item; to continue the text, quote the value

                """)
    }

    func testMoreIndentedKey_continuesThePlainValueAbove() {
        assertRejects(
            "routes:\n  profile: push\n   1️⃣settings: present\n",
            rendering: """
                Specs/Login.viper.yml:3:4: error: unexpected key 'settings' in the continuation of a multi-line value
                   3 |    settings: present
                     |    ^~~~~~~~~
                hint: a line indented more than the key above continues that key's value: indent 'settings:' like the keys next to it, or quote the value if ': ' is part of its text

                """)
    }

    func testSequenceItemAfterKeys_atTheSameIndentation() {
        assertRejects(
            "module: Login\n1️⃣- close\n",
            rendering: """
                Specs/Login.viper.yml:2:1: error: a '- ' item cannot follow the keys of a mapping at the same indentation
                   2 | - close
                     | ^
                hint: put the items under a key ('key:' on the line before them), or indent them under the previous key

                """)
    }

    func testKeyAfterSequenceItems_atTheSameIndentation() {
        assertRejects(
            "- close\n1️⃣module: Login\n",
            rendering: """
                Specs/Login.viper.yml:2:1: error: expected a '- ' item at this indentation, found 'module'
                   2 | module: Login
                     | ^~~~~~
                hint: start the line with '- ', or indent it under the previous item: a sequence and a mapping cannot share one indentation

                """)
    }

    func testMappingOnTheKeyLine_isAnError() {
        assertRejects(
            "route: 1️⃣profile: push\n",
            rendering: """
                Specs/Login.viper.yml:1:8: error: a mapping cannot start on the same line as its key ('profile:')
                   1 | route: profile: push
                     |        ^~~~~~~~
                hint: move 'profile: ...' to its own line, indented under its parent key, or quote the value if ': ' is part of it

                """)
    }

    func testSequenceOnTheKeyLine_isAnError() {
        assertRejects(
            "traits: 1️⃣- close\n",
            rendering: """
                Specs/Login.viper.yml:1:9: error: a sequence cannot start on the same line as its key
                   1 | traits: - close
                     |         ^
                hint: end the key's line after ':' and write each '- item' on its own line below it

                """)
    }

    func testValueContinuingAfterAComment_isAnError() {
        assertRejects(
            "summary: first # note\n  1️⃣second\n",
            rendering: """
                Specs/Login.viper.yml:2:3: error: a value cannot continue after a comment
                   2 |   second
                     |   ^~~~~~
                hint: move the comment after the value's last line, or indent this line like a key

                """)
    }

    // MARK: - Scalars

    func testUnterminatedDoubleQuote_pointsAtTheOpeningQuote() {
        assertRejects(
            "module: 1️⃣\"Login\nstyle: mvp\n",
            rendering: """
                Specs/Login.viper.yml:1:9: error: unterminated double-quoted string
                   1 | module: "Login
                     |         ^
                Specs/Login.viper.yml:2:1: note: this line is not indented enough to continue the string
                   2 | style: mvp
                     | ^
                hint: add the closing '"'; a string that continues on the next lines must indent them more than its key

                """)
    }

    func testUnterminatedSingleQuote_atTheEndOfTheFile() {
        assertRejects(
            "module: 1️⃣'Login\n",
            rendering: """
                Specs/Login.viper.yml:1:9: error: unterminated single-quoted string
                   1 | module: 'Login
                     |         ^
                hint: add the closing "'"; a string that continues on the next lines must indent them more than its key

                """)
    }

    func testInvalidEscapes_areAllReportedAndParsingContinues() {
        assertRejects(
            "a: \"bad 1️⃣\\q escape\"\nb: \"\\x4G\"\nc: \"\\uD800\"\na: again\n",
            rendering: #"""
                Specs/Login.viper.yml:1:9: error: invalid escape sequence '\q' in a double-quoted string
                   1 | a: "bad \q escape"
                     |         ^~
                hint: write '\\' for a backslash, or use single quotes, where '\' has no special meaning; escapes are \0 \a \b \t \n \v \f \r \e \" \/ \\ \N \_ \L \P \xXX \uXXXX \UXXXXXXXX and '\' + space
                Specs/Login.viper.yml:2:5: error: invalid escape sequence '\x4': expected 2 hexadecimal digits
                   2 | b: "\x4G"
                     |     ^~~
                hint: write exactly 2 digits 0-9 or A-F after '\x'
                Specs/Login.viper.yml:3:5: error: escape sequence '\uD800' is not a Unicode character
                   3 | c: "\uD800"
                     |     ^~~~~~
                hint: use a code point up to 10FFFF outside the surrogate range D800-DFFF
                Specs/Login.viper.yml:4:1: error: duplicate key 'a'
                   4 | a: again
                     | ^
                Specs/Login.viper.yml:1:1: note: 'a' is first defined here
                   1 | a: "bad \q escape"
                     | ^
                hint: keys in a mapping must be unique: remove or rename one of them

                """#)
    }

    func testTextAfterClosingQuote_isAnError() {
        assertRejects(
            "module: \"Login\" 1️⃣screen\n",
            rendering: """
                Specs/Login.viper.yml:1:17: error: unexpected text 'screen' after the closing quote
                   1 | module: "Login" screen
                     |                 ^~~~~~
                hint: only a comment ('# ...') may follow on the line; quote the whole value if the text belongs to it

                """)
    }

    func testDocumentMarkerInsideQuotedScalar_isAnError() {
        assertRejects(
            "\"Login\n1️⃣---\n\"\n",
            rendering: """
                Specs/Login.viper.yml:2:1: error: document marker '---' inside a quoted string
                   2 | ---
                     | ^~~
                hint: indent the line, or close the string before it

                """)
    }

    func testReservedIndicator_mustBeQuoted() {
        assertRejects(
            "owner: 1️⃣@ios-team\n",
            rendering: """
                Specs/Login.viper.yml:1:8: error: a value cannot start with '@'
                   1 | owner: @ios-team
                     |        ^
                hint: quote the value: "@ios-team"

                """)
    }

    func testTextAfterBlockScalarIndicator_isAnError() {
        assertRejects(
            "notes: | 1️⃣first line\n  second\n",
            rendering: """
                Specs/Login.viper.yml:1:10: error: unexpected text after the block scalar indicator '|'
                   1 | notes: | first line
                     |          ^~~~~
                hint: start the text on the next line, indented more than its key

                """)
    }

    func testInvalidIndentationIndicator_isAnError() {
        assertRejects(
            "notes: |1️⃣0\n  text\n",
            rendering: """
                Specs/Login.viper.yml:1:9: error: invalid indentation indicator: expected one digit from 1 to 9
                   1 | notes: |0
                     |         ^
                hint: write '|2' for text indented by two spaces more than its key, or leave the digit out

                """)
    }

    func testBlockScalarLeadingEmptyLine_moreIndentedThanItsText() {
        assertRejects(
            "notes: |\n1️⃣    \n  text\n",
            rendering: """
                Specs/Login.viper.yml:2:1: error: a leading empty line of the block scalar has 4 spaces, more than its first line of text (2)
                   2 |     
                     | ^~~~
                hint: remove the trailing spaces from the empty line, or add an indentation indicator such as '|2'

                """)
    }

    // MARK: - Limits

    func testDeepNesting_isRejectedBeforeItCanExhaustTheStack() {
        let depth = 100_000
        let text = String(repeating: "- ", count: depth) + "x\n"
        let result = SpecTestSupport.parse(text)
        XCTAssertNil(result.document)
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            ["collections nested more than 100 levels deep are not supported"])
        XCTAssertEqual(result.diagnostics.first?.location?.column, 201)
    }

    func testNestingUpToTheLimit_isAccepted() {
        let text = (0..<100).map { String(repeating: " ", count: $0) + "k\($0):\n" }.joined()
        XCTAssertNotNil(SpecTestSupport.parse(text).document)
    }

    func testRecoverableErrors_stopAtTheLimit() {
        let text = "a: \"" + String(repeating: "\\q", count: 10_000) + "\"\n"
        let result = SpecTestSupport.parse(text)
        XCTAssertNil(result.document)
        XCTAssertEqual(result.diagnostics.count, 51)
        XCTAssertEqual(
            result.diagnostics.last?.message, "too many errors (50): stopped reading the file here")
    }

    func testLongTextInMessages_isShortened() {
        let key = String(repeating: "k", count: 500)
        let result = SpecTestSupport.parse("a: 1\n\(key)\n")
        XCTAssertEqual(
            result.diagnostics.first?.message,
            "expected ':' after '\(String(repeating: "k", count: 57))...'")
    }

    // MARK: - Encoding

    func testInvalidUTF8_isReportedAtTheByte() {
        let bytes = Array("module: Lo".utf8) + [0xFF] + Array("gin\n".utf8)
        assertRejects(
            bytes: bytes, line: 1, column: 11,
            rendering: """
                Specs/Login.viper.yml:1:11: error: invalid UTF-8 byte 0xFF
                   1 | module: Lo\u{FFFD}gin
                     |           ^
                hint: save the file as UTF-8

                """)
    }

    func testNUL_isNotSupported() {
        assertRejects(
            "module: Lo1️⃣\u{0}gin\n",
            rendering: """
                Specs/Login.viper.yml:1:11: error: control character U+0000 is not supported in spec files
                   1 | module: Lo\u{2400}gin
                     |           ^
                hint: remove it; to put a control character in a value, write an escape such as "\\t" inside double quotes

                """)
    }

    /// The excerpt shows each control character as a visible symbol (issue 13,
    /// item 11): an escape or a C1 control such as U+0085 never reaches the terminal raw.
    func testControlCharacters_areReportedOncePerLine() {
        assertRejects(
            "module: Lo1️⃣\u{7}gin\u{7}\nstyle: \u{1B}\u{85}\naccess: \u{9B}31m\n",
            rendering: """
                Specs/Login.viper.yml:1:11: error: control character U+0007 is not supported in spec files
                   1 | module: Lo\u{2407}gin\u{2407}
                     |           ^
                hint: remove it; to put a control character in a value, write an escape such as "\\t" inside double quotes
                Specs/Login.viper.yml:2:8: error: control character U+001B is not supported in spec files
                   2 | style: \u{241B}\u{FFFD}
                     |        ^
                hint: remove it; to put a control character in a value, write an escape such as "\\t" inside double quotes
                Specs/Login.viper.yml:3:9: error: control character U+009B is not supported in spec files
                   3 | access: \u{FFFD}31m
                     |         ^
                hint: remove it; to put a control character in a value, write an escape such as "\\t" inside double quotes

                """)
    }

    func testCarriageReturnWithoutLineFeed_isNotSupported() {
        assertRejects(
            "module: Login1️⃣\rstyle: mvp\n",
            rendering: """
                Specs/Login.viper.yml:1:14: error: carriage return without a line feed is not supported
                   1 | module: Login\u{240D}style: mvp
                     |              ^
                hint: end lines with LF or CRLF

                """)
    }

    func testByteOrderMarkInsideTheFile_isNotSupported() {
        assertRejects(
            "module: 1️⃣\u{FEFF}Login\n",
            rendering: """
                Specs/Login.viper.yml:1:9: error: byte order mark (U+FEFF) inside the file is not supported
                   1 | module: \u{FEFF}Login
                     |         ^
                hint: remove it; a byte order mark may only be the file's first character

                """)
    }

    // MARK: - Positions

    func testMultiByteCharactersBeforeAnError_countAsOneColumnEach() {
        assertRejects(
            "名前: ログイン\nnäme: 1️⃣&x\n",
            rendering: """
                Specs/Login.viper.yml:2:7: error: anchors ('&name') are not supported in spec files
                   2 | näme: &x
                     |       ^~
                hint: write the value out in full; quote it if it starts with '&'

                """)
    }

    func testCRLF_errorsShowTheLineWithoutItsCarriageReturn() {
        assertRejects(
            "module: Login\r\nstyle: mvp\r\n1️⃣module: x\r\n",
            rendering: """
                Specs/Login.viper.yml:3:1: error: duplicate key 'module'
                   3 | module: x
                     | ^~~~~~
                Specs/Login.viper.yml:1:1: note: 'module' is first defined here
                   1 | module: Login
                     | ^~~~~~
                hint: keys in a mapping must be unique: remove or rename one of them

                """)
    }

    func testByteOrderMark_isNotCountedAsAColumn() {
        let bytes = [0xEF, 0xBB, 0xBF] + Array("module: &x\n".utf8)
        assertRejects(
            bytes: bytes, line: 1, column: 9,
            rendering: """
                Specs/Login.viper.yml:1:9: error: anchors ('&name') are not supported in spec files
                   1 | module: &x
                     |         ^~
                hint: write the value out in full; quote it if it starts with '&'

                """)
    }

    private func assertRejects(
        bytes: [UInt8], line: Int, column: Int, rendering expected: String,
        file: StaticString = #filePath, lineNumber: UInt = #line
    ) {
        let result = SpecTestSupport.parse(bytes: bytes)
        XCTAssertNil(result.document, file: file, line: lineNumber)
        let location = result.diagnostics.first?.location
        XCTAssertEqual(location?.line, line, file: file, line: lineNumber)
        XCTAssertEqual(location?.column, column, file: file, line: lineNumber)
        XCTAssertEqual(
            DiagnosticFormatter().rendered(result.diagnostics), expected, file: file,
            line: lineNumber)
    }
}

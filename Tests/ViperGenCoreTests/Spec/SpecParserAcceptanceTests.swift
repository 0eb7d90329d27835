import XCTest

@testable import ViperGenCore

/// What the spec language accepts: the tree, the values and the ranges.
final class SpecParserAcceptanceTests: XCTestCase {
    // MARK: - Collections

    func testBlockMapping_keepsEntriesInOrderWithRanges() throws {
        let root = try XCTUnwrap(assertAccepts("module: Login\nstyle: mvp\n"))
        let mapping = try XCTUnwrap(root.mapping)
        XCTAssertEqual(mapping.keys, ["module", "style"])
        XCTAssertEqual(mapping.range, SourceRange(start: 0, end: 24))
        let module = try XCTUnwrap(mapping.entry(forKey: "module"))
        XCTAssertEqual(
            module.key,
            SpecScalar(value: "module", style: .plain, range: SourceRange(start: 0, end: 6)))
        XCTAssertEqual(
            module.value,
            .scalar(
                SpecScalar(value: "Login", style: .plain, range: SourceRange(start: 8, end: 13))))
        XCTAssertEqual(mapping["style"]?.scalar?.value, "mvp")
        XCTAssertNil(mapping["missing"])
    }

    func testBlockSequence_ofScalars() throws {
        let root = try XCTUnwrap(assertAccepts("- close\n- request\n"))
        let sequence = try XCTUnwrap(root.sequence)
        XCTAssertEqual(sequence.items.compactMap(\.scalar?.value), ["close", "request"])
        XCTAssertEqual(sequence.range, SourceRange(start: 0, end: 17))
        XCTAssertFalse(sequence.isFlow)
    }

    func testNestedMappingsAndSequences() {
        assertEvents(
            """
            routes:
              profile:
                transition: push
                parameters:
                  - userID
                  - - nested
                    - twice
            view: x
            """,
            """
            +MAP
            =VAL :routes
            +MAP
            =VAL :profile
            +MAP
            =VAL :transition
            =VAL :push
            =VAL :parameters
            +SEQ
            =VAL :userID
            +SEQ
            =VAL :nested
            =VAL :twice
            -SEQ
            -SEQ
            -MAP
            -MAP
            =VAL :view
            =VAL :x
            -MAP
            """)
    }

    func testCompactMappingInSequence_usesTheKeyColumnAsIndentation() throws {
        let root = try XCTUnwrap(
            assertAccepts(
                """
                - request:
                    service: LoginService
                  retries: 3
                - close
                """))
        let items = try XCTUnwrap(root.sequence?.items)
        XCTAssertEqual(items.count, 2)
        let first = try XCTUnwrap(items[0].mapping)
        XCTAssertEqual(first.keys, ["request", "retries"])
        XCTAssertEqual(first["request"]?.mapping?["service"]?.scalar?.value, "LoginService")
        XCTAssertEqual(first["retries"]?.scalar?.value, "3")
        XCTAssertEqual(items[1].scalar?.value, "close")
    }

    func testSequenceAsMappingValue_atTheKeysIndentation() {
        assertEvents(
            """
            traits:
            - close
            - request
            style: mvp
            """,
            """
            +MAP
            =VAL :traits
            +SEQ
            =VAL :close
            =VAL :request
            -SEQ
            =VAL :style
            =VAL :mvp
            -MAP
            """)
    }

    func testEmptyValues_arePlainEmptyScalarsRightAfterTheColonOrDash() throws {
        let root = try XCTUnwrap(assertAccepts("a:\nb: # comment\nc:\n- \n-\n"))
        let mapping = try XCTUnwrap(root.mapping)
        XCTAssertEqual(mapping["a"], .scalar(SpecScalar(value: "", style: .plain, range: .at(2))))
        XCTAssertEqual(mapping["b"], .scalar(SpecScalar(value: "", style: .plain, range: .at(5))))
        let items = try XCTUnwrap(mapping["c"]?.sequence?.items)
        XCTAssertEqual(
            items,
            [
                .scalar(SpecScalar(value: "", style: .plain, range: .at(20))),
                .scalar(SpecScalar(value: "", style: .plain, range: .at(23))),
            ])
    }

    func testComments_areIgnoredEverywhere() {
        assertEvents(
            """
            # heading
            module: Login # trailing
              # indented comment
            traits: # before the items
              # between
              - close # after an item

            # at the end
            """,
            """
            +MAP
            =VAL :module
            =VAL :Login
            =VAL :traits
            +SEQ
            =VAL :close
            -SEQ
            -MAP
            """)
    }

    func testKeysWithSpacesQuotesAndColons() {
        assertEvents(
            """
            key with spaces: 1
            "quoted: key": 2
            'single': 3
            url: http://example.com/a#b
            time: 12:30
            ::odd: 4
            """,
            """
            +MAP
            =VAL :key with spaces
            =VAL :1
            =VAL "quoted: key
            =VAL :2
            =VAL 'single
            =VAL :3
            =VAL :url
            =VAL :http://example.com/a#b
            =VAL :time
            =VAL :12:30
            =VAL :::odd
            =VAL :4
            -MAP
            """)
    }

    func testEveryScalarIsAString() {
        assertEvents(
            "count: 3\nflag: true\nnothing: null\nversion: 1.10\n",
            """
            +MAP
            =VAL :count
            =VAL :3
            =VAL :flag
            =VAL :true
            =VAL :nothing
            =VAL :null
            =VAL :version
            =VAL :1.10
            -MAP
            """)
    }

    // MARK: - Plain scalars

    func testMultiLinePlainScalar_foldsLinesAndKeepsBlankLinesAsLineFeeds() throws {
        let root = try XCTUnwrap(
            assertAccepts("summary: first\n  second\n\n  third\n\n\n  fourth\nnext: x\n"))
        let summary = try XCTUnwrap(root.mapping?["summary"]?.scalar)
        XCTAssertEqual(summary.value, "first second\nthird\n\nfourth")
        XCTAssertEqual(summary.style, .plain)
        XCTAssertEqual(summary.range, SourceRange(start: 9, end: 43))
    }

    func testPlainScalar_trimsTrailingBlanksAndKeepsInnerOnes() throws {
        let root = try XCTUnwrap(assertAccepts("a: one  two\t \n"))
        XCTAssertEqual(root.mapping?["a"]?.scalar?.value, "one  two")
    }

    // MARK: - Quoted scalars

    func testSingleQuoted_doublesQuotesAndFoldsLines() throws {
        let root = try XCTUnwrap(assertAccepts("a: 'it''s'\nb: 'one\n  two\n\n  three '\n"))
        let mapping = try XCTUnwrap(root.mapping)
        XCTAssertEqual(
            mapping["a"]?.scalar,
            SpecScalar(value: "it's", style: .singleQuoted, range: SourceRange(start: 3, end: 10)))
        XCTAssertEqual(mapping["b"]?.scalar?.value, "one two\nthree ")
    }

    func testDoubleQuoted_decodesEveryEscape() throws {
        let text = #"""
            a: "\0\a\b\t\	\n\v\f\r\e\ \"\/\\\N\_\L\P"
            b: "\x41\u263A\U0001F600 caf\u00E9"
            """#
        let root = try XCTUnwrap(assertAccepts(text))
        let mapping = try XCTUnwrap(root.mapping)
        XCTAssertEqual(
            mapping["a"]?.scalar?.value,
            "\u{0}\u{7}\u{8}\t\t\n\u{B}\u{C}\r\u{1B} \"/\\\u{85}\u{A0}\u{2028}\u{2029}")
        XCTAssertEqual(mapping["b"]?.scalar?.value, "A☺😀 café")
        XCTAssertEqual(mapping["b"]?.scalar?.style, .doubleQuoted)
    }

    func testDoubleQuoted_foldsLinesAndJoinsEscapedLineBreaks() throws {
        let root = try XCTUnwrap(
            assertAccepts("a: \"one  \n   two\\\n   three\n\n   four\\t\n   five\"\n"))
        XCTAssertEqual(root.mapping?["a"]?.scalar?.value, "one twothree\nfour\t five")
    }

    // MARK: - Block scalars

    func testLiteralBlockScalar_keepsLineBreaksAndExtraIndentation() throws {
        let root = try XCTUnwrap(assertAccepts("text: |\n  one\n    two\n\n  three\nnext: x\n"))
        let text = try XCTUnwrap(root.mapping?["text"]?.scalar)
        XCTAssertEqual(text.value, "one\n  two\n\nthree\n")
        XCTAssertEqual(text.style, .literal)
        XCTAssertEqual(text.range, SourceRange(start: 6, end: 30))
    }

    func testFoldedBlockScalar_foldsLinesButNotMoreIndentedOnes() throws {
        let root = try XCTUnwrap(
            assertAccepts("text: >\n  one\n  two\n\n  three\n    code\n  four\n"))
        let text = try XCTUnwrap(root.mapping?["text"]?.scalar)
        XCTAssertEqual(text.value, "one two\nthree\n  code\nfour\n")
        XCTAssertEqual(text.style, .folded)
    }

    func testBlockScalarChomping() throws {
        let root = try XCTUnwrap(
            assertAccepts("strip: |-\n  a\n\nclip: |\n  a\n\nkeep: |+\n  a\n\nlast: x\n"))
        let mapping = try XCTUnwrap(root.mapping)
        XCTAssertEqual(mapping["strip"]?.scalar?.value, "a")
        XCTAssertEqual(mapping["clip"]?.scalar?.value, "a\n")
        XCTAssertEqual(mapping["keep"]?.scalar?.value, "a\n\n")
    }

    func testBlockScalarIndentationIndicator_keepsLeadingSpaces() throws {
        let root = try XCTUnwrap(assertAccepts("- |2-\n   indented\n  base\n- >+1\n  x\n"))
        let items = try XCTUnwrap(root.sequence?.items)
        XCTAssertEqual(items[0].scalar?.value, " indented\nbase")
        XCTAssertEqual(items[1].scalar?.value, " x\n")
    }

    func testEmptyBlockScalar() throws {
        let root = try XCTUnwrap(assertAccepts("a: |\nb: >+\n\nc: x\n"))
        let mapping = try XCTUnwrap(root.mapping)
        XCTAssertEqual(mapping["a"]?.scalar?.value, "")
        XCTAssertEqual(mapping["b"]?.scalar?.value, "\n")
    }

    // MARK: - Flow sequences

    func testFlowSequence_ofScalarsOnOneLine() throws {
        let root = try XCTUnwrap(
            assertAccepts("traits: [close, \"request\", 'share', ]\nnone: [ ]\n"))
        let mapping = try XCTUnwrap(root.mapping)
        let traits = try XCTUnwrap(mapping["traits"]?.sequence)
        XCTAssertTrue(traits.isFlow)
        XCTAssertEqual(traits.range, SourceRange(start: 8, end: 37))
        XCTAssertEqual(
            traits.items.compactMap(\.scalar?.style), [.plain, .doubleQuoted, .singleQuoted])
        XCTAssertEqual(traits.items.compactMap(\.scalar?.value), ["close", "request", "share"])
        XCTAssertEqual(
            mapping["none"]?.sequence,
            SpecSequence(items: [], range: SourceRange(start: 44, end: 47), isFlow: true))
    }

    func testFlowSequence_plainItemsMayHoldSpacesAndColons() {
        assertEvents(
            "- [a b, http://x.y/z, -1 ] # comment\n",
            """
            +SEQ
            +SEQ []
            =VAL :a b
            =VAL :http://x.y/z
            =VAL :-1
            -SEQ
            -SEQ
            """)
    }

    // MARK: - Documents and encodings

    func testEmptyFile_hasNoRoot() {
        for text in ["", "\n", "# only a comment\n", "   \n\t\n"] {
            let result = SpecTestSupport.parse(text)
            XCTAssertEqual(result.document, SpecDocument(root: nil), "for \(text.debugDescription)")
            XCTAssertEqual(result.diagnostics, [])
        }
    }

    func testDocumentMarkers_areRecorded() throws {
        let result = SpecTestSupport.parse(
            "# head\n--- # start\nmodule: Login\n... # end\n# tail\n")
        let document = try XCTUnwrap(result.document)
        XCTAssertTrue(document.hasExplicitStart)
        XCTAssertTrue(document.hasExplicitEnd)
        XCTAssertEqual(document.root?.mapping?.keys, ["module"])
    }

    func testDocumentStartWithoutContent_isAnEmptyScalar() throws {
        let document = try XCTUnwrap(SpecTestSupport.parse("---\n").document)
        XCTAssertEqual(document.root?.scalar?.value, "")
        XCTAssertTrue(document.hasExplicitStart)
    }

    func testCRLFLineEnds_areAcceptedAndNotPartOfValues() throws {
        let root = try XCTUnwrap(
            assertAccepts(
                "module: Login\r\ntraits:\r\n  - close\r\ntext: |\r\n  a\r\n  b\r\nq: \"x\r\n  y\"\r\n"
            ))
        let mapping = try XCTUnwrap(root.mapping)
        XCTAssertEqual(mapping["module"]?.scalar?.value, "Login")
        XCTAssertEqual(mapping["traits"]?.sequence?.items.first?.scalar?.value, "close")
        XCTAssertEqual(mapping["text"]?.scalar?.value, "a\nb\n")
        XCTAssertEqual(mapping["q"]?.scalar?.value, "x y")
    }

    func testByteOrderMark_isSkipped() throws {
        let result = SpecTestSupport.parse(
            bytes: [0xEF, 0xBB, 0xBF] + Array("module: Login\n".utf8))
        let root = try XCTUnwrap(result.document?.root)
        XCTAssertEqual(root.mapping?.entries.first?.key.range, SourceRange(start: 3, end: 9))
        XCTAssertEqual(root.mapping?["module"]?.scalar?.value, "Login")
    }

    func testMultiByteCharacters_inKeysAndValues() throws {
        let root = try XCTUnwrap(assertAccepts("名前: ログイン\nemoji: 😀 ok\n"))
        XCTAssertEqual(root.mapping?["名前"]?.scalar?.value, "ログイン")
        XCTAssertEqual(root.mapping?["emoji"]?.scalar?.value, "😀 ok")
    }

    func testTabAfterIndentation_beforeAScalarValue() {
        assertEvents(
            "a:\n  \tvalue\n- \tx\n".replacingOccurrences(of: "- \tx\n", with: "b:\n  - \tx\n"),
            """
            +MAP
            =VAL :a
            =VAL :value
            =VAL :b
            +SEQ
            =VAL :x
            -SEQ
            -MAP
            """)
    }

    func testUnquotedSignatureWithColon_isAMappingAsInYAML_withAWarning() throws {
        let result = SpecTestSupport.parse("view:\n  - showError(message: String)\n")
        let root = try XCTUnwrap(result.document?.root)
        let item = try XCTUnwrap(root.mapping?["view"]?.sequence?.items.first?.mapping)
        XCTAssertEqual(item.keys, ["showError(message"])
        XCTAssertEqual(item["showError(message"]?.scalar?.value, "String)")
        XCTAssertEqual(
            DiagnosticFormatter().rendered(result.diagnostics),
            #"""
            Specs/Login.viper.yml:2:22: warning: 'showError(message: String)' is read as the key 'showError(message' with a value, because of ': '
               2 |   - showError(message: String)
                 |                      ^
            hint: quote it to make it one string: "showError(message: String)"

            """#)
    }

    func testTabs_areAllowedAsSeparationAndInsideValues() {
        assertEvents(
            "a:\tb\tc\nd: 'e\tf'\ng:\n-\tx\n",
            #"""
            +MAP
            =VAL :a
            =VAL :b\tc
            =VAL :d
            =VAL 'e\tf
            =VAL :g
            +SEQ
            =VAL :x
            -SEQ
            -MAP
            """#)
    }
}

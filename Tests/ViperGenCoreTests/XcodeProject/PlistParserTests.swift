import XCTest

@testable import ViperGenCore

/// The OpenStep property-list syntax: what it reads and how each syntax error
/// reads. `1️⃣` marks where the diagnostic must point; it is removed before parsing.
final class PlistParserTests: XCTestCase {
    func testValues_areDecoded() throws {
        let text = """
            // !$*UTF8*$!
            { a = bare/path_1.2:$x-y; b = "tab\\there \\"q\\" \\\\ \\U00e9 \\101\\n"; c = 'single \\'quoted\\''; /* comment */
              d = <0fBD 7c>; e = (x, "y" /* note */, ); f = {}; g = (); }
            """
        let root = try XCTUnwrap(
            PlistParser.parse(SourceFile(path: "p", text: text)).get().dictionary)
        XCTAssertEqual(root["a"]?.string?.value, "bare/path_1.2:$x-y")
        XCTAssertEqual(root["a"]?.string?.isQuoted, false)
        XCTAssertEqual(root["b"]?.string?.value, "tab\there \"q\" \\ é A\n")
        XCTAssertEqual(root["c"]?.string?.value, "single 'quoted'")
        guard case .data(let data)? = root["d"] else { return XCTFail("d is not data") }
        XCTAssertEqual(data.bytes, [0x0F, 0xBD, 0x7C])
        XCTAssertEqual(root["e"]?.array?.items.map { $0.value.string?.value }, ["x", "y"])
        XCTAssertEqual(root["e"]?.array?.items.map(\.hasComma), [true, true])
        XCTAssertEqual(root["f"]?.dictionary?.entries.count, 0)
        XCTAssertEqual(root["g"]?.array?.items.count, 0)
    }

    /// Small dictionaries are searched, large ones answer from the index the parser built;
    /// both find every key, miss absent ones, and follow their entries when those change.
    func testKeys_areFoundInDictionariesOfEverySize() throws {
        for count in [
            0, 1, 15, 16, PlistDictionary.indexedCount - 1, PlistDictionary.indexedCount, 500,
        ] {
            let text = "{ " + (0..<count).map { "k\($0) = v\($0);" }.joined(separator: " ") + " }"
            var dictionary = try XCTUnwrap(
                PlistParser.parse(SourceFile(path: "p", text: text)).get().dictionary)
            XCTAssertEqual(
                (0..<count).filter { dictionary["k\($0)"]?.string?.value != "v\($0)" }, [],
                "\(count)")
            XCTAssertNil(dictionary["k\(count)"], "\(count)")
            XCTAssertEqual(
                dictionary, PlistDictionary(entries: dictionary.entries, range: dictionary.range),
                "\(count)")
            guard count > 1 else { continue }
            dictionary.entries.removeFirst()
            XCTAssertNil(dictionary["k0"], "\(count)")
            XCTAssertEqual(dictionary["k\(count - 1)"]?.string?.value, "v\(count - 1)", "\(count)")
            XCTAssertEqual(dictionary.entry("k1")?.key.value, "k1", "\(count)")
        }
    }

    func testRanges_pointAtTheBytesTheyWereReadFrom() throws {
        let text = "{ key = \"value\"; list = (a, b); }"
        let source = SourceFile(path: "p", text: text)
        let root = try XCTUnwrap(PlistParser.parse(source).get().dictionary)
        func slice(_ range: SourceRange) -> String {
            String(decoding: source.bytes[range.start..<range.end], as: UTF8.self)
        }
        XCTAssertEqual(slice(root.range), text)
        XCTAssertEqual(
            root.entries.map { slice($0.range) }, ["key = \"value\";", "list = (a, b);"])
        XCTAssertEqual(root["list"]?.array?.items.map { slice($0.range) }, ["a,", "b"])
        XCTAssertEqual(root["key"].map { slice($0.range) }, "\"value\"")
    }

    // MARK: - Errors

    func testUnclosedDictionary() {
        assertProjectRejects(
            "{ a = b;\n1️⃣",
            rendering: """
                App.xcodeproj/project.pbxproj:2:1: error: dictionary is not closed with '}'
                   2 |\u{20}
                     | ^
                App.xcodeproj/project.pbxproj:1:1: note: it starts here
                   1 | { a = b;
                     | ^
                hint: the project file is damaged; restore it from version control or open and save it in Xcode

                """)
    }

    func testMissingSemicolon() {
        assertProjectRejects(
            "{\n\ta = b\n\t1️⃣c = d;\n}\n",
            rendering: """
                App.xcodeproj/project.pbxproj:3:2: error: expected ';' after the value of 'a', found 'c'
                   3 |  c = d;
                     |  ^
                hint: the project file is damaged; restore it from version control or open and save it in Xcode

                """)
    }

    func testMissingEquals() {
        assertProjectRejects(
            "{ a 1️⃣; }",
            rendering: """
                App.xcodeproj/project.pbxproj:1:5: error: expected '=' after the key 'a', found ';'
                   1 | { a ; }
                     |     ^
                hint: the project file is damaged; restore it from version control or open and save it in Xcode

                """)
    }

    func testUnterminatedString() {
        assertProjectRejects(
            "{ a = \"open;\n}1️⃣",
            rendering: """
                App.xcodeproj/project.pbxproj:2:2: error: quoted string is not closed with '"'
                   2 | }
                     |  ^
                App.xcodeproj/project.pbxproj:1:7: note: it starts here
                   1 | { a = "open;
                     |       ^
                hint: the project file is damaged; restore it from version control or open and save it in Xcode

                """)
    }

    func testUnterminatedComment() {
        assertProjectRejects(
            "{ a = b; /* never closed }1️⃣",
            rendering: """
                App.xcodeproj/project.pbxproj:1:27: error: comment is not closed with '*/'
                   1 | { a = b; /* never closed }
                     |                           ^
                App.xcodeproj/project.pbxproj:1:10: note: it starts here
                   1 | { a = b; /* never closed }
                     |          ^
                hint: the project file is damaged; restore it from version control or open and save it in Xcode

                """)
    }

    func testDuplicateKey_isReportedAtTheSecondWithTheFirstAsNote() {
        assertProjectRejects(
            "{\n\tobjects = {\n\t\tA1 = {isa = PBXGroup; };\n\t\t1️⃣A1 = {isa = PBXGroup; };\n\t};\n}\n",
            rendering: """
                App.xcodeproj/project.pbxproj:4:3: error: 'A1' appears twice in one dictionary
                   4 |   A1 = {isa = PBXGroup; };
                     |   ^~
                App.xcodeproj/project.pbxproj:3:3: note: first here
                   3 |   A1 = {isa = PBXGroup; };
                     |   ^~
                hint: a merge may have left both copies: keep one

                """)
    }

    func testMergeConflictMarkers_areRefusedWhereTheyStart() {
        assertProjectRejects(
            "{\n1️⃣<<<<<<< HEAD\n\ta = b;\n=======\n\ta = c;\n>>>>>>> branch\n}\n",
            rendering: """
                App.xcodeproj/project.pbxproj:2:1: error: expected a key or '}', found '<'
                   2 | <<<<<<< HEAD
                     | ^
                hint: the project file is damaged; restore it from version control or open and save it in Xcode

                """)
    }

    func testListItemsWithoutComma() {
        assertProjectRejects(
            "{ a = (x y); }".replacingOccurrences(of: "y)", with: "1️⃣y)"),
            rendering: """
                App.xcodeproj/project.pbxproj:1:10: error: expected ',' or ')', found 'y'
                   1 | { a = (x y); }
                     |          ^
                hint: the project file is damaged; restore it from version control or open and save it in Xcode

                """)
    }

    func testContentAfterTheRoot() {
        assertProjectRejects(
            "{ a = b; }\n1️⃣}\n",
            rendering: """
                App.xcodeproj/project.pbxproj:2:1: error: unexpected content after the project's closing '}'
                   2 | }
                     | ^
                hint: the project file is damaged; restore it from version control or open and save it in Xcode

                """)
    }

    func testEmptyFile() {
        assertProjectRejects(
            "1️⃣// !$*UTF8*$!\n".replacingOccurrences(
                of: "1️⃣// !$*UTF8*$!\n", with: "// !$*UTF8*$!\n1️⃣"),
            rendering: """
                App.xcodeproj/project.pbxproj:2:1: error: the project file is empty
                   2 |\u{20}
                     | ^
                hint: the project file is damaged; restore it from version control or open and save it in Xcode

                """)
    }

    func testOddDataDigits() {
        assertProjectRejects(
            "{ a = <0fb1️⃣>; }",
            rendering: """
                App.xcodeproj/project.pbxproj:1:11: error: data has an odd number of hexadecimal digits
                   1 | { a = <0fb>; }
                     |           ^
                hint: the project file is damaged; restore it from version control or open and save it in Xcode

                """)
    }

    func testInvalidUnicodeEscape() {
        assertProjectRejects(
            "{ a = \"1️⃣\\Uxyz\"; }",
            rendering: """
                App.xcodeproj/project.pbxproj:1:8: error: invalid escape in a quoted string
                   1 | { a = "\\Uxyz"; }
                     |        ^~
                hint: write \\U followed by 4 hexadecimal digits, or \\ and 1 to 3 octal digits

                """)
    }

    func testDeepNesting_isRefusedWithoutExhaustingTheStack() {
        let depth = PlistParser.maximumDepth
        let text =
            "{ a = " + String(repeating: "(", count: 100_000)
            + String(repeating: ")", count: 100_000) + "; }"
        let result = PlistParser.parse(SourceFile(path: "p", text: text))
        guard case .failure(let diagnostic) = result else {
            return XCTFail("accepted \(depth)+ levels")
        }
        XCTAssertEqual(
            diagnostic.message, "lists and dictionaries are nested more than \(depth) deep")
        XCTAssertEqual(diagnostic.location?.column, 7 + depth - 1)
    }

    private func assertProjectRejects(
        _ input: String, rendering expected: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let marker = "1️⃣"
        guard let markerRange = input.range(of: marker) else {
            return XCTFail("no marker", file: file, line: line)
        }
        let offset = input.utf8.distance(
            from: input.utf8.startIndex, to: markerRange.lowerBound.samePosition(in: input.utf8)!)
        let text = input.replacingOccurrences(of: marker, with: "")
        let source = SourceFile(path: "App.xcodeproj/project.pbxproj", text: text)
        guard case .failure(let diagnostic) = XcodeProjectFile.read(source) else {
            return XCTFail("expected the input to be rejected", file: file, line: line)
        }
        let marked = source.location(at: offset)
        XCTAssertEqual(
            "\(diagnostic.location?.line ?? 0):\(diagnostic.location?.column ?? 0)",
            "\(marked.line):\(marked.column)",
            "the diagnostic does not point at the marker", file: file, line: line)
        XCTAssertEqual(
            DiagnosticFormatter().rendered([diagnostic]), expected, file: file, line: line)
    }
}

import XCTest

@testable import ViperGenCore

/// Locations on long lines: the column is still exact, but a location keeps
/// only the part of the line around it, so many diagnostics on one long line
/// cost no more than as many on short lines.
final class LongLineLocationTests: XCTestCase {
    /// Columns from checkpoints equal the characters counted from the line's
    /// start, on long lines mixing ASCII, accents, combining marks, emoji
    /// with joiners, wide characters, CR and prepended marks.
    func testColumns_onLongMixedLines_equalCountingFromTheLineStart() {
        let pieces = [
            "a", ", ", "é", "e\u{301}", "👩‍👩‍👧", "漢字", "\r", "\u{600}1", "🇫🇷", "x\u{200D}y", "{{ a }}",
            " ",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            var line = "k: "
            while line.utf8.count < 3_000 { line += pieces.randomElement(using: &generator)! }
            let text = "first\n" + line + "\nlast\n"
            let file = SourceFile(path: "f", text: text)
            let lineStart = 6
            let bytes = Array(text.utf8)
            for offset in stride(from: lineStart, to: lineStart + line.utf8.count, by: 7)
            where bytes[offset] & 0xC0 != 0x80 {
                let expected = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
                XCTAssertEqual(
                    file.location(at: offset).column, expected,
                    "offset \(offset) of \(line.debugDescription)")
            }
        }
    }

    func testLocationOnALongLine_keepsOnlyTheTextAroundIt() {
        let line = "traits: [" + (0..<2_000).map { "zz\($0)" }.joined(separator: ", ") + "]"
        let file = SourceFile(path: "Specs/A.viper.yml", text: "module: A\n" + line + "\n")
        let offset = 10 + line.utf8.count / 2
        let location = file.location(of: SourceRange(start: offset, end: offset + 4))

        XCTAssertEqual(location.column, line.utf8.count / 2 + 1)
        XCTAssertLessThanOrEqual(location.lineText?.utf8.count ?? .max, 2 * SourceFile.excerptReach)
        XCTAssertTrue(location.lineTextIsCut)
        let shownBefore = location.column - location.lineTextColumn
        XCTAssertEqual(
            location.lineText.map { String($0.prefix(shownBefore + 4).suffix(4)) },
            String(line.dropFirst(line.utf8.count / 2).prefix(4)))
    }

    func testShortLine_isKeptWhole() {
        let file = SourceFile(path: "f", text: "module: Lo\u{301}gin\n")
        let location = file.location(at: 12)
        XCTAssertEqual(location.lineText, "module: Lo\u{301}gin")
        XCTAssertEqual(location.lineTextColumn, 1)
        XCTAssertFalse(location.lineTextIsCut)
        XCTAssertEqual(location.column, 11)
    }

    func testExcerptOfALongLine_isCutWithEllipses_andTheCaretStaysUnderTheColumn() {
        let line =
            String(repeating: "é, ", count: 400) + "bad" + String(repeating: ", ü", count: 400)
        let file = SourceFile(path: "Specs/A.viper.yml", text: line + "\n")
        let offset =
            Array(line.utf8).count - Array(String(repeating: ", ü", count: 400).utf8).count - 3
        let diagnostic = Diagnostic.error(
            "unknown trait 'bad'",
            at: file.location(of: SourceRange(start: offset, end: offset + 3)))

        let lines = DiagnosticFormatter().rendered(diagnostic).split(
            separator: "\n", omittingEmptySubsequences: false)

        XCTAssertEqual(lines[0], "Specs/A.viper.yml:1:1201: error: unknown trait 'bad'")
        XCTAssertTrue(lines[1].hasPrefix("   1 | …"), String(lines[1]))
        XCTAssertTrue(lines[1].hasSuffix("…"), String(lines[1]))
        XCTAssertLessThan(lines[1].count, 300)
        let caret = lines[2].firstIndex(of: "^").map {
            lines[2].distance(from: lines[2].startIndex, to: $0)
        }
        let word = lines[1].range(of: "bad").map {
            lines[1].distance(from: lines[1].startIndex, to: $0.lowerBound)
        }
        XCTAssertEqual(caret, word)
        XCTAssertTrue(lines[2].hasSuffix("^~~"), String(lines[2]))
    }

    func testManyDiagnostics_areCutAtTheLimit_withACount() {
        let file = SourceFile(path: "f", text: "a\nb\nc\n")
        let diagnostics = (0..<3).map { Diagnostic.error("e\($0)", at: file.location(at: $0 * 2)) }

        let text = DiagnosticFormatter().rendered(diagnostics, limit: 2)

        XCTAssertEqual(text.components(separatedBy: "error:").count - 1, 2)
        XCTAssertTrue(
            text.hasSuffix("note: 1 more problem is not shown; fix the ones above first\n"), text)
        XCTAssertEqual(
            DiagnosticFormatter().rendered(diagnostics, limit: 3),
            DiagnosticFormatter().rendered(diagnostics))
    }
}

/// One source file's column table is shared by every thread that locates a
/// diagnostic in it (its lock is a `PosixLock` since the core dropped
/// Foundation): many threads asking at once get the answers one thread gets.
final class SharedColumnTableTests: XCTestCase {
    func testLocationsComputedOnManyThreadsAtOnce_matchTheSerialOnes() {
        let line = String(repeating: "é ü 漢字 a", count: 300)
        let text = (0..<40).map { "\($0): " + line }.joined(separator: "\n")
        let offsets = Array(stride(from: 0, to: text.utf8.count, by: 97))
        let serial = SourceFile(path: "Specs/X.viper.yml", text: text)
        let expected = offsets.map { serial.location(of: SourceRange(start: $0, end: $0 + 1)) }
        for _ in 0..<5 {
            let shared = SourceFile(path: "Specs/X.viper.yml", text: text)
            let found = ParallelMap.map(offsets) {
                shared.location(of: SourceRange(start: $0, end: $0 + 1))
            }
            XCTAssertEqual(found, expected)
        }
    }
}

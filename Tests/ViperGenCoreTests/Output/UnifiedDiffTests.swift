import ViperGenCore
import XCTest

final class UnifiedDiffTests: XCTestCase {
    func testIdenticalTexts_haveNoDiff() {
        let diff = UnifiedDiff(old: "a\nb\n", new: "a\nb\n")
        XCTAssert(diff.isEmpty)
        XCTAssertEqual(diff.rendered(oldLabel: "a", newLabel: "b"), "")
    }

    func testOneChangedLine_showsThreeLinesOfContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        XCTAssertEqual(
            UnifiedDiff(old: old, new: new).rendered(oldLabel: "a/f", newLabel: "b/f"),
            """
            --- a/f
            +++ b/f
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    func testDistantChanges_makeSeparateHunks_andAdditionsAtTheEnd() {
        let old = (1...20).map { "\($0)" }.joined(separator: "\n") + "\n"
        var lines = (1...21).map { "\($0)" }
        lines[1] = "two"
        let new = lines.joined(separator: "\n") + "\n"
        let rendered = UnifiedDiff(old: old, new: new).rendered(oldLabel: "a", newLabel: "b")
        XCTAssertEqual(
            rendered,
            """
            --- a
            +++ b
            @@ -1,5 +1,5 @@
             1
            -2
            +two
             3
             4
             5
            @@ -18,3 +18,4 @@
             18
             19
             20
            +21

            """)
    }

    func testLinesThatDifferOnlyInUnicodeNormalisation_areDifferent() {
        // "é" as one scalar and as "e" plus a combining accent: equal Strings, different bytes.
        let diff = UnifiedDiff(
            old: "let name = \"caf\u{E9}\"\n", new: "let name = \"cafe\u{301}\"\n")
        XCTAssertFalse(diff.isEmpty)
        XCTAssertEqual(
            diff.lines,
            [.removed("let name = \"caf\u{E9}\""), .added("let name = \"cafe\u{301}\"")])
        XCTAssertEqual(diff.firstChangedOldLine, 1)
    }

    /// Issue 35, from the second adversarial pass: the committed file's
    /// lines were decoded before they were compared, so a byte that is not
    /// UTF-8 became U+FFFD and equalled a real U+FFFD: `check` said "changed"
    /// with an empty diff. Lines are now compared as bytes, and such a byte
    /// is shown as `\x{FF}`, with a note under its line.
    func testABytesThatIsNotUTF8_isADifference_shownEscaped() {
        let old = Array("a\nlet s = \"".utf8) + [0xFF] + Array("\"\nb\n".utf8)
        let new = Array("a\nlet s = \"\u{FFFD}\"\nb\n".utf8)

        let diff = UnifiedDiff(old: old, new: new)

        XCTAssertFalse(diff.isEmpty)
        XCTAssertEqual(diff.firstChangedOldLine, 2)
        XCTAssertEqual(
            diff.rendered(oldLabel: "a", newLabel: "b"),
            """
            --- a
            +++ b
            @@ -1,3 +1,3 @@
             a
            -let s = "\\x{FF}"
            \(UnifiedDiff.escapeNote)+let s = "\u{FFFD}"
             b

            """)
    }

    /// A control character a report shows as `\u{1B}` is noted, so its line
    /// never looks like one holding the text `\u{1B}`.
    func testALineWithAControlCharacter_isNoted_unlikeOneHoldingItsEscapeAsText() {
        let diff = UnifiedDiff(old: "let e = \"\u{1B}\"\n", new: "let e = \"\\u{1B}\"\n")

        XCTAssertEqual(
            diff.rendered(oldLabel: "a", newLabel: "b"),
            """
            --- a
            +++ b
            @@ -1 +1 @@
            -let e = "\u{1B}"
            \(UnifiedDiff.escapeNote)+let e = "\\u{1B}"

            """)
    }

    func testSequencesThatAreNotUTF8_areEachShownByte() {
        for (bytes, shown) in [
            ([0xC0, 0x80], "\\x{C0}\\x{80}"), ([0xED, 0xA0, 0x80], "\\x{ED}\\x{A0}\\x{80}"),
            ([0xF4, 0x90, 0x80, 0x80], "\\x{F4}\\x{90}\\x{80}\\x{80}"),
            ([0xE2, 0x82], "\\x{E2}\\x{82}"),
            ([0x61, 0xE2, 0x82, 0xAC, 0xFE], "a\u{20AC}\\x{FE}"),
        ] as [([UInt8], String)] {
            XCTAssertEqual(UTF8Lines.shown(bytes[...]).text, shown, "\(bytes)")
            XCTAssertTrue(UTF8Lines.shown(bytes[...]).escaped)
        }
        XCTAssertEqual(
            UTF8Lines.shown(Array("caf\u{E9} \u{1F600}".utf8)[...]).text, "caf\u{E9} \u{1F600}")
        XCTAssertFalse(UTF8Lines.shown(Array("plain".utf8)[...]).escaped)
    }

    func testMissingFinalNewline_isShown() {
        XCTAssertEqual(
            UnifiedDiff(old: "a\n", new: "a").rendered(oldLabel: "x", newLabel: "y"),
            """
            --- x
            +++ y
            @@ -1 +1 @@
            -a
            +a
            \\ No newline at end of file

            """)
    }

    func testFirstChangedLine_pointsAtTheOldText() {
        XCTAssertEqual(UnifiedDiff(old: "a\nb\nc\n", new: "a\nb\nC\n").firstChangedOldLine, 3)
        XCTAssertEqual(UnifiedDiff(old: "", new: "new\n").firstChangedOldLine, 1)
    }

    /// The linear-space diff is a correct edit script of minimal length:
    /// checked against a plain LCS table on many small random texts.
    func testRandomTexts_diffIntoTheNewText_withTheFewestEdits() {
        var generator = SplitMix(seed: 13)
        for _ in 0..<400 {
            let old = (0..<Int(generator.next() % 12)).map { _ in "\(generator.next() % 4)" }
            let new = (0..<Int(generator.next() % 12)).map { _ in "\(generator.next() % 4)" }
            let diff = UnifiedDiff(old: text(old), new: text(new))
            var rebuiltOld: [String] = []
            var rebuiltNew: [String] = []
            var edits = 0
            for line in diff.lines {
                switch line {
                case .same(let value):
                    rebuiltOld.append(value)
                    rebuiltNew.append(value)
                case .removed(let value):
                    rebuiltOld.append(value)
                    edits += 1
                case .added(let value):
                    rebuiltNew.append(value)
                    edits += 1
                }
            }
            XCTAssertEqual(rebuiltOld, old, "\(old) -> \(new)")
            XCTAssertEqual(rebuiltNew, new, "\(old) -> \(new)")
            XCTAssertEqual(
                edits, old.count + new.count - 2 * longestCommonSubsequence(old, new),
                "\(old) -> \(new)")
        }
    }

    /// Issue 13, item 16: every line of a 10,008-line file changed (the case
    /// that took 6 GB) is a plain list of removals and additions.
    func testEveryLineOfALargeFileChanged_isDiffedCompletely() {
        let old = (0..<10_008).map { "let value\($0) = \($0)" }
        let new = old.map { $0 + " // changed" }
        let diff = UnifiedDiff(old: text(old), new: text(new))
        XCTAssertEqual(
            diff.lines.filter { if case .removed = $0 { true } else { false } }.count, 10_008)
        XCTAssertEqual(
            diff.lines.filter { if case .added = $0 { true } else { false } }.count, 10_008)
        XCTAssertEqual(diff.firstChangedOldLine, 1)
    }

    /// Issue 13, item 16: a report that prints no diff computes none, and
    /// still points at the first changed line.
    func testReportWithoutDiffs_computesNone_andKeepsTheFirstChangedLine() {
        let plan = WritePlan(entries: [
            .init(
                path: "A.swift", action: .update, contents: Array("a\nB\nc\n".utf8),
                ownership: .generated, previous: Array("a\nb\nc\n".utf8))
        ])
        let report = DriftReport(plan: plan, includesDiffs: false)
        XCTAssertEqual(report.entries.map(\.diff), [nil])
        XCTAssertEqual(report.entries.map(\.line), [2])
        XCTAssertEqual(DriftReport(plan: plan).entries.map(\.line), [2])
    }

    private func text(_ lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }

    private func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] =
                    a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}

/// A small seeded generator (SplitMix64), so a failure repeats.
private struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

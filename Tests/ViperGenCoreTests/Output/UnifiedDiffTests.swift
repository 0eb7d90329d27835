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
        XCTAssertEqual(UnifiedDiff(old: old, new: new).rendered(oldLabel: "a/f", newLabel: "b/f"), """
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
        XCTAssertEqual(rendered, """
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

    func testMissingFinalNewline_isShown() {
        XCTAssertEqual(UnifiedDiff(old: "a\n", new: "a").rendered(oldLabel: "x", newLabel: "y"), """
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
}

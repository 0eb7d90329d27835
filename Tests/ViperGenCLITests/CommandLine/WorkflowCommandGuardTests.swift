import ViperGenCore
import XCTest

@testable import ViperGenCLI

/// On GitHub Actions no line of output starts a workflow command (`::` after
/// leading spaces, `##[` anywhere, lines split at LF or CR) but viper-gen's own.
final class WorkflowCommandGuardTests: XCTestCase {
    func testLinesThatWouldBeCommands_areEscaped_andOthersPassUnchanged() {
        let cases: [(String, String)] = [
            ("::error file=x::y\n", ":\\u{3A}error file=x::y\n"),
            ("   \t::warning::w\n", "   \t:\\u{3A}warning::w\n"),
            (
                "orphaned: a/##[stop-commands]tok.swift\n",
                "orphaned: a/##\\u{5B}stop-commands]tok.swift\n"
            ),
            ("###[x] and ##[y]\n", "###\\u{5B}x] and ##\\u{5B}y]\n"),
            ("x\r::error::cr\n", "x\r:\\u{3A}error::cr\n"),
            ("a: b:: c\n", "a: b:: c\n"),
            (":single colon\n", ":single colon\n"),
            ("# [not] ## [a command]\n", "# [not] ## [a command]\n"),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(WorkflowCommandGuard.guarded(input), expected, input)
        }
    }

    func testALineSplitAcrossWritesAndFlushes_isJudgedWhole_andOwnCommandsPassUnguarded() {
        let captured = CapturedOutput()
        let guarded = WorkflowCommandGuard(captured)

        guarded.write("  :")
        guarded.flush()
        guarded.write(":notice::split\nnext ##")
        guarded.writeCommand("::error file=a.swift,line=1::drift\n")
        guarded.write("##")
        guarded.flush()
        guarded.write("[x]")

        XCTAssertEqual(
            captured.text,
            "  :\\u{3A}notice::split\nnext ##\n::error file=a.swift,line=1::drift\n##\\u{5B}x]")
    }
}

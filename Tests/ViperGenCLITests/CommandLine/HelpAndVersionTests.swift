import ViperGenTestSupport
import XCTest

@testable import ViperGenCLI

/// Help screens, version and the bare command. Help texts are goldens in
/// `Snapshots/help/`, re-recorded with `VIPER_GEN_RECORD=1`.
final class HelpAndVersionTests: XCTestCase {
    private let commands = CommandList.all.map { $0.name }

    func testHelpScreens_matchTheirGoldens() throws {
        let runner = CommandRunner()
        var screens: [String: String] = [:]
        let tool = runner.run("--help")
        XCTAssertEqual(tool.status, 0)
        screens["viper-gen.txt"] = tool.stdout
        for command in commands {
            let viaFlag = runner.run(command, "--help")
            let viaHelp = runner.run("help", command)
            XCTAssertEqual(viaFlag.status, 0, command)
            XCTAssertEqual(
                viaFlag.stdout, viaHelp.stdout, "`\(command) --help` and `help \(command)` differ")
            screens["\(command).txt"] = viaFlag.stdout
        }
        let folder = PackagePaths.snapshots + "/help"
        if PackagePaths.isRecording {
            try FolderSnapshot.write(screens, to: folder)
            XCTFail("re-recorded Snapshots/help; review with `git diff`, then run the tests again")
            return
        }
        let differences = FolderSnapshot.differences(
            expected: FolderSnapshot.read(folder), actual: screens)
        XCTAssert(
            differences.isEmpty,
            "help text changed (re-record with VIPER_GEN_RECORD=1):\n\(differences)")
    }

    /// The usage line is made from the signature that also makes the OPTIONS
    /// list and the parser, so every option a command takes is in its usage.
    func testUsageLines_nameEveryOptionOfTheirCommand() {
        let runner = CommandRunner()
        for command in commands {
            let help = runner.run("help", command).stdout
            let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
            guard let usage = lines.first(where: { $0.hasPrefix("USAGE: viper-gen \(command)") }),
                let start = lines.firstIndex(of: "OPTIONS:")
            else {
                XCTFail("`help \(command)` has no usage line or no options:\n\(help)")
                continue
            }
            let options = lines[(start + 1)...].compactMap { line -> String? in
                line.split(separator: " ").first { $0.hasPrefix("--") }.map(String.init)
            }
            XCTAssertFalse(options.isEmpty, command)
            for option in options where option != "--color" && option != "--help" {
                XCTAssert(
                    usage.contains(option + " ") || usage.contains(option + "]"),
                    "`\(command)`: \(option) is missing from \(usage)")
            }
        }
    }

    func testHelp_listsEveryCommandAndTheExitStatuses() {
        let help = CommandRunner().run("-h").stdout
        for command in commands {
            XCTAssert(help.contains("\n  \(command) "), "--help does not list \(command)")
        }
        XCTAssert(
            help.contains(
                "EXIT STATUS: 0 success, 1 check found drift, 2 invalid input, 64 usage error."))
    }

    func testVersion_printsTheVersion() {
        let result = CommandRunner().run("--version")
        XCTAssertEqual(result, .init(status: 0, stdout: "viper-gen 0.2.0\n", stderr: ""))
    }

    func testNoArguments_isAUsageErrorThatShowsHelp() {
        let result = CommandRunner().run([])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stdout, "")
        XCTAssert(result.stderr.hasPrefix("OVERVIEW: "))
    }

    func testHelpForAnUnknownCommand_isAUsageError() {
        let result = CommandRunner().run("help", "chek")
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(
            result.stderr,
            """
            error: unknown command 'chek'
            hint: did you mean 'check'?; see 'viper-gen --help'

            """)
    }
}

import ViperGenTestSupport
import XCTest

/// A project pinned (`version:` in viper-gen.yml) to another viper-gen: every
/// command that reads the project stops with exit 2 and the located error, and
/// writes nothing, even where the project has drifted and a module is asked for.
final class VersionPinCommandTests: XCTestCase {
    private let commands: [[String]] = [
        ["generate"], ["generate", "--prune"], ["check"], ["validate"],
        ["dump", "--context", "Specs/Login.viper.yml"],
        ["graph"], ["filelist"], ["new", "Signup", "--traits", "close"], ["traits"],
        ["templates", "eject", "Ejected"], ["schema", "--write"],
    ]

    private func pinnedProject(_ requirement: String) throws -> DiskProject {
        let project = try makeProject(fixture: "login-mvp")
        let config = (project.exists("viper-gen.yml") ? try project.read("viper-gen.yml") : "")
        try project.write(config + "version: \"\(requirement)\"\n", to: "viper-gen.yml")
        // Drift that generate would repair, were it allowed to run.
        try project.remove("Sources/App/Shared/Routing.swift")
        return project
    }

    private func current() throws -> String {
        let project = try makeProject(label: "version")
        let printed = try project.run(["--version"]).stdout
        return printed.replacingOccurrences(of: "viper-gen ", with: "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func testEveryProjectCommand_refusesAnotherExactVersion_andWritesNothing() throws {
        let project = try pinnedProject("0.0.1")
        let before = try project.state()
        for arguments in commands {
            let result = try project.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.combined)")
            XCTAssertTrue(
                result.stderr.contains(
                    "error: this project is pinned to viper-gen 0.0.1 (version in viper-gen.yml), but this is viper-gen \(try current())"
                ), "\(arguments): \(result.stderr)")
            XCTAssertTrue(
                result.stderr.contains("hint: install viper-gen 0.0.1 (docs/install.md"),
                "\(arguments): \(result.stderr)")
            assertUnchanged(before, try project.state(), "\(arguments) wrote")
        }
    }

    func testARangeThatExcludesThisVersion_isRefused_andOneThatIncludesItRuns() throws {
        let version = try current()
        let refused = try pinnedProject("> \(version), < 99.0")
        let before = try refused.state()
        let check = try refused.run(["check"])
        XCTAssertEqual(check.status, 2, check.combined)
        XCTAssertTrue(
            check.stderr.contains("pinned to viper-gen > \(version), < 99.0.0"), check.stderr)
        assertUnchanged(before, try refused.state(), "a refused check wrote")

        let accepted = try pinnedProject(">= \(version), < 99.0")
        XCTAssertEqual(try accepted.run(["check"]).status, 1, "the drift is reported")
        XCTAssertEqual(try accepted.run(["generate"]).status, 0)
        XCTAssertEqual(try accepted.run(["check"]).status, 0)
    }

    /// An interrupted run's journal is another version's to recover: a command
    /// refused for its pin leaves the journal, its files and the lock as they
    /// are, and names the pin, not the journal (even one this version can't read).
    func testARefusedPin_leavesAnInterruptedRunsJournalAndFilesAlone() throws {
        for header in ["viper-gen journal 1", "viper-gen journal 99"] {
            let project = try pinnedProject("0.0.1")
            let folder = "Sources/App/Modules/Login"
            let kept = folder + "/.LoginView.swift.viper-gen-old-0123456789abcdef"
            let staged = folder + "/.LoginPresenter.swift.viper-gen-new-00000000000000ff"
            try FileManager.default.moveItem(
                atPath: project.path(folder + "/LoginView.swift"), toPath: project.path(kept))
            try project.write("staged\n", to: staged)
            try project.write("\(header)\nnew \(staged)\nold \(kept)\n", to: ".viper-gen-journal")
            let before = try project.state()
            for arguments in [["generate"], ["new", "Signup"], ["filelist"], ["check"]] {
                let result = try project.run(arguments)
                XCTAssertEqual(result.status, 2, "\(header) \(arguments): \(result.combined)")
                XCTAssertTrue(
                    result.stderr.contains("pinned to viper-gen 0.0.1"),
                    "\(header) \(arguments): \(result.stderr)")
                XCTAssertFalse(result.stderr.contains("journal"), result.stderr)
                assertUnchanged(before, try project.state(), "\(header) \(arguments) wrote")
            }
        }
    }

    /// A range long enough to flood a log is cut in the message, as every quoted value is.
    func testAHugeRange_isCutInTheMessage() throws {
        let project = try makeProject(label: "huge-pin")
        let clauses = Array(repeating: "< 0.0.1", count: 20_000).joined(separator: ", ")
        try project.write("version: \"\(clauses)\"\n", to: "viper-gen.yml")
        let result = try project.run(["validate"])
        XCTAssertEqual(result.status, 2, result.combined)
        let message = try XCTUnwrap(
            result.stderr.split(separator: "\n").first {
                $0.contains("error: this project is pinned")
            })
        XCTAssertLessThan(message.count, 200, String(message))
        XCTAssertTrue(message.contains("…"), String(message))
    }

    /// Completion lists nothing of a project pinned to another viper-gen.
    func testCompletionLists_areEmpty_underAnotherVersionsPin() throws {
        let project = try pinnedProject("0.0.1")
        for kind in ["traits", "specs", "modules"] {
            let result = try project.run(["completions", "--list", kind])
            XCTAssertEqual(result.status, 0, result.combined)
            XCTAssertEqual(result.stdout, "", kind)
            XCTAssertEqual(result.stderr, "", kind)
        }
    }

    /// `init` pins the version that wrote the project, and that version then runs on it.
    func testInit_pinsTheRunningVersion() throws {
        let project = try makeProject(label: "init-pin")
        XCTAssertEqual(try project.run(["init"]).status, 0)
        let config = try project.read("viper-gen.yml")
        XCTAssertTrue(config.contains("\nversion: \(try current())\n"), config)
        XCTAssertEqual(try project.run(["new", "Login", "--traits", "close"]).status, 0)
        XCTAssertEqual(try project.run(["check"]).status, 0)
    }
}

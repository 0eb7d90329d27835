import Foundation
import ViperGenTestSupport
import XCTest

/// What others do to the tree while a run writes (issue 35, items 8, 9 and
/// 12), with the real binary held at explicit points (`VIPER_GEN_PAUSE_AT`):
/// an Xcode-style save of the project file is never overwritten, a rollback
/// never deletes or reverts a file the user changed after the run wrote it,
/// and a second signal never cuts a rollback short.
final class ConcurrentEditTests: XCTestCase {
    private let spec = "module: Login\nstyle: mvp\ntraits: [close]\n"
    private let projectFile = "App.xcodeproj/project.pbxproj"

    /// Writes `text` at `path` the way editors and Xcode save: a temporary
    /// beside it, renamed over it (a new file, a new inode).
    private func saveAtomically(_ text: String, to path: String, in project: DiskProject) throws {
        try project.write(text, to: path + ".saving")
        XCTAssertEqual(rename(project.path(path + ".saving"), project.path(path)), 0)
    }

    /// Item 8: an Xcode-style save of the project file while `generate` runs
    /// (after viper-gen read it, before it switches its own edit in) fails the
    /// run with exit 2; the save is kept and nothing else changes.
    func testAnXcodeSaveDuringARun_isKept_andTheRunFailsWithNothingChanged() throws {
        let project = try makeProject(label: "xcode-save")
        let original = try String(
            contentsOfFile: PackagePaths.fixtures + "/xcode/classic-56/" + projectFile,
            encoding: .utf8)
        try project.write(original, to: projectFile)
        try project.write(
            "xcode:\n  project: App.xcodeproj\n  target: App\n  testTarget: AppTests\n",
            to: "viper-gen.yml")
        try project.write(spec, to: "Specs/Login.viper.yml")
        let saved = original + "// saved by Xcode while viper-gen ran\n"
        var expected = try project.files()
        expected[projectFile] = Array(saved.utf8)

        let run = try BackgroundRun(project, ["generate"], pausingAt: ["switching"])
        XCTAssertTrue(
            run.waitForPause(at: "switching"),
            "the run ended before switching: \(run.wait().combined)")
        try saveAtomically(saved, to: projectFile, in: project)
        run.resume()
        let result = run.wait()

        XCTAssertEqual(result.status, 2, result.combined)
        XCTAssert(
            result.stderr.contains(
                "cannot write '\(project.path(projectFile))': it changed after viper-gen "
                    + "read it (saved by Xcode or an editor?); it was left as it is"), result.stderr
        )
        XCTAssert(result.stderr.contains("hint: nothing was changed"), result.stderr)
        XCTAssertEqual(try project.read(projectFile), saved, "the save was lost")
        XCTAssertEqual(try project.files(), expected, "the failed run changed the tree")
        XCTAssertEqual(try project.leftovers(), [])
    }

    /// Item 9: the user edits files the run has just created (editor-style),
    /// then the run fails and rolls back: every edit is intact, named, and
    /// only the files nobody touched are removed.
    func testEditsToFreshFiles_surviveARollback() throws {
        let project = try makeProject(label: "fresh-edits")
        try project.writeModules(400)
        let blocker = "Tests/AppTests/Modules/M0399/M0399Mocks.swift"

        let run = try BackgroundRun(project, ["generate"], pausingAt: ["switching", "rollingBack"])
        XCTAssertTrue(
            run.waitForPause(at: "switching"),
            "the run ended before switching: \(run.wait().combined)")
        // Something appears where the run creates a file: it must fail, and roll back.
        try project.write("// mine\n", to: blocker)
        run.resume()
        XCTAssertTrue(
            run.waitForPause(at: "rollingBack"), "the run did not roll back: \(run.wait().combined)"
        )
        let created = try project.state().entries.filter { path, entry in
            entry.kind == .file && path.hasSuffix(".swift") && path != blocker
                && !path.contains(".viper-gen-")
        }.keys.sorted()
        XCTAssertGreaterThan(created.count, 1_000, "the run had not switched its files in yet")
        for path in created {
            try saveAtomically("// edited by the user: \(path)\n", to: path, in: project)
        }
        run.resume()
        let result = run.wait()

        XCTAssertEqual(result.status, 2, result.combined)
        for path in created {
            XCTAssertEqual(
                try? project.read(path), "// edited by the user: \(path)\n",
                "\(path): the edit was lost")
        }
        XCTAssertEqual(try project.read(blocker), "// mine\n")
        XCTAssert(result.stderr.contains("note: kept file '"), result.stderr)
        XCTAssert(
            result.stderr.contains("and \(created.count - 10) more files kept the same way"),
            result.stderr)
        XCTAssert(
            result.stderr.contains(
                "note: kept folder '\(project.path("Tests/AppTests/Modules/M0399"))'"),
            result.stderr)
        XCTAssertFalse(result.stderr.contains("nothing was changed"), result.stderr)
        XCTAssertEqual(try project.leftovers(), [])
    }

    /// Item 12: a second SIGINT (and then SIGTERM) while a stopped run rolls
    /// back is noted and ignored: the rollback finishes, the tree is as it
    /// was, and the run exits 130.
    func testFurtherSignalsDuringARollback_areIgnored_untilItEnds() throws {
        let project = try makeProject(label: "second-signal")
        try project.writeModules(150, header: "First from ${source}.")
        XCTAssertEqual(try project.run(["generate"]).status, 0)
        try project.write("header: \"Second from ${source}.\"\n", to: "viper-gen.yml")
        let before = try project.files()

        let run = try BackgroundRun(project, ["generate"], pausingAt: ["switching", "rollingBack"])
        XCTAssertTrue(
            run.waitForPause(at: "switching"),
            "the run ended before switching: \(run.wait().combined)")
        run.signal(SIGINT)
        run.resume(afterStopRequests: 1)
        XCTAssertTrue(
            run.waitForPause(at: "rollingBack"), "the run did not roll back: \(run.wait().combined)"
        )
        run.signal(SIGINT)
        run.signal(SIGTERM)
        run.resume(afterStopRequests: 3)
        let result = run.wait()

        XCTAssertFalse(run.diedFromSignal, result.combined)
        XCTAssertEqual(result.status, 130, result.combined)
        XCTAssert(result.stderr.contains("interrupted while writing"), result.stderr)
        XCTAssert(result.stderr.contains("nothing was changed"), result.stderr)
        XCTAssertEqual(try project.files(), before, "the rollback was cut short: the tree is mixed")
    }

    /// An orphan replaced while `generate --prune` runs (by a hand-written
    /// file without the marker, a FIFO, a folder holding a file, a link) is
    /// not deleted, nor hidden under a backup name: the run fails and puts
    /// it back.
    func testAnOrphanReplacedDuringAPrune_isPutBack() throws {
        let replacements: [(String, (DiskProject, String) throws -> Void)] = [
            (
                "a hand-written file",
                { project, orphan in
                    try self.saveAtomically(
                        "// Mine now.\nstruct Old {}\n", to: orphan, in: project)
                }
            ),
            (
                "a FIFO",
                { project, orphan in
                    try project.remove(orphan)
                    XCTAssertEqual(mkfifo(project.path(orphan), 0o644), 0)
                }
            ),
            (
                "a folder",
                { project, orphan in
                    try project.remove(orphan)
                    try project.write("mine\n", to: orphan + "/Mine.txt")
                }
            ),
            (
                "a link",
                { project, orphan in
                    try project.remove(orphan)
                    try FileManager.default.createSymbolicLink(
                        atPath: project.path(orphan), withDestinationPath: "Elsewhere")
                }
            ),
        ]
        for (label, replace) in replacements {
            let project = try makeProject(label: "orphan-saved")
            try project.write(spec, to: "Specs/Login.viper.yml")
            XCTAssertEqual(try project.run(["generate"]).status, 0)
            let orphan = "Sources/App/Modules/Login/Old.swift"
            try project.write(
                "// Generated by viper-gen from Specs/Old.viper.yml. Do not edit.\n// @generated by viper-gen\n",
                to: orphan)

            let run = try BackgroundRun(project, ["generate", "--prune"], pausingAt: ["switching"])
            XCTAssertTrue(
                run.waitForPause(at: "switching"),
                "\(label): the run ended before switching: \(run.wait().combined)")
            try replace(project, orphan)
            var replaced = try project.state()
            XCTAssertNotNil(
                replaced.entries.removeValue(forKey: ".viper-gen-journal"),
                "\(label): no journal while paused")
            run.resume()
            let result = run.wait()

            XCTAssertEqual(result.status, 2, "\(label): \(result.combined)")
            XCTAssert(
                result.stderr.contains("it changed after viper-gen read it"),
                "\(label): \(result.stderr)")
            XCTAssertEqual(
                replaced.differences(to: try project.state(), in: [.contents, .identity]), "",
                "\(label): the tree was not put back as it was when the run resumed")
            XCTAssertEqual(try project.leftovers(), [], label)
        }
    }

    /// A run that fails on its own (a file saved under it) and gets a
    /// SIGTERM while it rolls back reports the failure, with exit 2, and
    /// says when the signal came.
    func testASignalDuringTheRollbackOfAFailedRun_keepsTheFailure() throws {
        let project = try makeProject(label: "failure-then-signal")
        try project.write(spec, to: "Specs/Login.viper.yml")
        XCTAssertEqual(try project.run(["generate"]).status, 0)
        try project.write("header: \"Other from ${source}.\"\n", to: "viper-gen.yml")
        let view = "Sources/App/Modules/Login/LoginView.swift"

        let run = try BackgroundRun(project, ["generate"], pausingAt: ["switching", "rollingBack"])
        XCTAssertTrue(
            run.waitForPause(at: "switching"),
            "the run ended before switching: \(run.wait().combined)")
        try saveAtomically("// edited\n", to: view, in: project)
        run.resume()
        XCTAssertTrue(
            run.waitForPause(at: "rollingBack"), "the run did not roll back: \(run.wait().combined)"
        )
        run.signal(SIGTERM)
        run.resume(afterStopRequests: 1)
        let result = run.wait()

        XCTAssertEqual(result.status, 2, result.combined)
        XCTAssert(
            result.stderr.contains("LoginView.swift': it changed after viper-gen read it"),
            result.stderr)
        XCTAssert(
            result.stderr.contains(
                "viper-gen: SIGTERM arrived while the failed run was rolled back; "
                    + "the rollback finished first"), result.stderr)
        XCTAssertEqual(try project.read(view), "// edited\n")
    }
}

import Foundation
import ViperGenTestSupport
import XCTest

/// The built binary on copies of the fixture projects in git repositories:
/// what `new` does to a real project file, seen by `git diff` and by Python's
/// `pbxproj`.
final class XcodeEndToEndTests: XCTestCase {
    private static let projectFile = "App.xcodeproj/project.pbxproj"

    /// A git repository holding a copy of the fixture project and a config naming it, committed.
    private func repository(_ fixture: String) throws -> DiskProject {
        _ = try requireTool("git")
        let project = try makeProject(label: "e2e-xcode-\(fixture)")
        let text = try String(
            contentsOfFile: PackagePaths.fixtures + "/xcode/\(fixture)/" + Self.projectFile,
            encoding: .utf8)
        try project.write(text, to: Self.projectFile)
        try project.write(
            "xcode:\n  project: App.xcodeproj\n  target: App\n  testTarget: AppTests\n",
            to: "viper-gen.yml")
        try git(project, "init", "-q")
        try git(project, "add", "-A")
        try git(
            project, "-c", "user.name=viper-gen", "-c", "user.email=tests@viper-gen.invalid",
            "commit", "-q", "-m", "start")
        return project
    }

    @discardableResult
    private func git(_ project: DiskProject, _ arguments: String...) throws -> String {
        let result = try project.shell(
            (["git"] + arguments).map { "'\($0)'" }.joined(separator: " "))
        XCTAssertEqual(
            result.status, 0, "git \(arguments.joined(separator: " ")): \(result.combined)")
        return result.stdout
    }

    func testNewLogin_inAClassicProject_addsOnlyLinesInXcodesPlaces_andEveryFileToItsTarget() throws
    {
        let project = try repository("classic-56")
        let first = try project.run(["new", "Login", "--traits", "close,request"])
        XCTAssertEqual(first.status, 0, first.combined)
        XCTAssertTrue(
            first.stdout.contains("update    App.xcodeproj/project.pbxproj\n"), first.stdout)

        // The diff only adds lines; where they go is the golden (reviewed once: sections in ID order,
        // children by name, build files at the end of their phase).
        let diff = try git(
            project, "diff", "--no-color", "--no-ext-diff", "-U2", "--", Self.projectFile)
        let hunks = diff.split(separator: "\n", omittingEmptySubsequences: false).drop {
            !$0.hasPrefix("@@")
        }
        XCTAssertFalse(hunks.isEmpty, "the project file did not change")
        XCTAssertEqual(hunks.filter { $0.hasPrefix("-") }, [], "the edit removed or changed lines")
        if let mismatch = try FolderSnapshot.mismatch(
            ["new-Login.diff": hunks.joined(separator: "\n")],
            golden: "xcode-classic-56")
        {
            XCTFail(mismatch)
        }

        let check = try project.run(["check"])
        XCTAssertEqual(check.status, 0, check.combined)
        XCTAssertEqual(check.combined, "")

        try assertRepeatedNewChangesNothing(
            project, ["new", "Login", "--traits", "close,request"], module: "Login")

        // Python's pbxproj finds each new Swift file in the group tree, built by its target.
        if let reason = PythonOracle.unavailability(of: ["pbxproj"]) { throw XCTSkip(reason) }
        let swiftFiles = try project.state().entries.keys.filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertEqual(swiftFiles.count, 15)
        let pairs = swiftFiles.map { "\($0)=\($0.hasPrefix("Tests/") ? "AppTests" : "App")" }
        let oracle = try PythonOracle.run(
            "xcode_oracle.py", ["in-target", project.path(Self.projectFile)] + pairs)
        XCTAssertEqual(oracle.status, 0, oracle.combined)
    }

    func testNewLogin_inASynchronizedProject_leavesTheProjectFileUntouched() throws {
        let project = try repository("synchronized-77")
        try project.ageEverything(bySeconds: -60)
        let before = try project.state()
        let result = try project.run(["new", "Login", "--traits", "close,request"])
        XCTAssertEqual(result.status, 0, result.combined)
        XCTAssertFalse(result.stdout.contains("project.pbxproj"), result.stdout)
        let after = try project.state()
        XCTAssertEqual(
            before.entries[Self.projectFile], after.entries[Self.projectFile],
            "the project file changed")
        XCTAssertEqual(try git(project, "status", "--porcelain", "--", "App.xcodeproj"), "")
        let check = try project.run(["check"])
        XCTAssertEqual(check.status, 0, check.combined)
    }

    func testUnknownTarget_isRefusedWithDidYouMean_andNothingIsWritten() throws {
        let project = try repository("classic-56")
        try project.write("xcode:\n  project: App.xcodeproj\n  target: Apps\n", to: "viper-gen.yml")
        let before = try project.state()
        let result = try project.run(["new", "Login", "--traits", "close"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.stderr.hasPrefix(
                "viper-gen.yml:3:11: error: the Xcode project has no target 'Apps'\n"),
            result.stderr)
        XCTAssertTrue(result.stderr.contains("hint: did you mean 'App'?"), result.stderr)
        assertUnchanged(before, try project.state(), "a refused run changed the tree")
    }

    func testAProjectReachedThroughASymlinkOutsideTheRoot_isNotWritten() throws {
        let outside = try makeProject(label: "e2e-xcode-outside")
        let text = try String(
            contentsOfFile: PackagePaths.fixtures + "/xcode/classic-56/" + Self.projectFile,
            encoding: .utf8)
        try outside.write(text, to: Self.projectFile)
        let project = try makeProject(label: "e2e-xcode-link")
        try project.write("xcode:\n  project: App.xcodeproj\n  target: App\n", to: "viper-gen.yml")
        try FileManager.default.createSymbolicLink(
            atPath: project.path("App.xcodeproj"),
            withDestinationPath: outside.path("App.xcodeproj"))
        let before = try project.state()
        let outsideBefore = try outside.state()
        let result = try project.run(["new", "Login", "--traits", "close"])
        XCTAssertEqual(result.status, 2, result.combined)
        XCTAssertTrue(result.stderr.contains("App.xcodeproj/project.pbxproj"), result.stderr)
        assertUnchanged(before, try project.state(), "a refused run changed the project")
        assertUnchanged(
            outsideBefore, try outside.state(), "a refused run wrote outside the project")
    }

    /// Many files refused at one place of the project file (a synchronized
    /// folder that belongs to another target) are reported in the same order
    /// on every run: the report was built through a Set, whose order changes
    /// from process to process.
    func testManyProblemsAtOnePlace_areReportedInTheSameOrder_everyRun() throws {
        let project = try makeProject(label: "e2e-xcode-order")
        let text = try String(
            contentsOfFile: PackagePaths.fixtures + "/xcode-synthetic/foreign-sync-folder/"
                + Self.projectFile,
            encoding: .utf8)
        try project.write(text, to: Self.projectFile)
        try project.write(
            "xcode:\n  project: App.xcodeproj\n  target: App\n  testTarget: AppTests\n",
            to: "viper-gen.yml")
        for index in 0..<20 {
            try project.write(
                "module: M\(index)\nstyle: mvp\ntraits: [close, request]\n",
                to: "Specs/M\(index).viper.yml")
        }

        let runs = try (0..<4).map { _ in try project.run(["check"]) }

        XCTAssertEqual(runs[0].status, 2, runs[0].combined)
        XCTAssert(
            runs[0].stderr.contains("which belongs to target 'AppTests', not to 'App'"),
            runs[0].stderr)
        for run in runs.dropFirst() {
            XCTAssertEqual(run.stderr, runs[0].stderr, "the order changed between runs")
        }
    }
}

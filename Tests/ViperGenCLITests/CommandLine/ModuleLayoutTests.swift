import ViperGenCore
import ViperGenTestSupport
import XCTest

/// `layout:` in `viper-gen.yml` places a module's files by pattern: `new`,
/// `check`, `generate` and `--prune` follow it, and changing it moves the
/// generated files but never writes a scaffold a second time.
final class ModuleLayoutTests: XCTestCase {
    private static let byLayer = """
        layout:
          module: "{sources}/Features/{Module}"
          tests: "{tests}/Features/{Module}"
          files: "{Layer}/{File}"

        """

    private func project(_ config: String = byLayer) -> CommandRunner {
        CommandRunner(files: ["viper-gen.yml": config])
    }

    /// The module's own files, sorted.
    private func moduleFiles(_ runner: CommandRunner, _ module: String = "Login") -> [String] {
        runner.files.keys.filter { $0.contains("/\(module)/") && !$0.hasPrefix("Specs/") }.sorted()
    }

    func testNew_placesEachFileInItsLayersFolder_checkIsClean_andASecondRunChangesNothing() {
        let runner = project()
        let new = runner.run("new", "Login", "--style", "viper", "--traits", "close,request")
        XCTAssertEqual(new.status, 0, new.stderr)

        let sources = "Sources/App/Features/Login/"
        let tests = "Tests/AppTests/Features/Login/Tests/"
        XCTAssertEqual(
            moduleFiles(runner),
            [
                sources + "Assembly/LoginAssembly.swift",
                sources + "Interactor/LoginInteractor+Logic.swift",
                sources + "Interactor/LoginInteractor.swift",
                sources + "Interactor/LoginServices.swift",
                sources + "Presenter/LoginPresenter+Logic.swift",
                sources + "Presenter/LoginPresenter.swift",
                sources + "Router/LoginRouter.swift",
                sources + "View/LoginView.swift",
                sources + "View/LoginViewController.swift",
                tests + "LoginMocks.swift",
                tests + "LoginTests.swift",
            ])
        XCTAssertEqual(runner.run("check").status, 0)
        let writes = runner.fileSystem.writes.count
        let again = runner.run("generate")
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stdout, "")
        XCTAssertEqual(runner.fileSystem.writes.count, writes)
    }

    func testOnlyTheModuleFolder_canMove_withFilesKeptFlat() {
        let runner = project("layout:\n  module: \"{sources}/{Module}\"\n")
        XCTAssertEqual(runner.run("new", "Login").status, 0)

        XCTAssertEqual(
            moduleFiles(runner),
            [
                "Sources/App/Login/LoginAssembly.swift",
                "Sources/App/Login/LoginPresenter+Logic.swift",
                "Sources/App/Login/LoginPresenter.swift",
                "Sources/App/Login/LoginView.swift",
                "Sources/App/Login/LoginViewController.swift",
                "Tests/AppTests/Modules/Login/LoginMocks.swift",
                "Tests/AppTests/Modules/Login/LoginTests.swift",
            ])
        XCTAssertEqual(runner.run("check").status, 0)
    }

    /// Changing the layout moves the generated files: `check` reports them
    /// missing at their new place and orphaned at the old one; once the
    /// scaffolds are moved, `generate --prune` writes the new and deletes the old.
    func testChangingTheLayout_isDriftAndOrphans_andPruneMovesTheGeneratedFiles() throws {
        let runner = project()
        XCTAssertEqual(runner.run("new", "Login").status, 0)
        let scaffold = "Sources/App/Features/Login/Presenter/LoginPresenter+Logic.swift"
        let mine = (runner.files[scaffold] ?? "") + "// mine\n"
        try runner.fileSystem.writeAtomically(Array(mine.utf8), to: "/project/" + scaffold)
        try runner.fileSystem.writeAtomically(Array("".utf8), to: "/project/viper-gen.yml")

        let check = runner.run("check", "--no-diff")
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(
            check.stdout,
            """
            orphaned: Sources/App/Features/Login/Assembly/LoginAssembly.swift
            orphaned: Sources/App/Features/Login/Presenter/LoginPresenter.swift
            orphaned: Sources/App/Features/Login/View/LoginView.swift
            missing: Sources/App/Modules/Login/LoginAssembly.swift
            missing: Sources/App/Modules/Login/LoginPresenter.swift
            missing: Sources/App/Modules/Login/LoginView.swift
            orphaned: Tests/AppTests/Features/Login/Tests/LoginMocks.swift
            missing: Tests/AppTests/Modules/Login/LoginMocks.swift
            viper-gen check: generated code has drifted from its specs (4 missing, 4 orphaned of 7 generated files); run `viper-gen generate --prune` and commit the result

            """)

        for (old, new) in [
            (scaffold, "Sources/App/Modules/Login/LoginPresenter+Logic.swift"),
            (
                "Sources/App/Features/Login/View/LoginViewController.swift",
                "Sources/App/Modules/Login/LoginViewController.swift"
            ),
            (
                "Tests/AppTests/Features/Login/Tests/LoginTests.swift",
                "Tests/AppTests/Modules/Login/LoginTests.swift"
            ),
        ] {
            try runner.fileSystem.writeAtomically(
                try runner.fileSystem.read("/project/" + old), to: "/project/" + new)
            try runner.fileSystem.removeFile("/project/" + old)
        }
        let prune = runner.run("generate", "--prune")
        XCTAssertEqual(prune.status, 0, prune.stderr)

        XCTAssertEqual(
            moduleFiles(runner),
            [
                "Sources/App/Modules/Login/LoginAssembly.swift",
                "Sources/App/Modules/Login/LoginPresenter+Logic.swift",
                "Sources/App/Modules/Login/LoginPresenter.swift",
                "Sources/App/Modules/Login/LoginView.swift",
                "Sources/App/Modules/Login/LoginViewController.swift",
                "Tests/AppTests/Modules/Login/LoginMocks.swift",
                "Tests/AppTests/Modules/Login/LoginTests.swift",
            ])
        XCTAssertEqual(runner.files["Sources/App/Modules/Login/LoginPresenter+Logic.swift"], mine)
        XCTAssertEqual(runner.run("check").status, 0)
    }

    /// A scaffold left at its old place is the user's work: `generate`
    /// refuses to write it again at the new one, names both paths, and
    /// writes nothing (the generated files wait too).
    func testAScaffoldAtItsOldPlace_isNotWrittenAgain_andNothingIsWritten() throws {
        let runner = project()
        XCTAssertEqual(runner.run("new", "Login").status, 0)
        try runner.fileSystem.writeAtomically(
            Array(Self.byLayer.replacingOccurrences(of: "Features", with: "Screens").utf8),
            to: "/project/viper-gen.yml")
        let before = runner.files

        for arguments in [["generate"], ["generate", "--prune"], ["generate", "Login"]] {
            let result = runner.run(arguments)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(result.stdout, "")
            XCTAssert(
                result.stderr.hasPrefix(
                    """
                    error: the scaffold 'Sources/App/Screens/Login/Presenter/LoginPresenter+Logic.swift' is missing, but 'Sources/App/Features/Login/Presenter/LoginPresenter+Logic.swift' has its name: writing it would declare its types twice
                    hint: the layout puts it at the first path now: move your file there (with `git mv`, after creating its folder) and run again

                    """), result.stderr)
            XCTAssert(
                result.stderr.contains(
                    "'Tests/AppTests/Screens/Login/Tests/LoginTests.swift' is missing, but "
                        + "'Tests/AppTests/Features/Login/Tests/LoginTests.swift' has its name"),
                result.stderr)
            XCTAssertEqual(runner.files, before)
        }
    }

    /// Only a module's own folders count: a file of the same name in another
    /// module's folder, or outside every folder named after the module, is
    /// not its scaffold.
    func testAFileOfTheSameName_outsideTheModulesFolders_isNotItsScaffold() throws {
        let runner = project("")
        let other = "Sources/App/Legacy/LoginViewController.swift"
        try runner.fileSystem.writeAtomically(
            Array("// legacy\n".utf8), to: "/project/" + other)
        try runner.fileSystem.writeAtomically(
            Array("module: Login\n".utf8), to: "/project/Specs/Login.viper.yml")
        let result = runner.run("generate")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertNotNil(runner.files["Sources/App/Modules/Login/LoginViewController.swift"])
    }

    func testFlatFilesMovedIntoLayerFolders_areFound_too() throws {
        let runner = project("")
        XCTAssertEqual(runner.run("new", "Login").status, 0)
        try runner.fileSystem.writeAtomically(
            Array("layout:\n  files: \"{Layer}/{File}\"\n".utf8), to: "/project/viper-gen.yml")

        let result = runner.run("generate")
        XCTAssertEqual(result.status, 2)
        XCTAssert(
            result.stderr.contains(
                "error: the scaffold 'Sources/App/Modules/Login/View/LoginViewController.swift' is missing, "
                    + "but 'Sources/App/Modules/Login/LoginViewController.swift' has its name"),
            result.stderr)
    }

    /// A bad pattern is refused at its line, and nothing is written.
    func testABadPattern_isRefusedAtItsLine_andNothingIsWritten() {
        let runner = project("layout:\n  files: \"{Layer}/{Name}\"\n")
        let result = runner.run("new", "Login")
        XCTAssertEqual(result.status, 2)
        XCTAssert(
            result.stderr.hasPrefix(
                "viper-gen.yml:2:10: error: 'layout.files' '{Layer}/{Name}' cannot place module files: "
                    + "'{Name}' is not a placeholder it takes\n"), result.stderr)
        XCTAssertEqual(runner.fileSystem.writes, [])
    }

    /// Files in layer folders still belong to their module: a module's own
    /// target (`xcode: modules: Login: target:`) builds them, and the
    /// project's groups follow the folders.
    func testXcode_aModulesOwnTarget_buildsItsFilesInLayerFolders() throws {
        let projectFile = "App.xcodeproj/project.pbxproj"
        let fixture = try String(
            contentsOfFile: PackagePaths.fixtures + "/xcode/classic-56/" + projectFile,
            encoding: .utf8)
        let config =
            Self.byLayer + """
                xcode:
                  project: App.xcodeproj
                  target: App
                  testTarget: AppTests
                  modules:
                    Login:
                      target: Widget

                """
        let runner = CommandRunner(files: [projectFile: fixture, "viper-gen.yml": config])
        XCTAssertEqual(runner.run("new", "Login").status, 0)
        let home = runner.run("new", "Home")
        XCTAssertEqual(home.status, 0, home.stderr)

        let model = try XcodeProjectModelReader.read(
            SourceFile(path: projectFile, text: try XCTUnwrap(runner.files[projectFile]))
        ).get()
        func targets(_ path: String) throws -> [String] {
            let reference = try XCTUnwrap(model.fileReferences(at: path).first, path)
            return ["App", "Widget", "AppTests"].filter { name in
                model.target(named: name).map {
                    !model.buildFiles(of: reference.id, in: $0).isEmpty
                } ?? false
            }
        }
        XCTAssertEqual(
            try targets("Sources/App/Features/Login/View/LoginViewController.swift"), ["Widget"])
        XCTAssertEqual(
            try targets("Sources/App/Features/Login/Assembly/LoginAssembly.swift"), ["Widget"])
        XCTAssertEqual(
            try targets("Sources/App/Features/Home/Presenter/HomePresenter.swift"), ["App"])
        XCTAssertEqual(
            try targets("Tests/AppTests/Features/Login/Tests/LoginTests.swift"), ["AppTests"])
        let check = runner.run("check")
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
    }
}

import Foundation
import ViperGenCore
import ViperGenTestSupport
import XCTest

/// `new`, `generate` and `check` with an `xcode:` section, run in process on a
/// copy of a fixture project.
final class XcodeCommandTests: XCTestCase {
    private static let projectFile = "App.xcodeproj/project.pbxproj"
    private static let config = """
        xcode:
          project: App.xcodeproj
          target: App
          testTarget: AppTests

        """

    /// A runner whose project holds the fixture's project file and `config`.
    private func runner(_ fixture: String = "classic-56", config: String = config) throws
        -> CommandRunner
    {
        let project = try String(contentsOfFile: Self.fixturePath(fixture), encoding: .utf8)
        return CommandRunner(files: [Self.projectFile: project, "viper-gen.yml": config])
    }

    private static func fixturePath(_ fixture: String) -> String {
        PackagePaths.fixtures + "/xcode/\(fixture)/" + projectFile
    }

    private func model(_ runner: CommandRunner) throws -> XcodeProjectModel {
        let source = SourceFile(
            path: Self.projectFile, text: try XCTUnwrap(runner.files[Self.projectFile]))
        return try XcodeProjectModelReader.read(source).get()
    }

    /// Which of the fixture's targets build `path`, in the fixture's order.
    private static func targets(building path: String, in model: XcodeProjectModel) throws
        -> [String]
    {
        let reference = try XCTUnwrap(model.fileReferences(at: path).first, path)
        return ["App", "Widget", "AppTests"].filter { name in
            model.target(named: name).map { !model.buildFiles(of: reference.id, in: $0).isEmpty }
                ?? false
        }
    }

    /// The Swift files of `runner`'s project and the target each belongs in.
    private func swiftFiles(_ runner: CommandRunner) -> [(path: String, target: String)] {
        runner.files.keys.filter { $0.hasSuffix(".swift") }.sorted().map {
            ($0, $0.hasPrefix("Tests/") ? "AppTests" : "App")
        }
    }

    private func assertInTheirTargets(
        _ runner: CommandRunner, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let model = try model(runner)
        for (path, targetName) in swiftFiles(runner) {
            let reference = try XCTUnwrap(
                model.fileReferences(at: path).first, path, file: file, line: line)
            let target = try XCTUnwrap(model.target(named: targetName), file: file, line: line)
            XCTAssertEqual(
                model.buildFiles(of: reference.id, in: target).count, 1, path, file: file,
                line: line)
        }
    }

    func testNew_addsEveryFileToItsTarget_printsTheProjectFile_andIsIdempotent() throws {
        let runner = try runner()
        let result = runner.run("new", "Login", "--traits", "close,request")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(
            result.stdout.contains("update    App.xcodeproj/project.pbxproj\n"), result.stdout)
        XCTAssertEqual(swiftFiles(runner).count, 15)
        try assertInTheirTargets(runner)

        let writes = runner.fileSystem.writes.count
        let again = runner.run("new", "Login", "--traits", "close,request")
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stdout, "Login: nothing to change\n")
        XCTAssertEqual(runner.fileSystem.writes.count, writes, "the second run wrote files")

        let check = runner.run("check")
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertEqual(check.stdout, "")
    }

    /// The load stage's parse of the project file serves stage 7b only while
    /// the file still holds those bytes: an edit saved in between (Xcode
    /// saving) is built on, never overwritten with the older text.
    func testAProjectFileEditedAfterTheLoad_isBuiltOn_notOverwritten() throws {
        let project = try String(contentsOfFile: Self.fixturePath("classic-56"), encoding: .utf8)
        let runner = CommandRunner(files: [
            Self.projectFile: project, "viper-gen.yml": Self.config,
            "Specs/Profile.viper.yml": "module: Profile\n",
        ])
        let pipeline = GenerationPipeline(
            fileSystem: runner.fileSystem, workingDirectory: runner.workingDirectory)
        let validated = try pipeline.validatedProject()
        XCTAssertNotNil(validated.project.xcodeModel.model, "the load stage parsed it")
        let saved = project.replacingOccurrences(
            of: "// !$*UTF8*$!\n", with: "// !$*UTF8*$!\n/* saved by Xcode */\n")
        XCTAssertNotEqual(saved, project)
        try runner.fileSystem.writeAtomically(
            Array(saved.utf8), to: runner.workingDirectory + "/" + Self.projectFile)

        let generation = try pipeline.generate(validated)
        let entry = try XCTUnwrap(
            generation.plan.entries.first { $0.path == Self.projectFile }, "no project edit")
        let written = String(decoding: try XCTUnwrap(entry.contents), as: UTF8.self)
        XCTAssertTrue(written.contains("/* saved by Xcode */"), "the saved edit was lost")
        XCTAssertTrue(written.contains("ProfileView.swift"), "the run's files were not added")
    }

    func testDryRun_listsTheProjectFile_andWritesNothing() throws {
        let runner = try runner()
        let before = runner.files
        let result = runner.run("new", "Login", "--traits", "close", "--dry-run")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stdout.contains("update    App.xcodeproj/project.pbxproj\n"), result.stdout)
        XCTAssertEqual(runner.files, before)
    }

    func testCheck_reportsFilesMissingFromTheirTarget_asProjectDrift_andGenerateAddsThem() throws {
        let runner = try runner()
        XCTAssertEqual(runner.run("new", "Login", "--traits", "close").status, 0)
        let original = try String(contentsOfFile: Self.fixturePath("classic-56"), encoding: .utf8)
        try runner.fileSystem.writeAtomically(
            Array(original.utf8), to: "/project/" + Self.projectFile)

        let text = runner.run("check")
        XCTAssertEqual(text.status, 1, text.stderr)
        XCTAssertTrue(
            text.stdout.contains(
                "project: Sources/App/Modules/Login/LoginView.swift (not in target App)\n"),
            text.stdout)
        XCTAssertTrue(
            text.stdout.contains(
                "project: Tests/AppTests/Shared/Mock.swift (not in target AppTests)\n"),
            text.stdout)
        XCTAssertTrue(
            text.stdout.hasSuffix(
                """
                viper-gen check: the Xcode project has drifted (12 files not in their target); run `viper-gen generate` \
                and commit the result

                """), text.stdout)

        let json = runner.run("check", "--format", "json")
        XCTAssertEqual(json.status, 1)
        XCTAssertTrue(
            json.stdout.contains(
                #""summary": {"changed": 0, "missing": 0, "orphaned": 0, "leftover": 0, "project": 12}"#
            ),
            json.stdout)
        XCTAssertTrue(
            json.stdout.contains(
                #"{"path": "Sources/App/Modules/Login/LoginView.swift", "status": "project", "line": 1, "problem": "not-in-target", "projectFile": "App.xcodeproj/project.pbxproj", "target": "App"}"#
            ),
            json.stdout)

        var onGitHub = runner
        onGitHub.environment = ["GITHUB_ACTIONS": "true"]
        let github = onGitHub.run("check", "--no-diff")
        XCTAssertTrue(
            github.stdout.contains(
                "::error file=App.xcodeproj/project.pbxproj,line=1::Sources/App/Modules/Login/LoginView.swift is not in target App; run viper-gen generate\n"
            ),
            github.stdout)

        XCTAssertEqual(runner.run("generate").status, 0)
        try assertInTheirTargets(runner)
        XCTAssertEqual(runner.run("check").status, 0)
    }

    func testGenerate_withPrune_removesTheReferencesOfTheFilesItDeletes_andStaleOnes() throws {
        let runner = try runner()
        XCTAssertEqual(runner.run("new", "Login", "--traits", "close").status, 0)
        XCTAssertEqual(runner.run("new", "Profile", "--traits", "close").status, 0)
        // Profile's spec goes (its generated files become orphans); Login's folder goes by hand.
        try runner.fileSystem.removeFile("/project/Specs/Profile.viper.yml")
        try runner.fileSystem.removeFile("/project/Specs/Login.viper.yml")
        for path in runner.files.keys where path.contains("/Modules/Login/") {
            try runner.fileSystem.removeFile("/project/" + path)
        }
        let check = runner.run("check", "--no-diff")
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(
            check.stdout.contains(
                "project: Sources/App/Modules/Login/LoginView.swift (referenced by the Xcode project, but no longer exists)\n"
            ),
            check.stdout)
        XCTAssertTrue(
            check.stdout.contains("orphaned: Sources/App/Modules/Profile/ProfileView.swift\n"),
            check.stdout)
        XCTAssertTrue(
            check.stdout.hasSuffix("run `viper-gen generate --prune` and commit the result\n"),
            check.stdout)

        let generate = runner.run("generate")
        XCTAssertEqual(generate.status, 0, generate.stderr)
        XCTAssertTrue(
            generate.stderr.contains(
                "warning: 'App.xcodeproj/project.pbxproj' references 'Sources/App/Modules/Login/LoginView.swift', which no longer exists"
            ),
            generate.stderr)
        XCTAssertEqual(
            try model(runner).fileReferences(at: "Sources/App/Modules/Login/LoginView.swift").count,
            1)

        let pruned = runner.run("generate", "--prune")
        XCTAssertEqual(pruned.status, 0, pruned.stderr)
        XCTAssertEqual(pruned.stderr, "")
        let model = try model(runner)
        for module in ["Login", "Profile"] {
            XCTAssertEqual(
                model.fileReferences(at: "Sources/App/Modules/\(module)/\(module)View.swift").count,
                0, module)
            XCTAssertEqual(
                model.fileReferences(at: "Tests/AppTests/Modules/\(module)/\(module)Mocks.swift")
                    .count, 0, module)
        }
        // Login's folder and group are gone; Profile's scaffolds (logic, view controller) are the user's
        // and stay, with their group.
        XCTAssertNil(model.groups.values.first { $0.folder == "Sources/App/Modules/Login" })
        let profile = try XCTUnwrap(
            model.groups.values.first { $0.folder == "Sources/App/Modules/Profile" })
        XCTAssertEqual(
            profile.childIDs.compactMap { model.fileReferences[$0]?.displayName },
            ["ProfilePresenter+Logic.swift", "ProfileViewController.swift"])
        XCTAssertEqual(runner.run("check").status, 0)
    }

    func testSynchronizedProject_isLeftUntouched() throws {
        let runner = try runner("synchronized-77")
        let original = runner.files[Self.projectFile]
        let result = runner.run("new", "Login", "--traits", "close,request")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains("project.pbxproj"), result.stdout)
        XCTAssertEqual(runner.files[Self.projectFile], original)
        XCTAssertFalse(runner.fileSystem.writes.contains { $0.hasSuffix("project.pbxproj") })
        XCTAssertEqual(runner.run("check").status, 0)
    }

    /// Issue 37, item 6: an exception set that keeps a generated file out of its
    /// target is drift (exit 1), and `generate` takes the file out of the set.
    func testAGeneratedFileExcludedByAnExceptionSet_isDrift_andGenerateReadmitsIt() throws {
        let runner = try runner("synchronized-77")
        let pristine = try XCTUnwrap(runner.files[Self.projectFile])
        XCTAssertEqual(runner.run("new", "Login", "--traits", "close").status, 0)
        let anchor = "\t\t\t\t\"Modules/Old Screen.swift\",\n"
        XCTAssertTrue(pristine.contains(anchor))
        let excluded = pristine.replacingOccurrences(
            of: anchor, with: anchor + "\t\t\t\tModules/Login/LoginView.swift,\n")
        try runner.fileSystem.writeAtomically(
            Array(excluded.utf8), to: "/project/" + Self.projectFile)

        let check = runner.run("check")
        XCTAssertEqual(check.status, 1, check.stdout + check.stderr)
        XCTAssertTrue(
            check.stdout.contains(
                "project: Sources/App/Modules/Login/LoginView.swift (not in target App)\n"),
            check.stdout)
        XCTAssertTrue(check.stdout.contains("(1 file not in its target)"), check.stdout)

        let generate = runner.run("generate")
        XCTAssertEqual(generate.status, 0, generate.stderr)
        XCTAssertEqual(runner.files[Self.projectFile], pristine, "only the added line goes")
        XCTAssertEqual(runner.run("check").status, 0)
    }

    func testMixedProject_addsOnlyWhatNoSynchronizedFolderHolds() throws {
        let runner = try runner("mixed-70")
        let result = runner.run("new", "Login", "--traits", "close")
        XCTAssertEqual(result.status, 0, result.stderr)
        try assertInTheirTargets(runner)
        XCTAssertEqual(runner.run("check").status, 0)
    }

    func testRefusals_writeNothing_andNameTheConfigLine() throws {
        let cases: [(config: String, message: String)] = [
            (
                Self.config.replacingOccurrences(of: "target: App\n", with: "target: Ap\n"),
                "viper-gen.yml:3:11: error: the Xcode project has no target 'Ap'"
            ),
            (
                Self.config.replacingOccurrences(of: "App.xcodeproj", with: "Other.xcodeproj"),
                "viper-gen.yml:2:12: error: cannot read the Xcode project 'Other.xcodeproj/project.pbxproj'"
            ),
            (
                Self.config.replacingOccurrences(of: "App.xcodeproj", with: "../App.xcodeproj"),
                "viper-gen.yml:2:12: error:"
            ),
        ]
        for testCase in cases {
            let runner = try runner(config: testCase.config)
            let before = runner.files
            for arguments in [["new", "Login", "--traits", "close"], ["generate"], ["check"]] {
                let result = runner.run(arguments)
                XCTAssertEqual(result.status, 2, "\(arguments): \(result.stdout)")
                XCTAssertTrue(
                    result.stderr.hasPrefix(testCase.message), "\(arguments): \(result.stderr)")
                XCTAssertEqual(runner.files, before, "\(arguments) wrote")
            }
        }
    }

    /// Issue 37, item 2: test files with no test target were silently added to no target.
    func testTestFiles_withoutATestTarget_areAnErrorNamingTheKey_andNothingIsWritten() throws {
        let config = Self.config.replacingOccurrences(of: "  testTarget: AppTests\n", with: "")
        let runner = try runner(config: config)
        let before = runner.files
        for arguments in [["new", "Login", "--traits", "close"], ["generate"]] {
            let result = runner.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stdout)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertEqual(runner.files, before, "\(arguments) wrote")
        }
        let result = runner.run("new", "Login", "--traits", "close")
        XCTAssertTrue(
            result.stderr.hasPrefix(
                "viper-gen.yml:2:12: error: 'Tests/AppTests/Shared/Mock.swift' and 3 more test files would go to no target: xcode.testTarget is not set\n"
            ), result.stderr)
        XCTAssertTrue(
            result.stderr.contains(
                "hint: set xcode.testTarget in viper-gen.yml to the project's test target (the project's targets: 'App', 'AppTests', 'Widget')"
            ), result.stderr)

        // A module's own test target takes its test files, and the shared ones with them.
        let withModule = try self.runner(
            config: config + "  modules:\n    Login:\n      testTarget: AppTests\n")
        XCTAssertEqual(withModule.run("new", "Login", "--traits", "close").status, 0)
        try assertInTheirTargets(withModule)
    }

    /// Issue 37, item 2: `target` lists several targets; every one builds the module.
    func testAModuleListedInTwoTargets_landsInBoth() throws {
        for config in [
            Self.config.replacingOccurrences(of: "target: App\n", with: "target: [App, Widget]\n"),
            Self.config + "  modules:\n    Login:\n      target: [App, Widget]\n",
        ] {
            let runner = try runner(config: config)
            let result = runner.run("new", "Login", "--traits", "close")
            XCTAssertEqual(result.status, 0, result.stderr)
            let model = try model(runner)
            let app = try XCTUnwrap(model.target(named: "App"))
            let widget = try XCTUnwrap(model.target(named: "Widget"))
            let tests = try XCTUnwrap(model.target(named: "AppTests"))
            let appFiles = runner.files.keys.filter {
                $0.hasPrefix("Sources/") && $0.hasSuffix(".swift")
            }
            XCTAssertFalse(appFiles.isEmpty)
            for path in appFiles.sorted() {
                let reference = try XCTUnwrap(model.fileReferences(at: path).first, path)
                XCTAssertEqual(model.buildFiles(of: reference.id, in: app).count, 1, path)
                XCTAssertEqual(model.buildFiles(of: reference.id, in: widget).count, 1, path)
                XCTAssertEqual(model.buildFiles(of: reference.id, in: tests).count, 0, path)
            }
            for path in runner.files.keys where path.hasPrefix("Tests/") && path.hasSuffix(".swift")
            {
                let reference = try XCTUnwrap(model.fileReferences(at: path).first, path)
                XCTAssertEqual(model.buildFiles(of: reference.id, in: tests).count, 1, path)
                XCTAssertEqual(model.buildFiles(of: reference.id, in: widget).count, 0, path)
            }
            XCTAssertEqual(runner.run("check").status, 0)
        }
    }

    /// Issue 37, item 2: a shared file goes to the targets of the modules that
    /// use it, and only those: a trait one module uses stays out of the other
    /// module's target; the runtime goes to both.
    func testSharedFiles_goOnlyToTheTargetsOfTheModulesThatUseThem() throws {
        let runner = try runner(
            config: Self.config + "  modules:\n    Card:\n      target: Widget\n")
        XCTAssertEqual(runner.run("new", "Login", "--traits", "close").status, 0)
        let card = runner.run("new", "Card", "--traits", "request")
        XCTAssertEqual(card.status, 0, card.stderr)
        let model = try model(runner)
        func targets(_ path: String) throws -> [String] {
            try Self.targets(building: path, in: model)
        }
        let traitFiles = runner.files.keys.filter { $0.contains("/Shared/Traits/") }.sorted()
        XCTAssertEqual(traitFiles.count, 4, "\(traitFiles)")
        for path in traitFiles {
            let isTest = path.hasPrefix("Tests/")
            let expected =
                isTest ? ["AppTests"] : path.contains("Close") ? ["App"] : ["Widget"]
            XCTAssertEqual(try targets(path), expected, path)
        }
        for path in [
            "Sources/App/Shared/TransitionHandler.swift", "Sources/App/Shared/Routing.swift",
        ] {
            XCTAssertEqual(try targets(path), ["App", "Widget"], path)
        }
        XCTAssertEqual(try targets("Tests/AppTests/Shared/Mock.swift"), ["AppTests"])
        XCTAssertEqual(try targets("Sources/App/Modules/Card/CardAssembly.swift"), ["Widget"])
        let check = runner.run("check")
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
    }

    /// From the adversarial pass: a module that opens a trait's user (a route
    /// here) names the trait's types and stubs, so its targets get the trait's
    /// files too; and a `shared` folder inside the modules' folder is still
    /// shared, not a module called after it.
    func testSharedFiles_reachTheTargetsOfModulesThatOpenTheirUsers() throws {
        let config =
            Self.config.replacingOccurrences(
                of: "xcode:\n", with: "shared: Sources/App/Modules/Common\nxcode:\n")
            + "  modules:\n    Home:\n      target: Widget\n"
        let runner = try runner(config: config)
        XCTAssertEqual(runner.run("new", "Feed", "--traits", "track").status, 0)
        try runner.fileSystem.writeAtomically(
            Array("module: Home\nroutes:\n  feed:\n    module: Feed\n".utf8),
            to: "/project/Specs/Home.viper.yml")
        let generated = runner.run("generate")
        XCTAssertEqual(generated.status, 0, generated.stderr)
        let model = try model(runner)
        func targets(_ path: String) throws -> [String] {
            try Self.targets(building: path, in: model)
        }
        let trait = try XCTUnwrap(
            runner.files.keys.first { $0.hasPrefix("Sources/") && $0.contains("Track") }, "trait")
        XCTAssertEqual(try targets(trait), ["App", "Widget"])
        XCTAssertEqual(
            try targets("Sources/App/Modules/Common/TransitionHandler.swift"), ["App", "Widget"])
        XCTAssertEqual(runner.run("check").status, 0)
    }

    /// Issue 37, item 4: `generate --no-project`, for a Run Script build phase,
    /// writes the Swift files and leaves the project file byte for byte.
    func testGenerateNoProject_writesSwiftFilesOnly() throws {
        let runner = try runner()
        try runner.fileSystem.writeAtomically(
            Array("module: Login\ntraits: [close]\n".utf8), to: "/project/Specs/Login.viper.yml")
        let before = try XCTUnwrap(runner.files[Self.projectFile])
        let result = runner.run("generate", "--no-project", "--verbose")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains("project.pbxproj"), result.stdout)
        XCTAssertNotNil(runner.files["Sources/App/Modules/Login/LoginView.swift"])
        XCTAssertEqual(runner.files[Self.projectFile], before)
        // The project still lacks the files: check says so, and generate adds them.
        let check = runner.run("check", "--no-diff")
        XCTAssertEqual(check.status, 1, check.stdout + check.stderr)
        XCTAssertTrue(check.stdout.contains("LoginView.swift"), check.stdout)
        XCTAssertEqual(runner.run("generate").status, 0)
        try assertInTheirTargets(runner)
        XCTAssertEqual(runner.run("check").status, 0)
        // Once the project has them, a build phase's run changes nothing at all.
        let writes = runner.fileSystem.writes.count
        XCTAssertEqual(
            runner.run("generate", "--no-project"), .init(status: 0, stdout: "", stderr: ""))
        XCTAssertEqual(runner.fileSystem.writes.count, writes)
    }

    func testDamagedProject_isRefusedAtItsLine_andNothingIsWritten() throws {
        let runner = try runner()
        var text = try XCTUnwrap(runner.files[Self.projectFile])
        text = text.replacingOccurrences(of: "isa = PBXProject;", with: "isa = PBXProject")
        try runner.fileSystem.writeAtomically(Array(text.utf8), to: "/project/" + Self.projectFile)
        let before = runner.files
        let result = runner.run("new", "Login", "--traits", "close")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("App.xcodeproj/project.pbxproj:"), result.stderr)
        XCTAssertTrue(result.stderr.contains(": error: "), result.stderr)
        XCTAssertEqual(runner.files, before)
    }

    func testAFailedWrite_rollsTheProjectFileBackWithTheRest() throws {
        let runner = try runner()
        let before = runner.files
        // The project file is placed first (its path sorts first); the last file's rename fails.
        runner.fileSystem.failingPaths.insert(
            "/project/Tests/AppTests/Shared/Traits/CloseRouterTrait+Mock.swift")
        let result = runner.run("new", "Login", "--traits", "close")
        XCTAssertEqual(result.status, 2, result.stdout)
        XCTAssertTrue(
            runner.fileSystem.writes.contains("/project/App.xcodeproj/project.pbxproj"),
            "the project file was never placed, so its rollback is not tested")
        XCTAssertEqual(runner.files, before, "a failed run left changes")
    }
}

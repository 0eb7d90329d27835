import Foundation
import ViperGenCore
import ViperGenTestSupport
import XCTest

/// The build-integration recipes in `docs/recipes/` (the texts the README
/// shows), each run for real: the Makefile with `make`, the GitHub Actions job's
/// commands and the git pre-commit hook in a real repository, both installing
/// a stand-in release through the pinned-release installer, and the Xcode Run
/// Script phase with the variables Xcode sets. (The installer that `make dist`
/// fills in, on the real archive, is ``ReleaseAssemblyTests``.)
final class RecipeTests: XCTestCase {
    private func recipe(_ name: String) throws -> String {
        try String(contentsOfFile: PackagePaths.root + "/docs/recipes/" + name, encoding: .utf8)
    }

    private func projectWithTwoModules(label: String) throws -> DiskProject {
        let project = try makeProject(label: label)
        try project.write(
            "module: Login\nstyle: mvp\ntraits: [close, request]\n", to: "Specs/Login.viper.yml")
        try project.write(
            "module: Cart\nstyle: viper\ntraits: [push]\n", to: "Specs/Cart.viper.yml")
        return project
    }

    // MARK: Makefile

    /// Issue 35, from the adversarial pass: the recipe included a depfile in
    /// the checkout, which a pull request could commit (`$(shell ...)` in it
    /// ran at once). The depfile now lives in the user's cache, outside.
    func testMakefileRecipe_neverReadsADepfileFromTheCheckout() throws {
        let make = try requireTool("make")
        let project = try projectWithTwoModules(label: "make-planted")
        let home = try makeProject(label: "make-home")
        try project.write(try recipe("Makefile"), to: "Makefile")
        try project.write("$(shell touch PWNED)\n", to: ".build/viper-gen.stamp.d")
        try project.write("", to: ".build/viper-gen.stamp")

        let generated = try project.shell(
            "\(make) generate check-generated", environment: ["HOME": home.root])

        XCTAssertEqual(generated.status, 0, generated.combined)
        XCTAssertFalse(project.exists("PWNED"), "make ran a command from a committed depfile")
        XCTAssertTrue(
            project.exists("Sources/App/Modules/Cart/CartRouter.swift"),
            "a committed stamp stopped generation")
        let stamps = try FileManager.default.subpathsOfDirectory(
            atPath: home.path(".cache/viper-gen"))
        XCTAssertEqual(stamps.filter { $0.hasSuffix("viper-gen.stamp.d") }.count, 1, "\(stamps)")
    }

    /// Issue 35, from the adversarial pass: Make searches its built-in
    /// implicit rules for every prerequisite the depfile names, so a
    /// committed `Specs/Cart.viper.yml.sh` newer than the spec made
    /// `make generate` overwrite the spec with it (`%: %.sh` is `cat $< >$@`).
    /// Each input's rule now has an empty recipe, which stops that search.
    func testMakefileRecipe_neverRemakesAnInputByABuiltInRule() throws {
        let make = try requireTool("make")
        let project = try projectWithTwoModules(label: "make-implicit")
        try project.write(try recipe("Makefile"), to: "Makefile")
        let state = try makeProject(label: "make-implicit-state")
        let makeGenerate =
            "\(make) generate VIPER_GEN='\(try DiskProject.binary())' VIPER_GEN_STATE='\(state.root)'"
        XCTAssertEqual(try project.shell(makeGenerate).status, 0)
        let spec = try project.read("Specs/Cart.viper.yml")
        try project.ageEverything(bySeconds: -10)
        try project.write("module: Evil\n", to: "Specs/Cart.viper.yml.sh")

        let second = try project.shell(makeGenerate)

        XCTAssertEqual(second.status, 0, second.combined)
        XCTAssertEqual(
            try project.read("Specs/Cart.viper.yml"), spec, "make remade a spec: \(second.stdout)")
        XCTAssertFalse(second.stdout.contains("cat "), second.stdout)
    }

    /// Issue 35, from the second adversarial pass: with `specs:
    /// check-generated`, the depfile named the spec folder as a target with an
    /// empty recipe, which replaced the recipe's own `check-generated`: the CI
    /// drift check then passed on drift. Inputs are now named by absolute path.
    func testMakefileRecipe_aSpecFolderNamedLikeATarget_cannotReplaceItsRecipe() throws {
        let make = try requireTool("make")
        let project = try makeProject(label: "make-target-name")
        try project.write("specs: check-generated\n", to: "viper-gen.yml")
        try project.write(
            "module: Login\nstyle: mvp\ntraits: [close]\n", to: "check-generated/Login.viper.yml")
        try project.write(try recipe("Makefile"), to: "Makefile")
        let state = try makeProject(label: "make-target-name-state")
        let binary = try DiskProject.binary()
        XCTAssertEqual(
            try project.shell(
                "\(make) generate VIPER_GEN='\(binary)' VIPER_GEN_STATE='\(state.root)'"
            ).status, 0)
        try project.write("// drift\n", to: "Sources/App/Modules/Login/LoginView.swift")

        let checked = try project.shell(
            "\(make) check-generated VIPER_GEN='\(binary)' VIPER_GEN_STATE='\(state.root)'")

        XCTAssertEqual(
            checked.status, 2, "make check-generated passed on drift: \(checked.combined)")
        XCTAssertTrue(
            checked.stdout.contains("changed: Sources/App/Modules/Login/LoginView.swift\n"),
            checked.combined)
        XCTAssertFalse(checked.stderr.contains("overriding recipe"), checked.stderr)
    }

    func testMakefileRecipe_generatesOnlyWhenASpecChanged_andCheckGeneratedFailsOnDrift() throws {
        let make = try requireTool("make")
        let project = try projectWithTwoModules(label: "make")
        try project.write(try recipe("Makefile"), to: "Makefile")
        let runs = project.path("runs.log")
        let wrapper = project.path("tools/viper-gen")
        try project.write(
            "#!/bin/sh\necho \"$*\" >> '\(runs)'\nexec '\(try DiskProject.binary())' \"$@\"\n",
            to: "tools/viper-gen")
        XCTAssertEqual(chmod(wrapper, 0o755), 0)
        let state = try makeProject(label: "make-state")
        let makeGenerate = "\(make) generate VIPER_GEN='\(wrapper)' VIPER_GEN_STATE='\(state.root)'"
        func runCount() throws -> Int {
            project.exists("runs.log")
                ? try project.read("runs.log").split(separator: "\n").count : 0
        }

        let first = try project.shell(makeGenerate)
        XCTAssertEqual(first.status, 0, first.combined)
        XCTAssertEqual(try runCount(), 1)
        XCTAssertEqual(
            try project.read("runs.log"),
            "generate --depfile \(state.root)/viper-gen.stamp.d "
                + "--depfile-target \(state.root)/viper-gen.stamp\n")
        XCTAssertTrue(project.exists("Sources/App/Modules/Cart/CartRouter.swift"))

        let unchanged = try project.shell(makeGenerate)
        XCTAssertEqual(unchanged.status, 0, unchanged.combined)
        XCTAssertEqual(
            try runCount(), 1, "make ran viper-gen with no spec changed: \(unchanged.stdout)")

        try project.ageEverything(bySeconds: -10)
        try project.write(
            "module: Cart\nstyle: viper\ntraits: [push, track]\n", to: "Specs/Cart.viper.yml")
        let edited = try project.shell(makeGenerate)
        XCTAssertEqual(edited.status, 0, edited.combined)
        XCTAssertEqual(try runCount(), 2, "make missed the edited spec")
        XCTAssertTrue(
            try project.read("Sources/App/Modules/Cart/CartInteractor.swift").contains(
                "TrackInteractorTrait"))
        XCTAssertEqual(try project.shell(makeGenerate).status, 0)
        XCTAssertEqual(try runCount(), 2)

        try project.ageEverything(bySeconds: -10)
        try project.write(
            "module: Search\nstyle: mvp\ntraits: [alert]\n", to: "Specs/Search.viper.yml")
        XCTAssertEqual(try project.shell(makeGenerate).status, 0)
        XCTAssertEqual(try runCount(), 3, "make missed the added spec")
        XCTAssertTrue(project.exists("Sources/App/Modules/Search/SearchPresenter.swift"))

        let clean = try project.shell("\(make) check-generated VIPER_GEN='\(wrapper)'")
        XCTAssertEqual(clean.status, 0, clean.combined)
        try project.write("// edited\n", to: "Sources/App/Modules/Search/SearchView.swift")
        let drifted = try project.shell("\(make) check-generated VIPER_GEN='\(wrapper)'")
        XCTAssertEqual(drifted.status, 2, "make should fail when viper-gen check exits 1")
        XCTAssertTrue(
            drifted.stdout.contains("changed: Sources/App/Modules/Search/SearchView.swift\n"),
            drifted.stdout)
    }

    // MARK: The pinned-release installer

    /// A release of viper-gen laid out as the installer fetches it
    /// (`<releases>/<version>/<archive>`), with this machine's archive only,
    /// whose binary logs its arguments and runs the built viper-gen; and the
    /// installer template filled in for it, as `make dist` fills it in.
    private struct StandInRelease {
        let releases: String
        let installer: String
        /// The sha256 of the archive, which the installer pins.
        let archiveSum: String
        let log: String
    }

    private func standInRelease(label: String) throws -> StandInRelease {
        let folder = try makeProject(label: label)
        let version = ToolVersion.current.description
        let platform: String
        switch Self.hostSystem {
        case ("Linux", "x86_64"): platform = "linux-x86_64"
        case ("Linux", "aarch64"), ("Linux", "arm64"): platform = "linux-aarch64"
        case ("Darwin", _): platform = "macos-universal"
        default: throw XCTSkip("viper-gen releases no archive for this machine")
        }
        let name = "viper-gen-\(version)-\(platform)"
        let log = folder.path("runs.log")
        try folder.write(
            "#!/bin/sh\necho \"$*\" >> '\(log)'\nexec '\(try DiskProject.binary())' \"$@\"\n",
            to: "work/\(name)/bin/viper-gen")
        XCTAssertEqual(chmod(folder.path("work/\(name)/bin/viper-gen"), 0o755), 0)
        try FileManager.default.createDirectory(
            atPath: folder.path("releases/\(version)"), withIntermediateDirectories: true)
        let tar = try ProcessRunner.run(
            "/bin/tar", ["-czf", folder.path("releases/\(version)/\(name).tar.gz"), name],
            in: folder.path("work"))
        XCTAssertEqual(tar.status, 0, tar.combined)
        let sum = try ProcessRunner.run(
            try requireTool("sha256sum"), ["releases/\(version)/\(name).tar.gz"], in: folder.root)
        let archiveSum = String(sum.stdout.prefix(64))
        XCTAssertEqual(archiveSum.count, 64, sum.combined)
        let unused = String(repeating: "0", count: 64)
        var installer = try recipe("install-viper-gen.sh").replacingOccurrences(
            of: "@VERSION@", with: version)
        for (placeholder, platformName) in [
            ("@SHA256_LINUX_X86_64@", "linux-x86_64"), ("@SHA256_LINUX_AARCH64@", "linux-aarch64"),
            ("@SHA256_MACOS@", "macos-universal"),
        ] {
            installer = installer.replacingOccurrences(
                of: placeholder, with: platformName == platform ? archiveSum : unused)
        }
        _ = try requireTool("curl")
        return StandInRelease(
            releases: "file://" + folder.path("releases"), installer: installer,
            archiveSum: archiveSum, log: log)
    }

    /// `uname -s` and `uname -m`.
    private static var hostSystem: (String, String) {
        var system = utsname()
        uname(&system)
        let name = withUnsafeBytes(of: &system.sysname) {
            String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
        let machine = withUnsafeBytes(of: &system.machine) {
            String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
        return (name, machine)
    }

    func testInstallerTemplate_refusesToRunUnfilled() throws {
        let target = try makeProject(label: "template-install")

        let result = try ProcessRunner.run(
            "/bin/sh", [PackagePaths.root + "/docs/recipes/install-viper-gen.sh", target.root],
            in: "/", environment: ["PATH": "/usr/bin:/bin"], replacingEnvironment: true)

        XCTAssertEqual(result.status, 2, result.combined)
        XCTAssertTrue(
            result.stderr.contains("this is the template in docs/recipes/"), result.stderr)
        XCTAssertFalse(target.exists("bin"))
    }

    // MARK: GitHub Actions

    /// The `run:` commands of the workflow's steps, in order, read with the
    /// spec parser (the workflow stays inside the YAML subset it accepts).
    private func workflowCommands() throws -> [String] {
        let source = SourceFile(path: "github-actions.yml", text: try recipe("github-actions.yml"))
        let parsed = SpecParser.parse(source)
        guard case .mapping(let root)? = parsed.document?.root,
            case .mapping(let jobs)? = root["jobs"],
            case .mapping(let job)? = jobs["check-generated"],
            case .sequence(let steps)? = job["steps"]
        else {
            throw DiskProjectError(message: "unexpected workflow shape: \(parsed.diagnostics)")
        }
        return steps.items.compactMap { step in
            guard case .mapping(let mapping) = step, case .scalar(let run)? = mapping["run"] else {
                return nil
            }
            return run.value
        }
    }

    /// Runs the job's commands as a runner does: each in `sh -e`, stopping at
    /// the first failure, with the folders earlier steps appended to
    /// `$GITHUB_PATH` put first on `PATH`.
    private func runJob(_ commands: [String], in project: DiskProject, releases: String) throws
        -> [ProcessResult]
    {
        let runner = try makeProject(label: "ci-runner")
        try runner.write("", to: "github_path")
        var results: [ProcessResult] = []
        for command in commands {
            let added = try runner.read("github_path").split(separator: "\n").reversed()
            let result = try ProcessRunner.run(
                "/bin/sh", ["-e", "-c", command], in: project.root,
                environment: [
                    "GITHUB_ACTIONS": "true", "RUNNER_TEMP": runner.path("temp"),
                    "GITHUB_PATH": runner.path("github_path"), "HOME": runner.path("home"),
                    "VIPER_GEN_RELEASES": releases,
                    "PATH": (added.map(String.init) + ["/usr/bin", "/bin"]).joined(separator: ":"),
                ], replacingEnvironment: true)
            results.append(result)
            if result.status != 0 { break }
        }
        return results
    }

    func testGitHubActionsRecipe_installsThePinnedRelease_andFailsWithAnnotationsOnDrift() throws {
        let project = try projectWithTwoModules(label: "ci")
        XCTAssertEqual(try project.run(["generate"]).status, 0)
        let commands = try workflowCommands()
        XCTAssertEqual(
            commands,
            [
                "sh tools/install-viper-gen.sh \"$RUNNER_TEMP/viper-gen\" && echo \"$RUNNER_TEMP/viper-gen/bin\" >> \"$GITHUB_PATH\"",
                "viper-gen check",
            ])
        let release = try standInRelease(label: "ci-release")
        try project.write(release.installer, to: "tools/install-viper-gen.sh")

        let clean = try runJob(commands, in: project, releases: release.releases)
        XCTAssertEqual(clean.map(\.status), [0, 0], clean.map(\.combined).joined())
        XCTAssertEqual(
            try String(contentsOfFile: release.log, encoding: .utf8), "check\n",
            "the job ran another viper-gen than the release it installed")

        try project.write("// edited\n", to: "Sources/App/Modules/Login/LoginView.swift")
        let drifted = try runJob(commands, in: project, releases: release.releases)
        XCTAssertEqual(drifted.map(\.status), [0, 1])
        XCTAssertTrue(
            drifted[1].stdout.contains(
                """
                ::error file=Sources/App/Modules/Login/LoginView.swift,line=1::generated file differs from its spec; \
                run viper-gen generate

                """), drifted[1].stdout)
    }

    /// A release whose archive is not the one the installer pins stops the
    /// job at the install step: nothing of it runs.
    func testGitHubActionsRecipe_stopsAtTheInstallStep_whenTheArchiveDoesNotMatch() throws {
        let project = try projectWithTwoModules(label: "ci-tampered")
        let release = try standInRelease(label: "ci-tampered-release")
        try project.write(
            release.installer.replacingOccurrences(
                of: release.archiveSum, with: String(release.archiveSum.reversed())),
            to: "tools/install-viper-gen.sh")

        let job = try runJob(try workflowCommands(), in: project, releases: release.releases)

        XCTAssertEqual(job.map(\.status), [1], job.map(\.combined).joined())
        XCTAssertTrue(job[0].stderr.contains("does not match its sha256"), job[0].stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: release.log), "viper-gen ran")
    }

    // MARK: pre-commit hook

    private func gitRepository(_ project: DiskProject, environment extra: [String: String] = [:])
        throws -> (String) throws -> ProcessResult
    {
        let gitPath = try requireTool("git")
        var environment = [
            "GIT_CONFIG_NOSYSTEM": "1", "GIT_AUTHOR_NAME": "Test",
            "GIT_AUTHOR_EMAIL": "test@example.com",
            "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
        ]
        environment.merge(extra) { _, new in new }
        let git = { (arguments: String) in
            try project.shell("'\(gitPath)' \(arguments)", environment: environment)
        }
        XCTAssertEqual(try git("init -q").status, 0)
        try project.write(try recipe("pre-commit"), to: ".git/hooks/pre-commit")
        XCTAssertEqual(chmod(project.path(".git/hooks/pre-commit"), 0o755), 0)
        return git
    }

    func testPreCommitRecipe_refusesACommitWithStagedDrift_andAcceptsOneWithout() throws {
        let project = try projectWithTwoModules(label: "git")
        XCTAssertEqual(try project.run(["generate"]).status, 0)
        let git = try gitRepository(project, environment: ["VIPER_GEN": try DiskProject.binary()])
        XCTAssertEqual(try git("add -A").status, 0)

        let clean = try git("commit -q -m generated")
        XCTAssertEqual(clean.status, 0, clean.combined)

        let view = "Sources/App/Modules/Login/LoginView.swift"
        let generatedView = try project.read(view)
        try project.write(generatedView + "// edited by hand\n", to: view)
        XCTAssertEqual(try git("add -A").status, 0)
        let drifted = try git("commit -q -m drifted")
        XCTAssertEqual(drifted.status, 1, drifted.combined)
        XCTAssertTrue(drifted.combined.contains("changed: \(view)\n"), drifted.combined)
        XCTAssertTrue(
            drifted.stderr.contains("pre-commit: the staged generated code differs from its specs.")
        )

        try project.write(generatedView, to: view)
        let unstagedFix = try git("commit -q -m drifted")
        XCTAssertEqual(
            unstagedFix.status, 1, "the hook checked the working tree, not what is committed")

        XCTAssertEqual(try git("add -A").status, 0)
        let fixed = try git("commit -q --allow-empty -m fixed")
        XCTAssertEqual(fixed.status, 0, fixed.combined)
        XCTAssertEqual(try git("rev-list --count HEAD").stdout, "2\n")
    }

    /// Without VIPER_GEN the hook runs the release tools/install-viper-gen.sh
    /// pins, installed once into the user's cache and reused after.
    func testPreCommitRecipe_runsThePinnedRelease_installedOnceIntoTheCache() throws {
        let project = try projectWithTwoModules(label: "git-pinned")
        XCTAssertEqual(try project.run(["generate"]).status, 0)
        let release = try standInRelease(label: "git-release")
        try project.write(release.installer, to: "tools/install-viper-gen.sh")
        let home = try makeProject(label: "git-home")
        let git = try gitRepository(
            project, environment: ["HOME": home.root, "VIPER_GEN_RELEASES": release.releases])
        XCTAssertEqual(try git("add -A").status, 0)

        let first = try git("commit -q -m generated")
        XCTAssertEqual(first.status, 0, first.combined)
        let version = ToolVersion.current.description
        XCTAssertTrue(home.exists(".cache/viper-gen/\(version)/bin/viper-gen"))
        XCTAssertEqual(
            try String(contentsOfFile: release.log, encoding: .utf8), "check --no-diff\n")

        // The release is gone; the cached install still runs, and still refuses drift.
        try FileManager.default.removeItem(
            atPath: String(release.releases.dropFirst("file://".count)))
        try project.write("// edited\n", to: "Sources/App/Modules/Login/LoginView.swift")
        XCTAssertEqual(try git("add -A").status, 0)
        let drifted = try git("commit -q -m drifted")
        XCTAssertEqual(drifted.status, 1, drifted.combined)
        XCTAssertTrue(drifted.stderr.contains("differs from its specs"), drifted.stderr)
        XCTAssertEqual(
            try String(contentsOfFile: release.log, encoding: .utf8),
            "check --no-diff\ncheck --no-diff\n")
    }

    func testPreCommitRecipe_withoutInstallerOrViperGen_refusesTheCommit_sayingWhy() throws {
        let project = try projectWithTwoModules(label: "git-no-installer")
        let git = try gitRepository(project)
        XCTAssertEqual(try git("add -A").status, 0)

        let refused = try git("commit -q -m generated")

        XCTAssertEqual(refused.status, 1, refused.combined)
        XCTAssertTrue(
            refused.stderr.contains("pre-commit: tools/install-viper-gen.sh is missing"),
            refused.stderr)
        XCTAssertEqual(try git("rev-list --all --count").stdout, "0\n")
    }

    // MARK: Xcode Run Script phase

    func testXcodeRunScriptRecipe_generatesAndKeepsTheFileListsCurrent_andRerunsTouchNothing()
        throws
    {
        let project = try projectWithTwoModules(label: "xcode")
        let script = try makeProject(label: "xcode-script")
        try script.write(try recipe("xcode-run-script.sh"), to: "viper-gen.sh")
        let derived = project.path("DerivedData")
        let environment = [
            "SRCROOT": project.root, "PROJECT_DIR": project.root, "ACTION": "build",
            "CONFIGURATION": "Debug",
            "TARGET_NAME": "App", "DERIVED_FILE_DIR": derived, "SCRIPT_INPUT_FILE_LIST_COUNT": "1",
            "SCRIPT_INPUT_FILE_LIST_0": derived + "/InputFileList-0-resolved.xcfilelist",
            "SCRIPT_OUTPUT_FILE_LIST_COUNT": "1",
            "SCRIPT_OUTPUT_FILE_LIST_0": derived + "/OutputFileList-0-resolved.xcfilelist",
            "PATH": try DiskProject.binaryFolder() + ":/usr/bin:/bin",
        ]
        func runPhase() throws -> ProcessResult {
            try ProcessRunner.run(
                "/bin/sh", [script.path("viper-gen.sh")], in: "/", environment: environment,
                replacingEnvironment: true)
        }

        let first = try runPhase()
        XCTAssertEqual(first.status, 0, first.combined)
        XCTAssertEqual(first.combined, "")
        XCTAssertTrue(project.exists("Sources/App/Modules/Login/LoginPresenter.swift"))
        XCTAssertEqual(
            try project.read("ViperGenInputs.xcfilelist"),
            "$(SRCROOT)/Specs/Cart.viper.yml\n$(SRCROOT)/Specs/Login.viper.yml\n")
        XCTAssertTrue(
            try project.read("ViperGenOutputs.xcfilelist")
                .contains("$(SRCROOT)/Sources/App/Modules/Cart/CartRouter.swift\n"))
        let built = try project.state()

        let again = try runPhase()
        XCTAssertEqual(again.status, 0, again.combined)
        assertUnchanged(built, try project.state(), "a rerun of the phase touched the project")

        try project.write(
            "module: Search\nstyle: mvp\ntraits: [alert]\n", to: "Specs/Search.viper.yml")
        XCTAssertEqual(try runPhase().status, 0)
        XCTAssertTrue(
            try project.read("ViperGenInputs.xcfilelist").contains(
                "$(SRCROOT)/Specs/Search.viper.yml\n"))
    }

    /// Issue 37, item 4: with an `xcode:` section, the phase writes the Swift
    /// files and never the project file (a build must not edit its own input).
    func testXcodeRunScriptRecipe_neverEditsTheProjectFile() throws {
        let project = try projectWithTwoModules(label: "xcode-project")
        let projectFile = "App.xcodeproj/project.pbxproj"
        let fixture = try String(
            contentsOfFile: PackagePaths.fixtures + "/xcode/classic-56/" + projectFile,
            encoding: .utf8)
        try project.write(fixture, to: projectFile)
        try project.write(
            "xcode:\n  project: App.xcodeproj\n  target: App\n  testTarget: AppTests\n",
            to: "viper-gen.yml")
        let phase = try ProcessRunner.run(
            "/bin/sh", [PackagePaths.root + "/docs/recipes/xcode-run-script.sh"],
            in: "/",
            environment: [
                "SRCROOT": project.root, "PATH": try DiskProject.binaryFolder() + ":/usr/bin:/bin",
            ],
            replacingEnvironment: true)
        XCTAssertEqual(phase.status, 0, phase.combined)
        XCTAssertTrue(project.exists("Sources/App/Modules/Cart/CartRouter.swift"))
        XCTAssertEqual(try project.read(projectFile), fixture)
    }

    func testXcodeRunScriptRecipe_withoutViperGen_failsWithAnXcodeError() throws {
        let project = try projectWithTwoModules(label: "xcode-missing")
        let before = try project.state()

        let result = try ProcessRunner.run(
            "/bin/sh", [PackagePaths.root + "/docs/recipes/xcode-run-script.sh"],
            in: "/", environment: ["SRCROOT": project.root, "PATH": "/usr/bin:/bin"],
            replacingEnvironment: true)

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stdout,
            "error: viper-gen not found; install it or set VIPER_GEN in the target's build settings\n"
        )
        assertUnchanged(before, try project.state(), "the phase wrote without viper-gen")
    }
}

import ViperGenTestSupport
import XCTest

/// Module names where spec paths go (issue 37, item 5): `generate Home`,
/// `check`, `validate`, `dump --context` and `graph` select the spec whose
/// `module:` is that name, when no file or folder has it (in process).
final class ModuleNameArgumentTests: XCTestCase {
    /// Two modules; Home's spec is not named after it, so the name is read from the spec.
    private func runner(_ extra: [String: String] = [:]) -> CommandRunner {
        CommandRunner(
            files: [
                "Specs/Start.viper.yml": "module: Home\nstyle: viper\n",
                "Specs/Login.viper.yml": "module: Login\n",
            ].merging(extra) { _, new in new })
    }

    func testGenerate_moduleName_writesWhatItsSpecPathWrites() {
        let byName = runner()
        let byPath = runner()
        XCTAssertEqual(byName.run("generate", "Home"), .init(status: 0, stdout: "", stderr: ""))
        XCTAssertEqual(byPath.run("generate", "Specs/Start.viper.yml").status, 0)
        XCTAssertEqual(byName.files, byPath.files)
        XCTAssert(byName.files.keys.contains { $0.hasPrefix("Sources/App/Modules/Home/") })
        XCTAssertFalse(
            byName.files.keys.contains { $0.hasPrefix("Sources/App/Modules/Login/") },
            "only the named module is generated")
    }

    func testCheck_moduleName_checksThatModuleOnly() throws {
        let runner = runner()
        XCTAssertEqual(runner.run("generate").status, 0)
        XCTAssertEqual(
            runner.run("check", "Home", "Login"), .init(status: 0, stdout: "", stderr: ""))
        let file = try XCTUnwrap(
            runner.files.keys.sorted().first { $0.hasPrefix("Sources/App/Modules/Home/") })
        try runner.fileSystem.writeAtomically(Array("// edited\n".utf8), to: "/project/" + file)
        let drift = runner.run("check", "--no-diff", "Home")
        XCTAssertEqual(drift.status, 1)
        XCTAssert(drift.stdout.contains(file), drift.stdout)
        XCTAssertEqual(runner.run("check", "Login").status, 0)
    }

    /// `validate Home` reads Home's spec alone: another spec's errors are not its business.
    func testValidate_moduleName_readsThatSpecAlone() {
        let runner = runner(["Specs/Bad.viper.yml": "module: Bad\nstyle: nope\n"])
        XCTAssertEqual(
            runner.run("validate", "--verbose", "Home"),
            .init(status: 0, stdout: "viper-gen validate: 1 spec valid\n", stderr: ""))
        XCTAssertEqual(runner.run("validate", "Bad").status, 2)
    }

    func testDump_moduleName_printsWhatItsSpecPathPrints() {
        let runner = runner()
        let byName = runner.run("dump", "--context", "Home")
        XCTAssertEqual(byName.status, 0, byName.stderr)
        XCTAssertEqual(byName, runner.run("dump", "--context", "Specs/Start.viper.yml"))
        XCTAssert(byName.stdout.contains("\"Home\""), byName.stdout)
    }

    /// `graph Home` draws what `graph --module Home` draws; names add up.
    func testGraph_moduleNames_drawTheirNeighbourhoods() {
        let runner = CommandRunner(
            files: FolderSnapshot.read(PackagePaths.fixtures + "/graph/app"))
        for format in ["mermaid", "dot"] {
            XCTAssertEqual(
                runner.run("graph", "--format", format, "Catalog"),
                runner.run("graph", "--format", format, "--module", "Catalog"))
            XCTAssertEqual(
                runner.run("graph", "--format", format, "Specs/Settings.viper.yml", "--depth=0"),
                runner.run("graph", "--format", format, "--module", "Settings", "--depth", "0"))
        }
        // Two names at depth 0: both modules, and nothing else.
        let both = runner.run("graph", "--format", "dot", "Settings", "Login", "--depth", "0")
        XCTAssertEqual(both.status, 0, both.stderr)
        let nodes = both.stdout.split(separator: "\n").filter { $0.contains("\"module:") }
        XCTAssertEqual(nodes.count, 2, both.stdout)
        XCTAssert(nodes.contains { $0.contains("\"module:Settings\"") }, both.stdout)
        XCTAssert(nodes.contains { $0.contains("\"module:Login\"") }, both.stdout)
        XCTAssertEqual(
            runner.run("graph", "Catalog", "--module", "Catalog"), runner.run("graph", "Catalog"))
        let depthAlone = runner.run("graph", "--depth", "2")
        XCTAssertEqual(depthAlone.status, 64)
        XCTAssert(
            depthAlone.stderr.hasPrefix("error: '--depth' needs '--module' or module names\n"),
            depthAlone.stderr)
    }

    /// A name no spec defines is a located error with a suggestion, exit 2, and nothing written.
    func testUnknownModuleName_isALocatedError_withASuggestion_andWritesNothing() {
        let runner = runner()
        let before = runner.files
        let expected = """
            Specs: error: no module named 'Hom', and no file or folder by that name
            hint: did you mean 'Home'? Known modules: Home, Login

            """
        for arguments in [
            ["generate", "Hom"], ["generate", "Login", "Hom"], ["check", "Hom"],
            ["validate", "Hom"], ["dump", "--context", "Hom"], ["graph", "Hom"],
        ] {
            XCTAssertEqual(
                runner.run(arguments), .init(status: 2, stdout: "", stderr: expected),
                "\(arguments)")
        }
        XCTAssertEqual(runner.files, before)
    }

    func testUnknownModuleName_inAProjectWithNoModules_saysSo() {
        let result = CommandRunner().run("validate", "Home")
        XCTAssertEqual(
            result,
            .init(
                status: 2, stdout: "",
                stderr: """
                    Specs: error: no module named 'Home', and no file or folder by that name
                    hint: no spec under 'Specs' names a module; pass a spec file or folder

                    """))
    }

    /// A path wins over a module of the same name: the file `Home` is read as a spec.
    func testPathAndModuleWithTheSameName_thePathWins() {
        let runner = runner(["Home": "module: Login\n"])
        let dumped = runner.run("dump", "--context", "Home")
        XCTAssertEqual(dumped.status, 0, dumped.stderr)
        XCTAssert(dumped.stdout.contains("\"name\": \"LoginAssembly\""), dumped.stdout)
        XCTAssert(dumped.stdout.contains("\"specPath\": \"Home\""), dumped.stdout)
        let folder = self.runner(["Home/Other.viper.yml": "module: Other\n"])
        XCTAssertEqual(
            folder.run("validate", "--verbose", "Home").stdout, "viper-gen validate: 1 spec valid\n"
        )
    }

    /// A link in the specs folder is skipped with one warning, whatever the
    /// command and however many names are looked up.
    func testSkippedLinkInTheSpecsFolder_isWarnedAboutOnce() {
        let runner = runner()
        runner.fileSystem.addSymbolicLink(
            at: "/project/Specs/Link.viper.yml", to: "/project/Specs/Login.viper.yml")
        let warning = "warning: skipping 'Specs/Link.viper.yml': it is a symbolic link\n"
        for arguments in [
            ["generate", "Home", "Login"], ["check", "Home"], ["validate", "Home", "Login"],
            ["dump", "--context", "Home"], ["graph", "Home"],
        ] {
            let result = runner.run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertEqual(
                result.stderr.components(separatedBy: warning).count, 2,
                "\(arguments): \(result.stderr)")
        }
    }

    /// Two specs that name one module are both selected, so validation reports the duplicate.
    func testModuleNameOfTwoSpecs_selectsBoth_andTheDuplicateIsReported() {
        let result = runner(["Specs/Again.viper.yml": "module: Home\n"]).run("validate", "Home")
        XCTAssertEqual(result.status, 2)
        XCTAssert(result.stderr.contains("Home"), result.stderr)
    }

    /// Words that are no module name stay paths, and say so as before; none is
    /// looked for outside the project, run as an option, or echoed invisibly.
    func testHostileWords_areNeverModuleNames() {
        let runner = runner()
        let notFound: [(word: String, shown: String)] = [
            ("home", "home"), ("Home/", "Home/"), ("Specs/Home", "Specs/Home"),
            ("Home.viper.yml", "Home.viper.yml"), ("-x", "-x"), ("Hōme", "Hōme"),
            ("class", "class"), ("Home Login", "Home Login"), ("Ho\u{1B}[31mme", "Ho\\u{1B}[31mme"),
            (String(repeating: "H", count: 101), String(repeating: "H", count: 101)),
        ]
        for (word, shown) in notFound {
            let result = runner.run("validate", "--", word)
            XCTAssertEqual(result.status, 2, word)
            XCTAssert(
                result.stderr.hasPrefix("error: no such file or folder: \(shown)\n"),
                "\(word): \(result.stderr)")
        }
        XCTAssertEqual(runner.run("validate", "-x").status, 64)
        let parent = runner.run("validate", "..")
        XCTAssertEqual(parent.status, 2)
        XCTAssert(parent.stderr.contains("'..' is outside the project"), parent.stderr)
        // Long but valid: a module name of 100 bytes, looked up like any other.
        let long = "H" + String(repeating: "o", count: 99)
        let longResult = runner.run("validate", long)
        XCTAssertEqual(longResult.status, 2)
        XCTAssert(longResult.stderr.contains("no module named '\(long)'"), longResult.stderr)
    }
}

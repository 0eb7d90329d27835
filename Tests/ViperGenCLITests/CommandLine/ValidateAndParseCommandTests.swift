import ViperGenCore
import ViperGenTestSupport
import XCTest

/// `validate` and `parse --events`, in process.
final class ValidateAndParseCommandTests: XCTestCase {
    func testValidate_isQuietOnAValidProject_andCountsWithVerbose() {
        let runner = CommandRunner(files: [
            "Specs/A.viper.yml": "module: A\n", "Specs/Sub/B.viper.yml": "module: B\n",
        ])
        XCTAssertEqual(runner.run("validate"), .init(status: 0, stdout: "", stderr: ""))
        XCTAssertEqual(
            runner.run("validate", "--verbose").stdout, "viper-gen validate: 2 specs valid\n")
    }

    func testValidate_reportsEveryProblemOfEverySpec_sortedByFileAndLine() {
        let runner = CommandRunner(files: [
            "Specs/B.viper.yml": "module: B\nstyle: mvc\n",
            "Specs/A.viper.yml": "module: A\ntraits: [clsoe]\n",
        ])
        let result = runner.run("validate")

        XCTAssertEqual(result.status, 2)
        let headlines = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(
            headlines,
            [
                "Specs/A.viper.yml:2:10: error: unknown trait 'clsoe'",
                "Specs/B.viper.yml:2:8: error: 'mvc' is not a valid style",
            ])
    }

    func testValidate_withPaths_readsOnlyThoseSpecsAndFolders() {
        let runner = CommandRunner(files: [
            "Specs/Good/A.viper.yml": "module: A\n",
            "Specs/Bad/B.viper.yml": "module: b\n",
            "Elsewhere/C.viper.yml": "module: C\n",
        ])
        XCTAssertEqual(runner.run("validate", "Specs/Good", "Elsewhere/C.viper.yml").status, 0)
        XCTAssertEqual(runner.run("validate", "Specs/Bad").status, 2)
        let missing = runner.run("validate", "Specs/Nope")
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(
            missing.stderr,
            """
            error: no such file or folder: Specs/Nope
            hint: pass spec files (*.viper.yml), folders that contain them, or module names

            """)
    }

    func testValidate_fromASubfolder_findsTheConfigAbove_andShowsPathsFromHere() {
        var runner = CommandRunner(files: [
            "viper-gen.yml": "specs: Design\n", "Design/A.viper.yml": "module: a\n",
        ])
        runner.workingDirectory = "/project/Design"
        let result = runner.run("validate")
        XCTAssertEqual(result.status, 2)
        XCTAssert(
            result.stderr.hasPrefix(
                "A.viper.yml:1:9: error: module name 'a' must start with an uppercase letter"),
            result.stderr)
    }

    func testParseEvents_printsTheTestSuiteNotation() {
        let runner = CommandRunner(files: ["a.yml": "--- \nkey: [a, 'b']\nblock: |\n  text\n"])
        let result = runner.run("parse", "--events", "a.yml")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdout,
            """
            +STR
            +DOC ---
            +MAP
            =VAL :key
            +SEQ []
            =VAL :a
            =VAL 'b
            -SEQ
            =VAL :block
            =VAL |text\\n
            -MAP
            -DOC
            -STR

            """)
    }

    func testParseEvents_onInvalidInput_exitsTwoWithTheDiagnostic() {
        let runner = CommandRunner(files: ["a.yml": "a: &anchor 1\n"])
        let result = runner.run("parse", "--events", "a.yml")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssert(result.stderr.hasPrefix("a.yml:1:4: error: "), result.stderr)
    }

    func testParse_withoutEvents_isAUsageError() {
        XCTAssertEqual(CommandRunner(files: ["a.yml": "a: 1\n"]).run("parse", "a.yml").status, 64)
    }

    /// The spec `new` writes for every module of every fixture parses and
    /// validates back to the same name, style, access and traits.
    func testSpecsWrittenByNew_roundTripThroughParseAndValidate() throws {
        let library = try TemplateSet.builtIn.library()
        for name in FixtureProject.allNames {
            let project = try FixtureProject(name).pipeline.validatedProject().project
            for module in project.modules {
                // `new` names catalog traits; a module's own (its requests) stays out.
                let traits = module.traits.map(\.trait).filter { !$0.isModulesOwn }.map(\.name)
                let request = NewModuleRequest(
                    name: module.name, traits: traits,
                    style: module.style, access: module.access)
                let text = try library.render(
                    NewModuleRequest.specTemplate, context: request.specContext)
                let read = ModuleSpecReader.read(
                    SourceFile(path: "new.viper.yml", text: text), catalog: project.catalog,
                    defaultAccess: .internal)
                XCTAssertEqual(read.diagnostics, [], "\(name)/\(module.name):\n\(text)")
                let again = try XCTUnwrap(read.module, "\(name)/\(module.name)")
                XCTAssertEqual(again.name, module.name)
                XCTAssertEqual(again.style, module.style)
                XCTAssertEqual(again.access, module.access)
                XCTAssertEqual(again.traits.map(\.trait.name), traits)
            }
        }
    }
}

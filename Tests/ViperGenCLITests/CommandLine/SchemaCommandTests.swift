import ViperGenCore
import XCTest

/// `schema <kind>` and `schema --write` (in process).
final class SchemaCommandTests: XCTestCase {
    func testSchemaKind_printsThatSchema() {
        for kind in SchemaKind.allCases {
            XCTAssertEqual(
                CommandRunner().run("schema", kind.rawValue),
                .init(status: 0, stdout: kind.schemaText, stderr: ""))
        }
    }

    func testWrite_writesEverySchemaIntoTheSchemasFolder_andASecondRunNothing() {
        let runner = CommandRunner(files: ["viper-gen.yml": "schemas: Editor/schemas\n"])
        let first = runner.run("schema", "--write")
        XCTAssertEqual(
            first,
            .init(
                status: 0,
                stdout: """
                    create    Editor/schemas/config.schema.json
                    create    Editor/schemas/module-files.schema.json
                    create    Editor/schemas/module.schema.json
                    create    Editor/schemas/traits.schema.json

                    """, stderr: ""))
        XCTAssertEqual(
            runner.files["Editor/schemas/module.schema.json"],
            SchemaKind.module.schemaText(traits: .builtIn))
        XCTAssertEqual(runner.run("schema", "--write"), .init(status: 0, stdout: "", stderr: ""))
        XCTAssertEqual(
            runner.run("schema", "--write", "--dry-run").stdout,
            """
            unchanged Editor/schemas/config.schema.json
            unchanged Editor/schemas/module-files.schema.json
            unchanged Editor/schemas/module.schema.json
            unchanged Editor/schemas/traits.schema.json

            """)
    }

    func testDryRun_writesNothing() {
        let runner = CommandRunner()
        let result = runner.run("schema", "--write", "--dry-run")
        XCTAssertEqual(result.status, 0)
        XCTAssert(result.stdout.contains("create    schemas/module.schema.json\n"), result.stdout)
        XCTAssertEqual(runner.files, [:])
    }

    func testRefusedInput_changesNothing() {
        let cases:
            [(files: [String: String], arguments: [String], status: Int32, message: String)] = [
                (
                    [:], ["schema"], 64,
                    "error: expected a schema (module, config or traits) or `--write`"
                ),
                ([:], ["schema", "spec"], 64, "error: expected a schema"),
                ([:], ["schema", "module", "--write"], 64, "error: expected a schema"),
                (
                    ["viper-gen.yml": "schemas: ../outside\n"], ["schema", "--write"], 2,
                    "viper-gen.yml:1:10: error: "
                ),
                (
                    ["viper-gen.yml": "schemas: \"https://example.com/s\\nstruct X {}\"\n"],
                    ["new", "Login"], 2,
                    "viper-gen.yml:1:10: error: 'schemas' contains a line break (U+000A)"
                ),
                (
                    ["viper-gen.yml": "schemas: https://example.com/s\n"], ["schema", "--write"], 2,
                    "error: the config's schemas is an address (https://example.com/s); there is no folder to write"
                ),
            ]
        for testCase in cases {
            let runner = CommandRunner(files: testCase.files)
            let result = runner.run(testCase.arguments)
            XCTAssertEqual(result.status, testCase.status, "\(testCase.arguments)")
            XCTAssert(
                result.stderr.hasPrefix(testCase.message), "\(testCase.arguments): \(result.stderr)"
            )
            XCTAssertEqual(result.stdout, "")
            XCTAssertEqual(runner.files, testCase.files)
        }
    }

    /// `new` names the schema relative to the spec, or under the config's
    /// address; a schema file that is not there is not named.
    func testNew_writesTheSchemaLineFirst_whenTheSchemaIsThere() {
        let missing = CommandRunner(files: ["viper-gen.yml": "specs: App/Specs\n"])
        XCTAssertEqual(missing.run("new", "Login").status, 0)
        XCTAssert(
            missing.files["App/Specs/Login.viper.yml"]?.hasPrefix("# The Login module.") == true,
            missing.files["App/Specs/Login.viper.yml"] ?? "no spec")
        let local = CommandRunner(files: [
            "viper-gen.yml": "specs: App/Specs\n", "schemas/module.schema.json": "{}\n",
        ])
        XCTAssertEqual(local.run("new", "Login").status, 0)
        XCTAssert(
            local.files["App/Specs/Login.viper.yml"]?.hasPrefix(
                "# yaml-language-server: $schema=../../schemas/module.schema.json\n# The Login module."
            ) == true,
            local.files["App/Specs/Login.viper.yml"] ?? "no spec")
        let remote = CommandRunner(files: [
            "viper-gen.yml": "schemas: https://example.com/viper-gen/\n"
        ])
        XCTAssertEqual(remote.run("new", "Login").status, 0)
        XCTAssert(
            remote.files["Specs/Login.viper.yml"]?.hasPrefix(
                "# yaml-language-server: $schema=https://example.com/viper-gen/module.schema.json\n"
            ) == true)
    }
}

import Foundation
import ViperGenCore
import ViperGenTestSupport
import XCTest

/// The schemas against `validate`, judged by `check-jsonschema` (PyPI, as
/// editors and pre-commit hooks run it): every fixture file is valid under
/// both, and every spec of ``SchemaAgreementCases`` is refused by both, but
/// those docs/schemas.md lists as only the validator's, each with its reason.
final class SchemaAgreementTests: XCTestCase {
    private var folder = ""
    private let tool = PythonOracle.venv + "/bin/check-jsonschema"

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            throw XCTSkip(
                "check-jsonschema is not installed (\(tool)); .ci/run installs it with "
                    + "`.build/oracle-venv/bin/pip install -r Tests/Oracles/requirements.txt`")
        }
        folder = try ProcessRunner.temporaryFolder("schema-agreement")
    }

    /// The files `check-jsonschema` refuses under `schemaText`, by path.
    private func refused(_ paths: [String], schemaText: String) throws -> Set<String> {
        let schema = folder + "/schema-\(UUID().uuidString).json"
        try schemaText.write(toFile: schema, atomically: true, encoding: .utf8)
        let result = try ProcessRunner.run(
            tool, ["--schemafile", schema, "--output-format", "json"] + paths, in: folder)
        struct Report: Decodable {
            struct Failure: Decodable { var filename: String }
            var errors: [Failure]?
            var parseErrors: [Failure]?
            enum CodingKeys: String, CodingKey {
                case errors
                case parseErrors = "parse_errors"
            }
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
        XCTAssert(report.parseErrors?.isEmpty ?? true, "unparsable: \(result.stdout)")
        let errors = report.errors ?? []
        XCTAssertEqual(result.status == 0, errors.isEmpty, result.stdout + result.stderr)
        return Set(errors.map(\.filename))
    }

    func testEveryFixtureFile_isValid_underThePublishedSchemas_andItsProjectsOwn() throws {
        var checked = 0
        for root in try FileManager.default.contentsOfDirectory(atPath: PackagePaths.fixtures)
            .sorted()
        where !["parser", "fuzz-regressions", "xcode", "xcode-synthetic"].contains(root) {
            let project = PackagePaths.fixtures + "/" + root
            let files = SchemaAgreementCases.projectFiles(in: project)
            guard !files.isEmpty else { continue }
            // The project's own catalog, as `schema --write` there would write its module schema.
            let validated = try GenerationPipeline(
                fileSystem: LocalFileSystem(), workingDirectory: project
            ).validatedProject()
            for (kind, paths) in files {
                XCTAssertEqual(
                    try refused(paths, schemaText: kind.schemaText), [], "\(root): \(kind)")
                XCTAssertEqual(
                    try refused(
                        paths, schemaText: kind.schemaText(traits: validated.project.catalog)),
                    [], "\(root): \(kind) under its project's schema")
                checked += paths.count
            }
        }
        XCTAssertGreaterThan(checked, 30)
    }

    func testInvalidSpecs_areRefusedByBoth_butTheDocumentedExceptions() throws {
        let cases = SchemaAgreementCases.invalid
        XCTAssertGreaterThanOrEqual(cases.count, 40)
        var acceptedBySchema: Set<String> = []
        for kind in SchemaKind.allCases {
            let ofKind = cases.filter { $0.kind == kind }
            var paths: [String: String] = [:]
            for testCase in ofKind {
                XCTAssertEqual(
                    SchemaAgreementCases.validatorRefusal(testCase).map {
                        $0.contains(testCase.message)
                    }, true,
                    "\(testCase.name): validate should say '\(testCase.message)', but says "
                        + (SchemaAgreementCases.validatorRefusal(testCase) ?? "nothing"))
                let path = folder + "/" + testCase.name + ".yml"
                try testCase.text.write(toFile: path, atomically: true, encoding: .utf8)
                paths[path] = testCase.name
            }
            // A project's schema, as `schema --write` writes it: the built-in traits only.
            let refusedPaths = try refused(
                paths.keys.sorted(), schemaText: kind.schemaText(traits: .builtIn))
            for (path, name) in paths where !refusedPaths.contains(path) {
                acceptedBySchema.insert(name)
            }
        }
        XCTAssertEqual(
            acceptedBySchema, try SchemaAgreementCases.documentedExceptions(),
            "the specs only the validator refuses are those docs/schemas.md lists")
    }

    /// The published schema takes trait names it doesn't know (a project's own),
    /// and completes the built-in ones; a project's schema takes its traits only.
    func testTraitNames_areCompletedFromTheSchema() throws {
        let spec = folder + "/Login.viper.yml"
        try "module: Login\ntraits: [vibrate]\n".write(
            toFile: spec, atomically: true, encoding: .utf8)
        XCTAssertEqual(try refused([spec], schemaText: SchemaKind.module.schemaText), [])
        XCTAssertEqual(
            try refused([spec], schemaText: SchemaKind.module.schemaText(traits: .builtIn)), [spec])
        let object = try XCTUnwrap(
            JSONSerialization.jsonObject(
                with: Data(SchemaKind.module.schemaText(traits: .builtIn).utf8)) as? [String: Any])
        let traits = (object["properties"] as? [String: Any])?["traits"] as? [String: Any]
        let names =
            (((traits?["items"] as? [String: Any])?["anyOf"] as? [[String: Any]])?.first?[
                "anyOf"] as? [[String: Any]]) ?? []
        XCTAssertEqual(
            names.compactMap { $0["const"] as? String }, TraitCatalog.builtIn.names)
        XCTAssert(names.allSatisfy { !(($0["description"] as? String) ?? "").isEmpty })
    }
}

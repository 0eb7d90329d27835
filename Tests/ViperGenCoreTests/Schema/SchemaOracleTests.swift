import Foundation
import ViperGenCore
import ViperGenTestSupport
import XCTest

/// The JSON Schemas against Python's jsonschema (with PyYAML loading the files
/// as an editor would): every fixture file, the built-in traits catalog and the
/// specs `new` writes are valid under both the schema and viper-gen's
/// validator; a table of specs viper-gen refuses, which a schema can express,
/// is refused by both.
final class SchemaOracleTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        if let reason = PythonOracle.unavailability(of: ["jsonschema", "yaml"]) {
            throw XCTSkip(reason)
        }
        folder = try ProcessRunner.temporaryFolder("schema-oracle")
        for kind in SchemaKind.allCases {
            try kind.schemaText.write(
                toFile: folder + "/" + kind.fileName, atomically: true, encoding: .utf8)
        }
    }

    /// `valid` or `invalid: ...` per file, from the oracle.
    private func oracle(_ kind: SchemaKind, _ files: [String]) throws -> [String: String] {
        let result = try PythonOracle.run(
            "schema_oracle.py", [folder + "/" + kind.fileName] + files)
        XCTAssertEqual(result.status, 0, result.stderr)
        var verdicts: [String: String] = [:]
        for line in result.stdout.split(separator: "\n") {
            let text = String(line)
            if text.hasPrefix("valid ") { verdicts[String(text.dropFirst(6))] = "valid" }
            if text.hasPrefix("invalid "), let colon = text.range(of: ": ") {
                verdicts[
                    String(text[text.index(text.startIndex, offsetBy: 8)..<colon.lowerBound])] =
                    String(text[colon.lowerBound...])
            }
        }
        return verdicts
    }

    /// Fixture and example project files by kind (the parser's and the
    /// fuzzer's inputs are not project files).
    private func fixtureFiles() -> [SchemaKind: [String]] {
        var files: [SchemaKind: [String]] = [:]
        for root in [PackagePaths.fixtures, PackagePaths.root + "/docs/examples"] {
            let enumerator = FileManager.default.enumerator(atPath: root)
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasPrefix("parser") || relative.hasPrefix("fuzz-regressions") {
                    continue
                }
                if let kind = SchemaAgreementCases.kind(ofFile: relative) {
                    files[kind, default: []].append(root + "/" + relative)
                }
            }
        }
        return files
    }

    func testEveryFixtureFile_andTheBuiltInTraits_areValid() throws {
        var files = fixtureFiles()
        XCTAssertTrue(
            files[.module, default: []].contains { $0.contains("/docs/examples/") },
            "the examples' specs are checked too")
        files[.traits, default: []].append(
            PackagePaths.root + "/Templates/Catalog/BuiltInTraits.viper.yml")
        XCTAssertGreaterThan(files[.module]?.count ?? 0, 10)
        XCTAssertGreaterThan(files[.config]?.count ?? 0, 2)
        for (kind, paths) in files {
            for (path, verdict) in try oracle(kind, paths) {
                XCTAssertEqual(verdict, "valid", "\(kind): \(path)")
            }
            XCTAssertEqual(try oracle(kind, paths).count, paths.count)
        }
    }

    /// What `new` and `init` write validates, first line included.
    func testSpecsWrittenByNew_andTheConfigWrittenByInit_areValid() throws {
        let fileSystem = InMemoryFileSystem(files: [:])
        try fileSystem.createDirectory("/p")
        let pipeline = GenerationPipeline(fileSystem: fileSystem, workingDirectory: "/p")
        let started = try pipeline.startProject()
        try WritePlanApplier(fileSystem: fileSystem, rootPath: "/p").apply(started.plan)
        let requests = [
            NewModuleRequest(name: "Login", traits: ["close", "request"]),
            NewModuleRequest(name: "Profile", traits: [], style: .viper, access: .public),
            NewModuleRequest(
                name: "Feed", traits: ["alert", "share", "page"], style: .mvp, access: .internal),
        ]
        var specs: [String] = []
        for request in requests {
            let generation = try pipeline.newModule(request)
            let spec = try XCTUnwrap(
                generation.plan.entries.first { $0.path.hasSuffix(".viper.yml") })
            let text = String(decoding: try XCTUnwrap(spec.contents), as: UTF8.self)
            XCTAssert(
                text.hasPrefix("# yaml-language-server: $schema=../schemas/module.schema.json\n"),
                text)
            specs.append(folder + "/" + request.name + ".viper.yml")
            try text.write(toFile: specs.last!, atomically: true, encoding: .utf8)
        }
        for (path, verdict) in try oracle(.module, specs) { XCTAssertEqual(verdict, "valid", path) }
        let config = String(decoding: try fileSystem.read("/p/viper-gen.yml"), as: UTF8.self)
        XCTAssert(
            config.hasPrefix("# yaml-language-server: $schema=schemas/config.schema.json\n"), config
        )
        try config.write(toFile: folder + "/viper-gen.yml", atomically: true, encoding: .utf8)
        XCTAssertEqual(try oracle(.config, [folder + "/viper-gen.yml"]).values.first, "valid")
    }

    /// Refused by viper-gen and by the schema: (kind, file text, what the validator says).
    private static let refused: [(kind: SchemaKind, text: String, message: String)] = [
        (.module, "module: Login\ncolour: blue\n", "unknown key 'colour'"),
        (.module, "style: mvp\n", "has no 'module'"),
        (.module, "module: login\n", "must start with an uppercase letter"),
        (.module, "module: Login Screen\n", "not a valid module name"),
        (.module, "module: Login\nstyle: mvc\n", "'mvc' is not"),
        (.module, "module: Login\naccess: private\n", "'private' is not"),
        (.module, "module: Login\ntraits: close\n", "expected a list"),
        (.module, "module: Login\ntraits:\n  - close:\n    request:\n", "one trait per list item"),
        (.module, "module: Login\nroutes:\n  settings: fly\n", "'fly' is not"),
        (.module, "module: Login\nroutes:\n  - settings\n", "expected a mapping"),
        (
            .module, "module: Login\nroutes:\n  settings:\n    transition: push\n    speed: fast\n",
            "unknown key 'speed'"
        ),
        (.module, "module: Login\nroutes:\n  settings:\n    animated: maybe\n", "maybe"),
        (.module, "module: Login\nroutes:\n  open settings: push\n", "route name"),
        (
            .module, "module: Login\nstyle: viper\ninteractor:\n  inputs:\n  callbacks:\n",
            "unknown key 'callbacks'"
        ),
        (.module, "module: Login\nview:\n  show-error:\n", "not a method name"),
        (.module, "module: Login\nstate:\n  name:\n    preview: '\"Ada\"'\n", "has no 'type'"),
        (
            .module, "module: Login\nstate:\n  name:\n    type: String = \"\"\n    sample: x\n",
            "unknown key 'sample'"
        ),
        (.module, "module: Login\nstate:\n  name:\n    type: String\n", "has no default value"),
        (.config, "specs: Specs\nsourcez: Sources\n", "unknown key 'sourcez'"),
        (.config, "indentation: 9\n", "indentation"),
        (.config, "access: open\n", "'open' is not"),
        (.config, "appModule: My App\n", "module name"),
        (.config, "xcode:\n  project: App.xcodeproj\n", "has no 'target'"),
        (
            .config, "xcode:\n  project: App.xcodeproj\n  target: App\n  scheme: App\n",
            "unknown key 'scheme'"
        ),
        (.config, "xcode:\n  project: App.xcodeprojx\n  target: App\n", "xcodeproj"),
        (.config, "minimumVersion: one\n", "minimumVersion"),
        (.config, "platform: iOS 14.0\n", "needs iOS 15.0 or later"),
        (.config, "platform: macOS 14.0\n", "'platform' must be 'iOS'"),
        (.config, "defaultIsolation: mainActor\n", "'mainActor' is not"),
        (.traits, "trait:\n  vibrate:\n    kind: router\n", "unknown key 'trait'"),
        (.traits, "traits:\n  vibrate:\n    summary: Vibrates.\n", "has no 'kind'"),
        (.traits, "traits:\n  vibrate:\n    kind: model\n", "'model' is not"),
        (
            .traits, "traits:\n  vibrate:\n    kind: router\n    replacesBuiltIn: sometimes\n",
            "sometimes"
        ),
        (
            .traits,
            "traits:\n  vibrate:\n    kind: router\n    parameters:\n      Pattern:\n        summary: x\n",
            "has no 'default'"
        ),
        (
            .traits,
            "traits:\n  vibrate:\n    kind: router\n    dependencies:\n      player:\n        weak: true\n",
            "has no 'type'"
        ),
        (
            .traits,
            "traits:\n  vibrate:\n    kind: router\n    methods:\n      buzz:\n        body: x()\n        async: true\n",
            "unknown key 'async'"
        ),
        (
            .traits, "traits:\n  vibrate:\n    kind: router\n    scaffold:\n      view: x\n",
            "unknown key 'view'"
        ),
    ]

    func testRefusedFiles_areRefusedByTheValidator_andByTheSchema() throws {
        for (index, testCase) in Self.refused.enumerated() {
            guard
                let validatorSays = SchemaAgreementCases.validatorRefusal(
                    of: testCase.text, as: testCase.kind)
            else {
                XCTFail("viper-gen accepts case \(index):\n\(testCase.text)")
                continue
            }
            XCTAssert(validatorSays.contains(testCase.message), "case \(index): \(validatorSays)")
            let file = folder + "/case\(index).yml"
            try testCase.text.write(toFile: file, atomically: true, encoding: .utf8)
            let verdict = try oracle(testCase.kind, [file])[file] ?? "no verdict"
            XCTAssertNotEqual(
                verdict, "valid",
                "the \(testCase.kind) schema accepts case \(index):\n\(testCase.text)")
        }
    }
}

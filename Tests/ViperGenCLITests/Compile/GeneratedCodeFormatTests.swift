import Foundation
import ViperGenCore
import ViperGenTestSupport
import XCTest

/// Generated code is clean under `swift format lint --strict` with the
/// configuration in `docs/swift-format-generated.json`.
final class GeneratedCodeFormatTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(SwiftFormatLinter.isAvailable, "this toolchain has no `swift format`")
    }

    func testEveryGolden_isCleanUnderTheSwiftFormatConfigurationForGeneratedCode() throws {
        let folder = try ProcessRunner.temporaryFolder("format")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var goldensByConfiguration: [String: [String]] = [:]
        for name in FixtureProject.allNames {
            let indentation = try FixtureProject(name).config().indentation
            let configuration = try SwiftFormatLinter.configurationPath(
                for: indentation, in: folder)
            goldensByConfiguration[configuration, default: []].append(
                PackagePaths.snapshots + "/" + name)
        }
        XCTAssertGreaterThanOrEqual(goldensByConfiguration.values.joined().count, 9)
        for (configuration, goldens) in goldensByConfiguration.sorted(by: { $0.key < $1.key }) {
            let result = try SwiftFormatLinter.lint(goldens, configuration: configuration)
            XCTAssertEqual(
                result.status, 0,
                "swift format lint failed with \(configuration):\n\(result.combined)")
            XCTAssertEqual(result.stderr, "", "findings with \(configuration)")
        }
    }

    func testMatrixModules_areCleanUnderTheSwiftFormatConfigurationForGeneratedCode() throws {
        let folder = try ProcessRunner.temporaryFolder("format-matrix")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = try FixtureProject(name: "matrix", inputs: CompileMatrix.inputs).renderedFiles()
        try FolderSnapshot.write(files.filter { $0.key.hasSuffix(".swift") }, to: folder)

        let result = try SwiftFormatLinter.lint(
            [folder], configuration: SwiftFormatLinter.configurationPath)

        XCTAssertEqual(result.status, 0, "swift format lint failed:\n\(result.combined)")
        XCTAssertEqual(result.stderr, "")
    }

    /// Every departure from the toolchain's defaults is deliberate; see the
    /// README's "Formatting of generated code".
    func testConfiguration_departsFromTheDefaultsOnlyWhereTheDesignRequires() throws {
        let configuration = try SwiftFormatLinter.configuration()
        let defaults = try SwiftFormatLinter.defaultConfiguration()
        let rules = configuration["rules"] as? [String: Bool] ?? [:]
        let defaultRules = defaults["rules"] as? [String: Bool] ?? [:]

        XCTAssertEqual(Self.differingKeys(configuration, defaults), ["indentation"])
        XCTAssertEqual(Self.differingKeys(rules, defaultRules), ["UseSynthesizedInitializer"])
        XCTAssertEqual(configuration["indentation"] as? [String: Int], ["spaces": 4])
        // Off by default, and must stay off: generated declarations carry no
        // per-member documentation, and dependencies are implicitly unwrapped.
        for rule in [
            "AllPublicDeclarationsHaveDocumentation", "NeverUseImplicitlyUnwrappedOptionals",
            "BeginDocumentationCommentWithOneLineSummary", "ValidateDocumentationComments",
        ] {
            XCTAssertEqual(rules[rule], false, rule)
        }
    }

    /// The keys of `values` whose value differs from `defaults`, sorted.
    private static func differingKeys<Value>(_ values: [String: Value], _ defaults: [String: Value])
        -> [String]
    {
        values.keys.filter { key in
            guard key != "rules", let value = values[key] else { return false }
            return defaults[key].flatMap(json) != json(value)
        }.sorted()
    }

    /// A JSON value as canonical text, to compare values of unknown type.
    private static func json(_ value: Any) -> String? {
        (try? JSONSerialization.data(withJSONObject: ["value": value], options: .sortedKeys))
            .map { String(decoding: $0, as: UTF8.self) }
    }
}

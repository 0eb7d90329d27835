import Foundation
import ViperGenTestSupport
import XCTest

@testable import ViperGenCore

/// Issue 37, item 1: a target's module name, read from its build settings as Xcode works it out.
final class XcodeProductModuleNameTests: XCTestCase {
    private func modules(
        _ target: String, in model: XcodeProjectModel, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> [String] {
        let found = try XCTUnwrap(model.target(named: target), file: file, line: line)
        return XcodeProductModuleName.configurations(of: found, in: model.file).map {
            switch $0.result {
            case .success(let name): return "\($0.name): \(name)"
            case .failure(let problem): return "\($0.name): error: \(problem.reason)"
            }
        }
    }

    func testEveryRealFixturesAppTarget_isModuleApp() throws {
        for name in XcodeFixtures.names {
            let model = try XcodeFixtures.model(name)
            let lines = try modules("App", in: model)
            XCTAssertFalse(lines.isEmpty, name)
            for line in lines { XCTAssertTrue(line.hasSuffix(": App"), "\(name): \(line)") }
        }
    }

    func testTargetNamesWithSpacesDashesAndDigits_becomeIdentifiers_asXcodeMakesThem() throws {
        let source = SourceFile(
            path: "App.xcodeproj/project.pbxproj",
            bytes: Array(
                try Data(
                    contentsOf: URL(
                        fileURLWithPath: PackagePaths.fixtures
                            + "/xcode-synthetic/module-names/App.xcodeproj/project.pbxproj"))))
        let model = try XcodeFixtures.model(source)
        XCTAssertEqual(try modules("My App", in: model), ["Debug: My_App", "Release: My_App"])
        XCTAssertEqual(
            try modules("Kiosk-iOS", in: model), ["Debug: Kiosk_iOS", "Release: Kiosk_iOS"])
        XCTAssertEqual(
            try modules("3D Viewer", in: model), ["Debug: _3D_Viewer", "Release: _3D_Viewer"])
        XCTAssertEqual(try modules("Loop", in: model), ["Debug: LoopKit", "Release: LoopKit"])
        XCTAssertEqual(try modules("Split", in: model), ["Debug: SplitDev", "Release: Split"])
    }

    func testC99Identifier() {
        let cases: [(String, String)] = [
            ("App", "App"), ("My App", "My_App"), ("Kiosk-iOS", "Kiosk_iOS"), ("3D", "_3D"),
            ("a.b/c", "a_b_c"), ("", ""), ("Café", "Café"),
        ]
        for (name, expected) in cases {
            XCTAssertEqual(XcodeProductModuleName.c99Identifier(name), expected, name)
        }
    }

    /// A one-target project whose only configuration has `settings` (build setting lines).
    static func project(target: String = "App", settings: [String]) -> SourceFile {
        let lines = settings.map { "\t\t\t\t\($0)\n" }.joined()
        let text = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tAA0000000000000000000001 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            \t\tAA0000000000000000000002 = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = AA0000000000000000000004;
            \t\t\tbuildPhases = (AA0000000000000000000003);
            \t\t\tname = \(XcodeObjectWriter.quoted(target));
            \t\t};
            \t\tAA0000000000000000000003 = {isa = PBXSourcesBuildPhase; files = (); };
            \t\tAA0000000000000000000004 = {isa = XCConfigurationList; buildConfigurations = (AA0000000000000000000005); };
            \t\tAA0000000000000000000005 = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \(lines)\t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t\tAA0000000000000000000006 = {isa = PBXProject; mainGroup = AA0000000000000000000001; targets = (AA0000000000000000000002); };
            \t};
            \trootObject = AA0000000000000000000006;
            }

            """
        return SourceFile(path: "App.xcodeproj/project.pbxproj", text: text)
    }

    func testSettings_resolveOrSayWhyNot_andNothingButAnIdentifierComesThrough() throws {
        let long = String(repeating: "M", count: 101)
        let cases: [(settings: [String], expected: String)] = [
            ([], "Debug: App"),
            (["PRODUCT_NAME = \"$(TARGET_NAME)\";"], "Debug: App"),
            (["PRODUCT_NAME = \"Big Shop\";"], "Debug: Big_Shop"),
            (["PRODUCT_NAME = \"${TARGET_NAME}Kit\";"], "Debug: AppKit"),
            (["PRODUCT_MODULE_NAME = \"$(PRODUCT_NAME:c99extidentifier)\";"], "Debug: App"),
            (["PRODUCT_MODULE_NAME = \"$TARGET_NAME\";"], "Debug: App"),
            (["PRODUCT_MODULE_NAME = Shop;"], "Debug: Shop"),
            (
                ["PRODUCT_MODULE_NAME = \"$(SWIFT_MODULE_BASE)\";"],
                "Debug: error: PRODUCT_MODULE_NAME refers to '$(SWIFT_MODULE_BASE)', which viper-gen cannot resolve from the project file"
            ),
            (
                ["PRODUCT_MODULE_NAME = \"$(inherited)\";"],
                "Debug: error: PRODUCT_MODULE_NAME refers to '$(inherited)', which viper-gen cannot resolve from the project file"
            ),
            (
                ["PRODUCT_MODULE_NAME = \"$(TARGET_NAME:lower)\";"],
                "Debug: error: PRODUCT_MODULE_NAME refers to '$(TARGET_NAME:lower)', which viper-gen cannot resolve from the project file"
            ),
            (
                ["PRODUCT_MODULE_NAME = \"$(TARGET_NAME\";"],
                "Debug: error: PRODUCT_MODULE_NAME has an unclosed '$('"
            ),
            (
                ["PRODUCT_MODULE_NAME = \"App\\\"; import Evil //\";"],
                "Debug: error: the module name 'App\"; import Evil //' is no Swift identifier: it contains '\"'; use letters, digits and '_' only"
            ),
            (
                ["PRODUCT_MODULE_NAME = \"App\\nimport Evil\";"],
                "Debug: error: the module name 'App\\u{A}import Evil' is no Swift identifier: it contains '\\u{A}'; use letters, digits and '_' only"
            ),
            (
                ["PRODUCT_MODULE_NAME = \"Café\";"],
                "Debug: error: the module name 'Café' is no Swift identifier: it contains 'é'; use letters, digits and '_' only"
            ),
            (
                ["PRODUCT_MODULE_NAME = \(long);"],
                "Debug: error: the module name '\(long.prefix(60))…' is no Swift identifier: it is 101 bytes long; a name may be at most 100"
            ),
            (
                ["PRODUCT_MODULE_NAME = \"\(String(repeating: "x", count: 2000))\";"],
                "Debug: error: PRODUCT_MODULE_NAME is 2000 bytes long"
            ),
            (
                // References multiply: 100 target names, 5 times, stop at the limit.
                [
                    "PRODUCT_NAME = \"\(String(repeating: "$(TARGET_NAME)", count: 60))\";",
                    "PRODUCT_MODULE_NAME = \"\(String(repeating: "$(PRODUCT_NAME)", count: 6))\";",
                ],
                "Debug: error: PRODUCT_MODULE_NAME expands to more than 1024 bytes"
            ),
            (
                ["PRODUCT_MODULE_NAME = (A, B);"],
                "Debug: error: PRODUCT_MODULE_NAME is a list, not a string"
            ),
            (
                ["PRODUCT_MODULE_NAME = class;"],
                "Debug: error: the module name 'class' is no Swift identifier: it is a Swift keyword"
            ),
        ]
        for testCase in cases {
            let model = try XcodeFixtures.model(Self.project(settings: testCase.settings))
            XCTAssertEqual(
                try modules("App", in: model), [testCase.expected], "\(testCase.settings)")
        }
        // A target's name is refused past the limit before anything expands it.
        let longName = String(repeating: "T", count: 2000)
        let model = try XcodeFixtures.model(Self.project(target: longName, settings: []))
        XCTAssertEqual(
            try modules(longName, in: model), ["Debug: error: the target's name is 2000 bytes long"]
        )
    }

    func testAProjectLevelSetting_applies_andTheTargetsWins() throws {
        var text = String(decoding: Self.project(settings: []).bytes, as: UTF8.self)
        text = text.replacingOccurrences(
            of: "isa = PBXProject;",
            with: "isa = PBXProject; buildConfigurationList = AA0000000000000000000007;")
        text = text.replacingOccurrences(
            of: "\t};\n\trootObject",
            with: """
                \t\tAA0000000000000000000007 = {isa = XCConfigurationList; buildConfigurations = (AA0000000000000000000008); };
                \t\tAA0000000000000000000008 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = Base;}; name = Debug; };
                \t};
                \trootObject
                """)
        let model = try XcodeFixtures.model(
            SourceFile(path: "App.xcodeproj/project.pbxproj", text: text))
        XCTAssertEqual(try modules("App", in: model), ["Debug: Base"])
        let overridden = text.replacingOccurrences(
            of: "\t\t\t};\n\t\t\tname = Debug;",
            with: "\t\t\t\tPRODUCT_MODULE_NAME = Own;\n\t\t\t};\n\t\t\tname = Debug;")
        XCTAssertNotEqual(overridden, text)
        let model2 = try XcodeFixtures.model(
            SourceFile(path: "App.xcodeproj/project.pbxproj", text: overridden))
        XCTAssertEqual(try modules("App", in: model2), ["Debug: Own"])
    }

    func testATargetWithoutConfigurations_isItsNameAsAnIdentifier() throws {
        var text = String(
            decoding: Self.project(target: "Big-Shop", settings: []).bytes, as: UTF8.self)
        text = text.replacingOccurrences(
            of: "\t\t\tbuildConfigurationList = AA0000000000000000000004;\n", with: "")
        let model = try XcodeFixtures.model(
            SourceFile(path: "App.xcodeproj/project.pbxproj", text: text))
        XCTAssertEqual(try modules("Big-Shop", in: model), [": Big_Shop"])
    }

    /// Names a project file lists reach a message cut, and five at most.
    func testMessages_quoteAtMostFiveNames_eachCut() {
        let targets = (1...8).map { "Target\($0)" } + [String(repeating: "Z", count: 3000)]
        let hint =
            XcodeProjectDiagnostics.noTestTarget(
                "Tests/A.swift", count: 1, targets: targets, at: .file("viper-gen.yml")
            ).hint ?? ""
        XCTAssertTrue(hint.hasSuffix("'Target5' and 4 more)"), hint)
        XCTAssertLessThan(hint.count, 300, hint)
        let long = XcodeProjectDiagnostics.disagreeingModuleNames(
            target: "App",
            configurations: [(String(repeating: "C", count: 5000), "A"), ("B", "B")],
            at: .file("viper-gen.yml"))
        XCTAssertLessThan(long.message.count, 200, long.message)
    }
}

import Foundation
import ViperGenCore
import ViperGenTestSupport
import XCTest

/// Issue 37, item 1: with an `xcode:` section, generated tests import the app
/// target's module, and `validate` warns when `appModule` says otherwise.
final class XcodeAppModuleTests: XCTestCase {
    private static let projectFile = "App.xcodeproj/project.pbxproj"

    private func runner(target: String, testTarget: String? = nil, appModule: String? = nil)
        throws -> CommandRunner
    {
        let project = try String(
            contentsOfFile: PackagePaths.fixtures
                + "/xcode-synthetic/module-names/" + Self.projectFile, encoding: .utf8)
        return runner(
            project: project, target: target, testTarget: testTarget, appModule: appModule)
    }

    private func runner(
        project: String, target: String, testTarget: String? = nil, appModule: String? = nil
    ) -> CommandRunner {
        var config = appModule.map { "appModule: \($0)\n" } ?? ""
        config += "xcode:\n  project: App.xcodeproj\n  target: \"\(target)\"\n"
        if let testTarget { config += "  testTarget: \"\(testTarget)\"\n" }
        return CommandRunner(files: [Self.projectFile: project, "viper-gen.yml": config])
    }

    /// The distinct `@testable import` lines of the files `runner` holds.
    private func testableImports(_ runner: CommandRunner) -> [String] {
        var lines: Set<String> = []
        for (path, text) in runner.files where path.hasSuffix(".swift") {
            for line in text.split(separator: "\n") where line.hasPrefix("@testable import ") {
                lines.insert(String(line))
            }
        }
        return lines.sorted()
    }

    func testTargetsWithSpacesDashesAndSettings_giveTheModuleTheTestsImport() throws {
        let cases: [(target: String, module: String)] = [
            ("My App", "My_App"), ("Kiosk-iOS", "Kiosk_iOS"), ("3D Viewer", "_3D_Viewer"),
            ("Loop", "LoopKit"),
        ]
        for testCase in cases {
            let runner = try runner(target: testCase.target, testTarget: "My App Tests")
            let result = runner.run("new", "Login", "--traits", "close")
            XCTAssertEqual(result.status, 0, "\(testCase.target): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", testCase.target)
            XCTAssertEqual(
                testableImports(runner), ["@testable import \(testCase.module)"], testCase.target)
            XCTAssertEqual(runner.run("check").status, 0, testCase.target)
        }
    }

    func testConfigurationsThatDisagree_areAnError_askingForAppModule() throws {
        let runner = try runner(target: "Split", testTarget: "My App Tests")
        let before = runner.files
        for arguments in [["new", "Login", "--traits", "close"], ["validate"], ["check"]] {
            let result = runner.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(
                result.stderr.hasPrefix(
                    "viper-gen.yml:3:11: error: the build configurations of target 'Split' name different modules ('Debug': 'SplitDev', 'Release': 'Split')\n"
                ), result.stderr)
            XCTAssertTrue(
                result.stderr.contains(
                    "hint: set appModule in viper-gen.yml to the module the tests import"),
                result.stderr)
            XCTAssertEqual(runner.files, before, "\(arguments) wrote")
        }
        let explicit = try self.runner(
            target: "Split", testTarget: "My App Tests", appModule: "SplitDev")
        let result = explicit.run("new", "Login", "--traits", "close")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(testableImports(explicit), ["@testable import SplitDev"])
    }

    func testAnExplicitAppModule_thatIsNotTheTargets_isAWarningAtAppModule() throws {
        let runner = try runner(target: "Kiosk-iOS", testTarget: "My App Tests", appModule: "Kiosk")
        let result = runner.run("validate")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stderr.hasPrefix(
                "viper-gen.yml:1:12: warning: appModule 'Kiosk' is not the module of target 'Kiosk-iOS' ('Kiosk_iOS'): generated tests will not find it\n"
            ), result.stderr)
        XCTAssertTrue(
            result.stderr.contains(
                "hint: remove appModule to use the target's module, or set it to 'Kiosk_iOS'"),
            result.stderr)
        XCTAssertEqual(
            runner.run("new", "Login", "--traits", "close").status, 0,
            "a warning does not stop a run")
        XCTAssertEqual(testableImports(runner), ["@testable import Kiosk"], "the config wins")

        let agreeing = try self.runner(
            target: "Kiosk-iOS", testTarget: "My App Tests", appModule: "Kiosk_iOS")
        let quiet = agreeing.run("validate")
        XCTAssertEqual(quiet.status, 0, quiet.stderr)
        XCTAssertFalse(quiet.stderr.contains("warning"), quiet.stderr)
    }

    /// Hostile `PRODUCT_MODULE_NAME` values: none reaches a generated file;
    /// each is an error (nothing written) unless the config names the module.
    func testHostileModuleNames_areRefused_andNeverReachGeneratedCode() throws {
        let template = try String(
            contentsOfFile: PackagePaths.fixtures + "/xcode/classic-56/" + Self.projectFile,
            encoding: .utf8)
        let hostile = [
            #""App\"; import Evil //""#, #""$(SRCROOT)""#, #""App\nimport Evil""#,
            "\"\(String(repeating: "A", count: 5000))\"", #""Ünïcode""#, #""$(TARGET_NAME""#,
            #""App\u0000""#, "(App, Other)",
        ]
        let anchor = "\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n"
        XCTAssertTrue(template.contains(anchor))
        for value in hostile {
            let project = template.replacingOccurrences(
                of: anchor, with: anchor + "\t\t\t\tPRODUCT_MODULE_NAME = \(value);\n")
            let runner = runner(project: project, target: "App", testTarget: "AppTests")
            let before = runner.files
            let result = runner.run("new", "Login", "--traits", "close")
            XCTAssertEqual(result.status, 2, "\(value): \(result.stdout)")
            XCTAssertTrue(
                result.stderr.hasPrefix(
                    "viper-gen.yml:3:11: error: cannot tell the module name of target 'App' in configuration '"
                ), "\(value): \(result.stderr)")
            XCTAssertFalse(result.stderr.contains("\nimport Evil"), result.stderr)
            XCTAssertEqual(runner.files, before, "\(value) wrote")

            let explicit = self.runner(
                project: project, target: "App", testTarget: "AppTests", appModule: "App")
            let named = explicit.run("new", "Login", "--traits", "close")
            XCTAssertEqual(named.status, 0, "\(value): \(named.stderr)")
            XCTAssertEqual(testableImports(explicit), ["@testable import App"], value)
        }
    }
}

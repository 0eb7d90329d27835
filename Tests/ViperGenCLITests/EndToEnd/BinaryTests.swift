import Foundation
import ViperGenTestSupport
import XCTest

/// The built `viper-gen` binary, run as a process in a temporary folder.
final class BinaryTests: XCTestCase {
    func testNewLogin_inAnEmptyFolder_writesTheModule_andASecondRunWritesNothing() throws {
        let project = try makeProject(label: "e2e-new")
        let first = try project.run(["new", "Login", "--traits", "close,request"])
        XCTAssertEqual(first.status, 0, first.combined)
        XCTAssert(
            first.stdout.contains("create    Sources/App/Modules/Login/LoginPresenter.swift\n"),
            first.stdout)
        let before = try project.state()
        XCTAssertEqual(before.entries.values.filter { $0.kind == .file }.count, 16)

        try assertRepeatedNewChangesNothing(
            project, ["new", "Login", "--traits", "close,request"], module: "Login")
    }

    func testRefusedCommands_exitNonZero_andLeaveTheFolderUntouched() throws {
        let project = try makeProject(label: "e2e-refused")
        let before = try project.state()
        let cases: [(arguments: [String], status: Int32, message: String)] = [
            (
                ["new", "1Login"], 2,
                "error: '1Login' is not a valid module name: it starts with a digit\n"
            ),
            (
                ["new", "Login", "--traits", "clsoe"], 2,
                "error: unknown trait 'clsoe'\nhint: did you mean 'close'?"
            ),
            (["new"], 64, "error: missing module name\n"),
        ]
        for testCase in cases {
            let result = try project.run(testCase.arguments)
            XCTAssertEqual(result.status, testCase.status, "\(testCase.arguments)")
            XCTAssert(
                result.stderr.hasPrefix(testCase.message), "\(testCase.arguments): \(result.stderr)"
            )
            XCTAssertEqual(result.stdout, "")
            assertUnchanged(before, try project.state(), "\(testCase.arguments) changed the folder")
        }
    }

    /// The files `new Login --traits close,request` writes build as a SwiftPM package
    /// (app and test targets, warnings as errors) and the scaffolded Mock test runs and passes.
    func testNewLogin_compilesAndItsScaffoldedMockTestPasses() throws {
        let project = try makeProject(label: "e2e-compile")
        let generated = try project.run(["new", "Login", "--traits", "close,request"])
        XCTAssertEqual(generated.status, 0, generated.combined)
        try project.write(
            """
            // swift-tools-version:6.0
            import PackageDescription

            let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
            let package = Package(
                name: "LoginApp",
                targets: [
                    .target(name: "App", swiftSettings: strict),
                    .testTarget(name: "AppTests", dependencies: ["App"], swiftSettings: strict),
                ]
            )

            """, to: "Package.swift")

        let test = try ProcessRunner.run(ProcessRunner.swiftExecutable, ["test"], in: project.root)

        XCTAssertEqual(test.status, 0, test.combined)
        XCTAssert(
            test.stdout.contains(
                "Test Case 'LoginTests.testPresenterTraits_runTheirMockOverrides' passed"),
            test.combined)
        XCTAssertFalse(test.combined.contains("warning:"), test.combined)
    }

    /// A file generate replaces keeps its permission bits.
    func testUpdatedFile_keepsItsPermissions() throws {
        let project = try makeProject(label: "e2e-permissions")
        XCTAssertEqual(try project.run(["new", "Login", "--traits", "close"]).status, 0)
        let presenter = "Sources/App/Modules/Login/LoginPresenter.swift"
        try project.write("// stale\n", to: presenter)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o640], ofItemAtPath: project.path(presenter))

        XCTAssertEqual(try project.run(["generate"]).status, 0)

        let attributes = try FileManager.default.attributesOfItem(atPath: project.path(presenter))
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o640)
        XCTAssertNotEqual(try project.read(presenter), "// stale\n")
    }
}

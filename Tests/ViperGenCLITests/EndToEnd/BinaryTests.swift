import Foundation
import ViperGenTestSupport
import XCTest

/// The built `viper-gen` binary, run as a process in a temporary folder.
final class BinaryTests: XCTestCase {
    private func binary() throws -> String {
        try XCTUnwrap(BuiltBinary.path, "the viper-gen binary was not built next to the tests")
    }

    func testNewLogin_inAnEmptyFolder_writesTheModule_andASecondRunWritesNothing() throws {
        let folder = try ProcessRunner.temporaryFolder("e2e-new")
        let first = try ProcessRunner.run(try binary(), ["new", "Login", "--traits", "close,request"], in: folder)
        XCTAssertEqual(first.status, 0, first.combined)
        XCTAssert(first.stdout.contains("create    Sources/App/Modules/Login/LoginPresenter.swift\n"), first.stdout)
        let before = try FileTree.snapshot(folder)
        XCTAssertEqual(before.values.filter { $0.bytes != nil }.count, 15)

        Thread.sleep(forTimeInterval: 0.05)
        let second = try ProcessRunner.run(try binary(), ["new", "Login", "--traits", "close,request"], in: folder)

        XCTAssertEqual(second.status, 0, second.combined)
        XCTAssertEqual(second.stdout, "Login: nothing to change\n")
        XCTAssertEqual(try FileTree.snapshot(folder), before, "the second run changed bytes or modification times")
    }

    func testRefusedCommands_exitNonZero_andLeaveTheFolderUntouched() throws {
        let folder = try ProcessRunner.temporaryFolder("e2e-refused")
        let cases: [(arguments: [String], status: Int32, message: String)] = [
            (["new", "1Login"], 2, "error: '1Login' is not a valid module name: it starts with a digit\n"),
            (["new", "Login", "--traits", "clsoe"], 2, "error: unknown trait 'clsoe'\nhint: did you mean 'close'?"),
            (["new"], 64, "error: missing module name\n"),
        ]
        for testCase in cases {
            let result = try ProcessRunner.run(try binary(), testCase.arguments, in: folder)
            XCTAssertEqual(result.status, testCase.status, "\(testCase.arguments)")
            XCTAssert(result.stderr.hasPrefix(testCase.message), "\(testCase.arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, "")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [], "\(testCase.arguments)")
        }
    }

    /// The files `new Login --traits close,request` writes build as a SwiftPM package
    /// (app and test targets, warnings as errors) and the scaffolded Mock test runs and passes.
    func testNewLogin_compilesAndItsScaffoldedMockTestPasses() throws {
        let folder = try ProcessRunner.temporaryFolder("e2e-compile")
        let generated = try ProcessRunner.run(try binary(), ["new", "Login", "--traits", "close,request"], in: folder)
        XCTAssertEqual(generated.status, 0, generated.combined)
        try Data("""
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

            """.utf8).write(to: URL(fileURLWithPath: folder + "/Package.swift"))

        let test = try ProcessRunner.run(ProcessRunner.swiftExecutable, ["test"], in: folder)

        XCTAssertEqual(test.status, 0, test.combined)
        XCTAssert(test.stdout.contains("Test Case 'LoginTests.testPresenterTraits_runTheirMockOverrides' passed"),
                  test.combined)
        XCTAssertFalse(test.combined.contains("warning:"), test.combined)
    }
}

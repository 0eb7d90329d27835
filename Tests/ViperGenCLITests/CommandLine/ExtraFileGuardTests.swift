import XCTest

/// A depfile or list named on the command line never replaces one of the
/// project's own files: its inputs, or a file viper-gen writes (in any case).
final class ExtraFileGuardTests: XCTestCase {
    func testAListOrDepfileNamingAProjectFile_isRefused_andNothingIsWritten() {
        let setUp = CommandRunner()
        XCTAssertEqual(setUp.run("init").status, 0)
        XCTAssertEqual(setUp.run("new", "Login", "--traits", "close").status, 0)
        let module = "Sources/App/Modules/Login/"
        let cases: [(arguments: [String], message: String)] = [
            (
                ["filelist", "--bazel", "viper-gen.yml"],
                "error: --bazel names 'viper-gen.yml', which is one of the project's inputs"
            ),
            (
                ["filelist", "--inputs", "Specs/Login.viper.yml"],
                "error: --inputs names 'Specs/Login.viper.yml', which is one of the project's inputs"
            ),
            (
                ["filelist", "--outputs", module + "LoginPresenter+Logic.swift"],
                "which is a file viper-gen writes (scaffolded)"
            ),
            (
                ["filelist", "--bazel", module + "loginpresenter.SWIFT"],
                "which is a file viper-gen writes (generated)"
            ),
            (
                ["generate", "--depfile", module + "LoginPresenter+Logic.swift"],
                "error: --depfile names '\(module)LoginPresenter+Logic.swift', which is a file viper-gen writes (scaffolded)"
            ),
            (
                ["generate", "--depfile", "Specs/Login.viper.yml"],
                "which is one of the project's inputs"
            ),
        ]
        for testCase in cases {
            let runner = CommandRunner(files: setUp.files)
            let result = runner.run(testCase.arguments)
            XCTAssertEqual(result.status, 2, "\(testCase.arguments): \(result.stderr)")
            XCTAssertTrue(
                result.stderr.contains(testCase.message), "\(testCase.arguments): \(result.stderr)")
            XCTAssertEqual(runner.files, setUp.files, "\(testCase.arguments) wrote")
        }
        // Another name is written as before.
        let runner = CommandRunner(files: setUp.files)
        XCTAssertEqual(runner.run("filelist", "--bazel", "viper_gen_project.bzl").status, 0)
        XCTAssertNotNil(runner.files["viper_gen_project.bzl"])
    }
}

import ViperGenTestSupport
import XCTest

/// The GitHub Actions workflows no runner here can run: the release workflow
/// (`.ci/workflows/release.yml`) and the CI recipe, checked by actionlint
/// (syntax, expressions, runner labels, action inputs) from the oracle venv.
final class WorkflowLintTests: XCTestCase {
    private func actionlint(_ arguments: [String]) throws -> ProcessResult {
        if let reason = PythonOracle.unavailability(ofTool: "actionlint") {
            throw XCTSkip(reason)
        }
        return try ProcessRunner.run(
            PythonOracle.tool("actionlint"), ["-no-color"] + arguments, in: PackagePaths.root)
    }

    func testReleaseWorkflow_passesActionlint() throws {
        let result = try actionlint([".ci/workflows/release.yml"])
        XCTAssertEqual(result.status, 0, result.combined)
    }

    func testGitHubActionsRecipe_passesActionlint() throws {
        let result = try actionlint(["docs/recipes/github-actions.yml"])
        XCTAssertEqual(result.status, 0, result.combined)
    }

    /// The oracle does look: a runner label GitHub has not and an expression
    /// on a context that does not exist are both reported.
    func testActionlint_reportsABrokenWorkflow() throws {
        let folder = try ProcessRunner.temporaryFolder("actionlint")
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        let workflow = folder + "/broken.yml"
        try Data(
            """
            name: broken
            on: push
            jobs:
              build:
                runs-on: macos-99
                steps:
                  - run: echo "${{ githb.sha }}"

            """.utf8
        ).write(to: URL(fileURLWithPath: workflow))

        let result = try actionlint([workflow])

        XCTAssertEqual(result.status, 1, result.combined)
        XCTAssertTrue(result.stdout.contains("label \"macos-99\" is unknown"), result.stdout)
        XCTAssertTrue(result.stdout.contains("undefined variable \"githb\""), result.stdout)
    }
}

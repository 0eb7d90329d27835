import ViperGenTestSupport
import XCTest

/// `graph`: the navigation map on standard output, in either format (in process).
final class GraphCommandTests: XCTestCase {
    private func appRunner() -> CommandRunner {
        CommandRunner(files: FolderSnapshot.read(PackagePaths.fixtures + "/graph/app"))
    }

    private func golden(_ name: String) throws -> String {
        try String(contentsOfFile: PackagePaths.snapshots + "/graph/" + name, encoding: .utf8)
    }

    func testGraph_printsMermaidByDefault_andDotOnRequest() throws {
        let runner = appRunner()
        let mermaid = runner.run("graph")
        XCTAssertEqual(
            mermaid, .init(status: 0, stdout: try golden("graph-app.mermaid"), stderr: ""))
        XCTAssertEqual(runner.run("graph", "--format", "mermaid"), mermaid)
        XCTAssertEqual(
            runner.run("graph", "--format=dot"),
            .init(status: 0, stdout: try golden("graph-app.dot"), stderr: ""))
    }

    func testBadArguments_areUsageErrors() {
        let runner = appRunner()
        let svg = runner.run("graph", "--format", "svg")
        XCTAssertEqual(svg.status, 64)
        XCTAssert(
            svg.stderr.hasPrefix(
                "error: 'svg' is not a value of '--format'\nhint: write '--format mermaid' or '--format dot'"
            ),
            svg.stderr)
        let extra = runner.run("graph", "Specs")
        XCTAssertEqual(extra.status, 64)
        XCTAssert(extra.stderr.hasPrefix("error: unexpected arguments: Specs\n"), extra.stderr)
        XCTAssertEqual(svg.stdout + extra.stdout, "")
    }

    func testInvalidSpec_isReportedAtItsLocation_andNothingIsPrinted() {
        let runner = CommandRunner(files: [
            "Specs/Home.viper.yml": "module: Home\nroutes:\n  login: fly\n"
        ])
        let result = runner.run("graph")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssert(result.stderr.hasPrefix("Specs/Home.viper.yml:3:10: error: "), result.stderr)
    }
}

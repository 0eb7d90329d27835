import ViperGenTestSupport
import XCTest

/// `graph`: the navigation map on standard output, in either format (in process).
final class GraphCommandTests: XCTestCase {
    private func runner(_ fixture: String = "graph/app") -> CommandRunner {
        CommandRunner(files: FolderSnapshot.read(PackagePaths.fixtures + "/" + fixture))
    }

    private func golden(_ name: String) throws -> String {
        try String(contentsOfFile: PackagePaths.snapshots + "/graph/" + name, encoding: .utf8)
    }

    func testGraph_printsMermaidByDefault_andDotOnRequest() throws {
        let runner = runner()
        let mermaid = runner.run("graph")
        XCTAssertEqual(
            mermaid, .init(status: 0, stdout: try golden("graph-app.mermaid"), stderr: ""))
        XCTAssertEqual(runner.run("graph", "--format", "mermaid", "--direction", "LR"), mermaid)
        XCTAssertEqual(
            runner.run("graph", "--format=dot"),
            .init(status: 0, stdout: try golden("graph-app.dot"), stderr: ""))
    }

    /// The options draw what the goldens of their layouts and neighbourhoods show.
    func testModuleDepthDirectionAndLegend_drawTheirGoldens() throws {
        let children = runner("children")
        for format in ["mermaid", "dot"] {
            XCTAssertEqual(
                children.run(
                    "graph", "--format", format, "--module", "Post", "--direction", "TB",
                    "--legend"),
                .init(
                    status: 0, stdout: try golden("children-post-TB-legend.\(format)"),
                    stderr: ""))
            XCTAssertEqual(
                runner().run("graph", "--format", format, "--module=Catalog", "--depth=1"),
                .init(status: 0, stdout: try golden("graph-app-catalog.\(format)"), stderr: ""))
        }
        let alone = runner().run("graph", "--module", "Settings", "--depth", "0")
        XCTAssertEqual(
            alone,
            .init(
                status: 0,
                stdout: "flowchart LR\n    m1[\"Settings<br/>viper · none<br/>close, persist\"]\n",
                stderr: ""))
        // A depth past the app's longest path draws the whole map.
        XCTAssertEqual(
            runner().run("graph", "--module", "Login", "--depth", "1000").stdout,
            runner().run("graph").stdout.replacingOccurrences(
                of: "    m4[\"Settings<br/>viper · none<br/>close, persist\"]\n", with: ""))
    }

    func testUnknownModule_isAnErrorWithASuggestion() {
        let result = runner().run("graph", "--module", "Catlog")
        XCTAssertEqual(
            result,
            .init(
                status: 2, stdout: "",
                stderr: """
                    error: no module 'Catlog' in the project
                    hint: did you mean 'Catalog'? Known modules: Catalog, Home, Login, Settings

                    """))
        let far = runner().run("graph", "--module", "Zebra")
        XCTAssertEqual(far.status, 2)
        XCTAssertEqual(
            far.stderr,
            "error: no module 'Zebra' in the project\nhint: Known modules: Catalog, Home, Login, Settings\n"
        )
        // A factory is not a module.
        XCTAssertEqual(runner().run("graph", "--module", "Catalog.item").status, 2)
        // A hostile name reaches the message cut and with its controls shown.
        let hostile = runner().run(
            "graph", "--module", "\u{1B}[31m" + String(repeating: "X", count: 5000))
        XCTAssertEqual(hostile.status, 2)
        let message = hostile.stderr.split(separator: "\n").first ?? ""
        XCTAssertFalse(message.contains("\u{1B}"), String(message))
        XCTAssertLessThan(message.count, 120, String(message))
    }

    /// Every depth that is not a whole number from 0 to 1000 is a usage error
    /// that says so, before any spec is read.
    func testBadDepths_areUsageErrors() {
        let values = [
            "-1", "abc", "", "1.5", "+2", " 2", "2 ", "1001", "99999999999999999999999", "0x10",
            "٣", "1e3", "$(touch x)",
        ]
        for value in values {
            let result = CommandRunner().run("graph", "--module", "Home", "--depth", value)
            XCTAssertEqual(
                result,
                .init(
                    status: 64, stdout: "",
                    stderr: """
                        error: '--depth' takes a whole number from 0 to 1000, not '\(value)'
                        hint: write '--depth 2'; see 'viper-gen help graph'

                        """), value)
        }
        let alone = runner().run("graph", "--depth", "2")
        XCTAssertEqual(alone.status, 64)
        XCTAssert(
            alone.stderr.hasPrefix("error: '--depth' needs '--module' or module names\n"),
            alone.stderr)
    }

    func testBadArguments_areUsageErrors() {
        let runner = runner()
        let svg = runner.run("graph", "--format", "svg")
        XCTAssertEqual(svg.status, 64)
        XCTAssert(
            svg.stderr.hasPrefix(
                "error: 'svg' is not a value of '--format'\nhint: write '--format mermaid' or '--format dot'"
            ),
            svg.stderr)
        let direction = runner.run("graph", "--direction", "BT")
        XCTAssertEqual(direction.status, 64)
        XCTAssert(
            direction.stderr.hasPrefix("error: 'BT' is not a value of '--direction'\n"),
            direction.stderr)
        XCTAssertEqual(svg.stdout + direction.stdout, "")
    }

    /// An argument is a spec path first: the specs folder selects every module,
    /// so the whole map is drawn.
    func testSpecsFolderArgument_drawsEveryModule() {
        let runner = runner()
        XCTAssertEqual(runner.run("graph", "Specs"), runner.run("graph"))
    }

    func testInvalidSpec_isReportedAtItsLocation_andNothingIsPrinted() {
        let runner = CommandRunner(files: [
            "Specs/Home.viper.yml": "module: Home\nroutes:\n  login: fly\n"
        ])
        let result = runner.run("graph", "--module", "Home")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssert(result.stderr.hasPrefix("Specs/Home.viper.yml:3:10: error: "), result.stderr)
    }
}

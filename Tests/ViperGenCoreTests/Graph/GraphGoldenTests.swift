import Foundation
import ViperGenCore
import ViperGenTestSupport
import XCTest

/// `viper-gen graph` of every project fixture and of `Tests/Fixtures/graph/app`,
/// in both formats, against `Snapshots/graph/<name>.mermaid` and `.dot`
/// (re-recorded with `VIPER_GEN_RECORD=1`, and failing then); `dot` must parse
/// each DOT golden into the graph's nodes and edges.
final class GraphGoldenTests: XCTestCase {
    private static var projects: [String] {
        FixtureProject.allNames + ["graph/app", "graph/tutorial"]
    }
    private static let folder = PackagePaths.snapshots + "/graph"

    private func goldenName(_ project: String) -> String {
        project.replacingOccurrences(of: "/", with: "-")
    }

    private func graph(of project: String) throws -> NavigationGraph {
        NavigationGraph(project: try FixtureProject(project).project())
    }

    func testGraphs_matchTheirGoldens() throws {
        var actual: [String: String] = [:]
        for project in Self.projects {
            let graph = try graph(of: project)
            actual[goldenName(project) + ".mermaid"] = MermaidGraphRenderer.rendered(graph)
            actual[goldenName(project) + ".dot"] = DotGraphRenderer.rendered(graph)
        }
        if PackagePaths.isRecording {
            try FolderSnapshot.write(actual, to: Self.folder)
            XCTFail("re-recorded Snapshots/graph; review with `git diff`, then run the tests again")
            return
        }
        let differences = FolderSnapshot.differences(
            expected: FolderSnapshot.read(Self.folder), actual: actual)
        XCTAssert(
            differences.isEmpty,
            "graph output changed (re-record with VIPER_GEN_RECORD=1):\n\(differences)")
    }

    func testAppGolden_hasEveryModuleAndRoute() throws {
        let graph = try graph(of: "graph/app")
        XCTAssertEqual(
            graph.nodes.map(\.name), ["Catalog", "Home", "Login", "Settings", "factory"])
        XCTAssertEqual(
            graph.edges.map(\.route), ["item", "filters", "login", "catalog", "settings", "signUp"])
    }

    func testDotGoldens_parseWithGraphviz() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dot") else {
            throw XCTSkip("Graphviz's dot is not installed (.ci/run installs the graphviz package)")
        }
        for project in Self.projects {
            let path = Self.folder + "/" + goldenName(project) + ".dot"
            let result = try ProcessRunner.run(
                "/usr/bin/dot", ["-Tplain", path], in: PackagePaths.root)
            XCTAssertEqual(result.status, 0, "\(path): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", path)
            let lines = result.stdout.split(separator: "\n")
            let graph = try graph(of: project)
            XCTAssertEqual(lines.filter { $0.hasPrefix("node ") }.count, graph.nodes.count, path)
            XCTAssertEqual(lines.filter { $0.hasPrefix("edge ") }.count, graph.edges.count, path)
        }
    }

    /// Hostile names reach `dot` as labels: the same nodes and edges come out, nothing more.
    func testDotOfHostileNames_parsesIntoTheSameGraph() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dot") else {
            throw XCTSkip("Graphviz's dot is not installed (.ci/run installs the graphviz package)")
        }
        let names = [#"A" -> "B"#, "x\\\"];evil [label=\"", "a\nb", "} digraph { y", "é\u{7}"]
        let graph = NavigationGraph(
            nodes: names.map {
                NavigationGraph.Node(
                    id: .module($0), kind: .module, name: $0, style: $0, traits: [$0])
            },
            edges: names.map {
                NavigationGraph.Edge(
                    from: .module($0), to: .module(names[0]), route: $0, transition: $0)
            })
        let file = try ProcessRunner.temporaryFolder("graph-hostile") + "/hostile.dot"
        try DotGraphRenderer.rendered(graph).write(toFile: file, atomically: true, encoding: .utf8)
        let result = try ProcessRunner.run(
            "/usr/bin/dot", ["-Tplain", file], in: PackagePaths.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.hasPrefix("node ") }.count, names.count, result.stdout)
        XCTAssertEqual(lines.filter { $0.hasPrefix("edge ") }.count, names.count, result.stdout)
    }
}

extension GraphGoldenTests {
    /// docs/graph.md shows the tutorial's and the example project's Mermaid exactly as viper-gen prints them.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // (a test in an extension: XCTest names are test<Subject>_<behaviour>)
    func testDocsGraph_showsTheTutorialAndTheExampleGoldens() throws {
        let page = try String(contentsOfFile: PackagePaths.root + "/docs/graph.md", encoding: .utf8)
        for name in ["graph-tutorial", "graph-app"] {
            let golden = try String(
                contentsOfFile: PackagePaths.snapshots + "/graph/\(name).mermaid", encoding: .utf8)
            XCTAssert(
                page.contains("```mermaid\n" + golden + "```\n"),
                "docs/graph.md does not show Snapshots/graph/\(name).mermaid")
        }
    }

    /// The tutorial's project is the one docs/tutorial.md builds: its specs are the page's.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    func testTutorialProject_hasTheSpecsOfTheTutorialPage() throws {
        let page = try String(
            contentsOfFile: PackagePaths.root + "/docs/tutorial.md", encoding: .utf8)
        for name in ["Home", "Profile"] {
            let spec = try String(
                contentsOfFile: PackagePaths.fixtures + "/graph/tutorial/Specs/\(name).viper.yml",
                encoding: .utf8)
            XCTAssert(
                page.contains("```yaml file=Specs/\(name).viper.yml\n" + spec + "```\n"),
                "Tests/Fixtures/graph/tutorial/Specs/\(name).viper.yml differs from docs/tutorial.md"
            )
        }
    }
}

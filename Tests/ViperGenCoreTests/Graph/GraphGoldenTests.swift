import Foundation
import ViperGenCore
import ViperGenTestSupport
import XCTest

/// `viper-gen graph` of every project fixture and of `Tests/Fixtures/graph/app`,
/// in both formats, against `Snapshots/graph/<name>.mermaid` and `.dot`
/// (re-recorded with `VIPER_GEN_RECORD=1`, and failing then), with a few
/// layouts and neighbourhoods besides; Graphviz's `dot` must parse each DOT
/// golden into the graph's nodes and edges, and draw them.
final class GraphGoldenTests: XCTestCase {
    private static var projects: [String] {
        FixtureProject.allNames + ["graph/app", "graph/tutorial"]
    }
    private static let folder = PackagePaths.snapshots + "/graph"

    /// A golden drawn with options: `graph --module Post --depth 1 --direction TB --legend`.
    struct Variant {
        var golden: String
        var project: String
        var layout: GraphLayout
        var module: String?
        var depth = 1
    }

    static let variants = [
        Variant(
            golden: "children-post-TB-legend", project: "children",
            layout: GraphLayout(direction: .topToBottom, showsLegend: true), module: "Post"),
        Variant(
            golden: "graph-app-catalog", project: "graph/app", layout: GraphLayout(),
            module: "Catalog"),
    ]

    private func goldenName(_ project: String) -> String {
        project.replacingOccurrences(of: "/", with: "-")
    }

    private func graph(of project: String) throws -> NavigationGraph {
        NavigationGraph(project: try FixtureProject(project).project())
    }

    private func graph(of variant: Variant) throws -> NavigationGraph {
        let whole = try graph(of: variant.project)
        guard let module = variant.module else { return whole }
        return try XCTUnwrap(whole.neighbourhood(ofModule: module, depth: variant.depth))
    }

    /// Every golden's name (without extension), its graph and its layout.
    private func cases() throws -> [(name: String, graph: NavigationGraph, layout: GraphLayout)] {
        try Self.projects.map { (goldenName($0), try graph(of: $0), GraphLayout()) }
            + Self.variants.map { ($0.golden, try graph(of: $0), $0.layout) }
    }

    func testGraphs_matchTheirGoldens() throws {
        var actual: [String: String] = [:]
        for (name, graph, layout) in try cases() {
            actual[name + ".mermaid"] = MermaidGraphRenderer.rendered(graph, layout: layout)
            actual[name + ".dot"] = DotGraphRenderer.rendered(graph, layout: layout)
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

    func testAppGolden_hasEveryModuleRouteAndFactory() throws {
        let graph = try graph(of: "graph/app")
        XCTAssertEqual(
            graph.nodes.map(\.name),
            [
                "Catalog", "Home", "Login", "Settings", "Catalog.item", "Catalog.filters",
                "Home.settings", "Login.signUp",
            ])
        XCTAssertEqual(
            graph.edges.map(\.name), ["item", "filters", "login", "catalog", "settings", "signUp"])
    }

    /// The children fixture: two embedded children and a module both embedded
    /// and opened, each heard once.
    func testChildrenGolden_hasEmbeddingAndOutputEdges() throws {
        let graph = try graph(of: "children")
        let edges = graph.edges.map { "\($0.from) \($0.kind) \($0.to)" }
        XCTAssertEqual(
            edges,
            [
                "module(\"Home\") navigation module(\"Post\")",
                "module(\"Post\") output module(\"Home\")",
                "module(\"Post\") embedding module(\"Feed\")",
                "module(\"Post\") embedding module(\"Composer\")",
                "module(\"Feed\") output module(\"Post\")",
                "module(\"Composer\") output module(\"Post\")",
                "module(\"Wallet\") navigation module(\"CardForm\")",
                "module(\"Wallet\") embedding module(\"CardForm\")",
                "module(\"CardForm\") output module(\"Wallet\")",
            ])
    }

    // MARK: Graphviz

    /// `dot` from the PATH, or a skip that says how to get it.
    private func graphviz() throws -> String {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = String(folder) + "/dot"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw XCTSkip(
            "Graphviz's dot is not on the PATH (.ci/run installs the graphviz package)")
    }

    func testDotGoldens_parseWithGraphviz() throws {
        let dot = try graphviz()
        for (name, graph, layout) in try cases() {
            let path = Self.folder + "/" + name + ".dot"
            let result = try ProcessRunner.run(dot, ["-Tplain", path], in: PackagePaths.root)
            XCTAssertEqual(result.status, 0, "\(path): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", path)
            let lines = result.stdout.split(separator: "\n")
            let legendNodes = layout.showsLegend ? GraphLegend.nodeCount : 0
            let legendEdges = layout.showsLegend ? GraphLegend.edgeCount : 0
            XCTAssertEqual(
                lines.filter { $0.hasPrefix("node ") }.count, graph.nodes.count + legendNodes, path)
            XCTAssertEqual(
                lines.filter { $0.hasPrefix("edge ") }.count, graph.edges.count + legendEdges, path)
        }
    }

    /// The DOT of the children fixture (embedding and outputs) and of the app
    /// (factories), with and without the legend, drawn by Graphviz: a PNG with
    /// a picture in it, and an SVG with one `node` group per node and one
    /// `edge` group per edge of the graph (and of the legend, in its cluster).
    func testDot_drawsAPNGAndAnSVGOfTheGraphsNodesAndEdges() throws {
        let dot = try graphviz()
        let folder = try ProcessRunner.temporaryFolder("graph-draw")
        for project in ["children", "graph/app"] {
            let graph = try graph(of: project)
            XCTAssertGreaterThan(graph.edges.count, 3, project)
            for layout in [GraphLayout(), GraphLayout(direction: .topToBottom, showsLegend: true)] {
                let source = folder + "/graph.dot"
                try DotGraphRenderer.rendered(graph, layout: layout).write(
                    toFile: source, atomically: true, encoding: .utf8)
                let context = "\(project), \(layout)"

                let png = folder + "/graph.png"
                let drawn = try ProcessRunner.run(dot, ["-Tpng", "-o", png, source], in: folder)
                XCTAssertEqual(drawn.status, 0, "\(context): \(drawn.stderr)")
                let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: png)))
                XCTAssertEqual(
                    Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
                    context)
                // The first chunk is IHDR: width and height, big-endian, after its length and type.
                XCTAssertEqual(String(decoding: bytes[12..<16], as: UTF8.self), "IHDR", context)
                let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
                let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
                XCTAssertGreaterThan(width, 100, context)
                XCTAssertGreaterThan(height, 50, context)
                XCTAssertGreaterThan(bytes.count, 1_000, context)

                let svg = try ProcessRunner.run(dot, ["-Tsvg", source], in: folder)
                XCTAssertEqual(svg.status, 0, "\(context): \(svg.stderr)")
                XCTAssertEqual(svg.stderr, "", context)
                func groups(_ kind: String) -> Int {
                    svg.stdout.components(separatedBy: "<g id=\"").dropFirst().filter {
                        $0.prefix(while: { $0 != ">" }).hasSuffix("class=\"\(kind)\"")
                    }.count
                }
                let legend = layout.showsLegend
                XCTAssertEqual(
                    groups("node"), graph.nodes.count + (legend ? GraphLegend.nodeCount : 0),
                    context)
                XCTAssertEqual(
                    groups("edge"), graph.edges.count + (legend ? GraphLegend.edgeCount : 0),
                    context)
                XCTAssertEqual(groups("cluster"), legend ? 1 : 0, context)
            }
        }
    }

    /// Hostile names reach `dot` as labels: the same nodes and edges come out,
    /// nothing more, with factories whose names differ only by where a `.` is
    /// kept apart.
    func testDotOfHostileNames_parsesIntoTheSameGraph() throws {
        let dot = try graphviz()
        let names = [
            #"A" -> "B"#, "x\\\"];evil [label=\"", "a\nb", "} digraph { y", "é\u{7}", "a.b", "a",
            "subgraph cluster_x {",
        ]
        let kinds = NavigationGraph.Edge.Kind.allCases
        let graph = NavigationGraph(
            nodes: names.map {
                NavigationGraph.Node(
                    id: .module($0), kind: .module, name: $0, style: $0, traits: [$0])
            } + [
                NavigationGraph.Node(
                    id: .factory(module: "a.b", route: "c"), kind: .factory, name: "a.b.c"),
                NavigationGraph.Node(
                    id: .factory(module: "a", route: "b.c"), kind: .factory, name: "a.b.c"),
            ],
            edges: names.enumerated().map { index, name in
                NavigationGraph.Edge(
                    from: .module(name), to: .module(names[0]), kind: kinds[index % kinds.count],
                    name: name, transition: name)
            } + [
                NavigationGraph.Edge(
                    from: .module("a.b"), to: .factory(module: "a.b", route: "c"),
                    kind: .navigation, name: "c", transition: "push"),
                NavigationGraph.Edge(
                    from: .module("a"), to: .factory(module: "a", route: "b.c"),
                    kind: .navigation, name: "b.c", transition: "push"),
            ])
        let file = try ProcessRunner.temporaryFolder("graph-hostile") + "/hostile.dot"
        try DotGraphRenderer.rendered(graph, layout: GraphLayout(showsLegend: true)).write(
            toFile: file, atomically: true, encoding: .utf8)
        let result = try ProcessRunner.run(dot, ["-Tplain", file], in: PackagePaths.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(
            lines.filter { $0.hasPrefix("node ") }.count,
            graph.nodes.count + GraphLegend.nodeCount, result.stdout)
        XCTAssertEqual(
            lines.filter { $0.hasPrefix("edge ") }.count,
            graph.edges.count + GraphLegend.edgeCount, result.stdout)
    }
}

extension GraphGoldenTests {
    /// docs/graph.md shows the goldens of the tutorial, the example project,
    /// the children fixture and a neighbourhood exactly as viper-gen prints them.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // (a test in an extension: XCTest names are test<Subject>_<behaviour>)
    func testDocsGraph_showsTheTutorialAndTheExampleGoldens() throws {
        let page = try String(contentsOfFile: PackagePaths.root + "/docs/graph.md", encoding: .utf8)
        for name in ["graph-tutorial", "graph-app", "children", "children-post-TB-legend"] {
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

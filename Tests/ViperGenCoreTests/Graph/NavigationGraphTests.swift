import XCTest

@testable import ViperGenCore

/// The navigation graph built from modules, and its two renderings in small.
final class NavigationGraphTests: XCTestCase {
    private func module(
        _ name: String, style: ModuleDefinition.Style = .mvp, ui: UIKind = .uikit,
        traits: [String] = [], routes: [Route] = []
    ) -> ModuleDefinition {
        ModuleDefinition(
            name: name, style: style,
            traits: traits.map { TraitUse(trait: TraitCatalog.builtIn.trait(named: $0)!) }, ui: ui,
            routes: routes, specPath: "Specs/\(name).viper.yml")
    }

    private func project(_ modules: [ModuleDefinition]) -> Project {
        Project(rootPath: "/project", catalog: .builtIn, modules: modules)
    }

    func testModulesAreNodesSortedByName_andRoutesWithoutAModuleGoToTheFactory() {
        let graph = NavigationGraph(
            project: project([
                module(
                    "Login", traits: ["close", "request"],
                    routes: [Route(name: "signUp"), Route(name: "help", transition: .modal)]),
                module("Home", style: .viper),
            ]))

        XCTAssertEqual(graph.nodes.map(\.id), [.module("Home"), .module("Login"), .factory])
        XCTAssertEqual(
            graph.nodes[1],
            NavigationGraph.Node(
                id: .module("Login"), kind: .module, name: "Login", style: "mvp",
                ui: "uikit", traits: ["close", "request"]))
        XCTAssertEqual(
            graph.edges,
            [
                NavigationGraph.Edge(
                    from: .module("Login"), to: .factory, route: "signUp", transition: "push"),
                NavigationGraph.Edge(
                    from: .module("Login"), to: .factory, route: "help", transition: "modal"),
            ])
        XCTAssertEqual(
            graph.labelLines(of: graph.nodes[1]), ["Login", "mvp · uikit", "close, request"])
        XCTAssertEqual(graph.label(of: graph.edges[1]), "help (modal)")
    }

    func testNoRoutes_noFactoryNode() {
        let graph = NavigationGraph(project: project([module("Home", ui: .none)]))
        XCTAssertEqual(graph.nodes.map(\.id), [.module("Home")])
        XCTAssertEqual(
            MermaidGraphRenderer.rendered(graph),
            """
            flowchart LR
                m1["Home<br/>mvp · none"]

            """)
        XCTAssertEqual(
            DotGraphRenderer.rendered(graph),
            """
            digraph navigation {
                rankdir=LR;
                node [shape=box, style=rounded];
                "module:Home" [label="Home\\nmvp · none"];
            }

            """)
    }

    func testRenderings_doNotDependOnTheOrderModulesComeIn() {
        let modules = [
            module("B", routes: [Route(name: "x")]), module("A", routes: [Route(name: "y")]),
            module("C"),
        ]
        let first = NavigationGraph(project: project(modules))
        let second = NavigationGraph(project: project(modules.reversed()))
        XCTAssertEqual(MermaidGraphRenderer.rendered(first), MermaidGraphRenderer.rendered(second))
        XCTAssertEqual(DotGraphRenderer.rendered(first), DotGraphRenderer.rendered(second))
    }

    /// Names are untrusted: none can close a label or a string and add a statement.
    func testHostileNames_stayInsideTheirLabels() {
        let names = [
            #"A"] --> B["pwned"#, "x\\\"];evil [label=\"", "a\nb", "#quot;", "|x|", "%%{init}%%",
        ]
        let graph = NavigationGraph(
            nodes: names.map {
                NavigationGraph.Node(
                    id: .module($0), kind: .module, name: $0, style: $0, traits: [$0])
            },
            edges: names.map {
                NavigationGraph.Edge(
                    from: .module($0), to: .module(names[0]), route: $0, transition: $0)
            })

        let mermaid = MermaidGraphRenderer.rendered(graph).split(separator: "\n").dropFirst()
        let node = #/^    m\d+\["[^"\[\]|<>\n]*"\]$/#
        let edge = #/^    m\d+ --> *\|"[^"\[\]|<>\n]*"\| m\d+$/#
        for line in mermaid {
            let text = String(line).replacingOccurrences(of: "<br/>", with: "")
            XCTAssert(
                text.wholeMatch(of: node) != nil || text.wholeMatch(of: edge) != nil,
                "unexpected Mermaid line: \(line)")
        }
        XCTAssertEqual(mermaid.count, names.count * 2)
        XCTAssertEqual(MermaidGraphRenderer.escaped(#"a"b|c"#), "a#34;b#124;c")

        let dot = DotGraphRenderer.rendered(graph)
        XCTAssertEqual(dot.split(separator: "\n").count, 3 + names.count * 2 + 1, dot)
        XCTAssertEqual(DotGraphRenderer.escaped("a\"b\\c\nd"), #"a\"b\\c\nd"#)
    }
}

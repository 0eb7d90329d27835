import XCTest

@testable import ViperGenCore

/// The navigation graph built from modules, and its two renderings in small.
final class NavigationGraphTests: XCTestCase {
    private func module(
        _ name: String, style: ModuleDefinition.Style = .mvp, ui: UIKind = .uikit,
        traits: [String] = [], outputs: [String] = [], routes: [Route] = [],
        children: [ChildModule] = []
    ) -> ModuleDefinition {
        ModuleDefinition(
            name: name, style: style,
            traits: traits.map { TraitUse(trait: TraitCatalog.builtIn.trait(named: $0)!) }, ui: ui,
            moduleOutputs: outputs.map { SwiftMethod(name: $0) },
            routes: routes, children: children, specPath: "Specs/\(name).viper.yml")
    }

    private func project(_ modules: [ModuleDefinition]) -> Project {
        Project(rootPath: "/project", catalog: .builtIn, modules: modules)
    }

    private func route(_ name: String, to module: String? = nil) -> Route {
        Route(name: name, module: module)
    }

    private typealias Edge = NavigationGraph.Edge

    func testRoutesWithoutAModule_eachGoToAFactoryOfTheirOwn() {
        let graph = NavigationGraph(
            project: project([
                module(
                    "Login", traits: ["close", "request"],
                    routes: [Route(name: "signUp"), Route(name: "help", transition: .modal)]),
                module("Home", style: .viper, routes: [Route(name: "help")]),
            ]))

        XCTAssertEqual(
            graph.nodes.map(\.id),
            [
                .module("Home"), .module("Login"), .factory(module: "Home", route: "help"),
                .factory(module: "Login", route: "signUp"),
                .factory(module: "Login", route: "help"),
            ])
        XCTAssertEqual(
            graph.nodes[1],
            NavigationGraph.Node(
                id: .module("Login"), kind: .module, name: "Login", style: "mvp",
                ui: "uikit", traits: ["close", "request"]))
        XCTAssertEqual(
            graph.nodes[4],
            NavigationGraph.Node(
                id: .factory(module: "Login", route: "help"), kind: .factory, name: "Login.help"))
        XCTAssertEqual(
            graph.edges,
            [
                Edge(
                    from: .module("Home"), to: .factory(module: "Home", route: "help"),
                    kind: .navigation, name: "help", transition: "push"),
                Edge(
                    from: .module("Login"), to: .factory(module: "Login", route: "signUp"),
                    kind: .navigation, name: "signUp", transition: "push"),
                Edge(
                    from: .module("Login"), to: .factory(module: "Login", route: "help"),
                    kind: .navigation, name: "help", transition: "modal"),
            ])
        XCTAssertEqual(
            graph.labelLines(of: graph.nodes[1]), ["Login", "mvp · uikit", "close, request"])
        XCTAssertEqual(graph.labelLines(of: graph.nodes[4]), ["Login.help", "route factory"])
        XCTAssertEqual(graph.label(of: graph.edges[2]), "help (modal)")
    }

    /// Children are embedding edges; the outputs of children and of modules a
    /// route hands its output to are one edge back per heard module.
    func testChildrenAndOutputs_areEdgesOfTheirOwnKinds() {
        let graph = NavigationGraph(
            project: project([
                module(
                    "Post", outputs: ["didFinish"],
                    routes: [
                        route("card", to: "Card"), route("plain", to: "Plain"),
                        route("headless", to: "Headless"),
                    ],
                    children: [
                        ChildModule(name: "feed", module: "Feed"),
                        ChildModule(name: "cardChild", module: "Card"),
                    ]),
                module("Feed", outputs: ["didSelect", "didSelect", "didScroll"]),
                module("Card", outputs: ["didEnter"]),
                module("Plain"),
                module("Headless", ui: .none, outputs: ["didLoad"]),
            ]))
        let post = NavigationGraph.ID.module("Post")
        XCTAssertEqual(
            graph.edges,
            [
                Edge(
                    from: post, to: .module("Card"), kind: .navigation, name: "card",
                    transition: "push"),
                Edge(
                    from: post, to: .module("Plain"), kind: .navigation, name: "plain",
                    transition: "push"),
                Edge(
                    from: post, to: .module("Headless"), kind: .navigation, name: "headless",
                    transition: "push"),
                Edge(
                    from: post, to: .module("Feed"), kind: .embedding, name: "feed",
                    transition: "embedded"),
                Edge(
                    from: post, to: .module("Card"), kind: .embedding, name: "cardChild",
                    transition: "embedded"),
                // Heard once, though embedded and opened; overloads named once.
                Edge(
                    from: .module("Feed"), to: post, kind: .output,
                    name: "didSelect, didScroll", transition: "output"),
                Edge(
                    from: .module("Card"), to: post, kind: .output, name: "didEnter",
                    transition: "output"),
            ])
        XCTAssertEqual(graph.label(of: graph.edges[5]), "didSelect, didScroll (output)")
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

    /// Each kind of edge has its own style, in each format, and the direction is the layout's.
    func testEdgeKinds_areDrawnEachInItsStyle_topToBottom() {
        let graph = NavigationGraph(
            project: project([
                module(
                    "A", routes: [route("next", to: "B"), route("help")],
                    children: [ChildModule(name: "part", module: "B")]),
                module("B", outputs: ["done"]),
            ]))
        let layout = GraphLayout(direction: .topToBottom)
        XCTAssertEqual(
            MermaidGraphRenderer.rendered(graph, layout: layout),
            """
            flowchart TB
                m1["A<br/>mvp · uikit"]
                m2["B<br/>mvp · uikit"]
                f1(["A.help<br/>route factory"])
                m1 -->|"next (push)"| m2
                m1 -->|"help (push)"| f1
                m1 ==>|"part (embedded)"| m2
                m2 -.->|"done (output)"| m1

            """)
        XCTAssertEqual(
            DotGraphRenderer.rendered(graph, layout: layout),
            """
            digraph navigation {
                rankdir=TB;
                node [shape=box, style=rounded];
                "module:A" [label="A\\nmvp · uikit"];
                "module:B" [label="B\\nmvp · uikit"];
                "factory:A.help" [label="A.help\\nroute factory", shape=ellipse, style=dashed];
                "module:A" -> "module:B" [label="next (push)"];
                "module:A" -> "factory:A.help" [label="help (push)"];
                "module:A" -> "module:B" [label="part (embedded)", style=bold, arrowhead=diamond];
                "module:B" -> "module:A" [label="done (output)", style=dashed, constraint=false];
            }

            """)
    }

    func testLegend_isASubgraphOfOneSampleEdgePerKind() {
        let graph = NavigationGraph(project: project([module("Home")]))
        let layout = GraphLayout(showsLegend: true)
        XCTAssertEqual(
            MermaidGraphRenderer.rendered(graph, layout: layout),
            """
            flowchart LR
                m1["Home<br/>mvp · uikit"]
                subgraph legend ["Legend"]
                    l1["module"]
                    l2["the screen a route opens"]
                    l1 -->|"route (push, present or modal)"| l2
                    l3["module"]
                    l4["the child it shows inside its screen"]
                    l3 ==>|"child (embedded)"| l4
                    l5["module"]
                    l6["the module that hears its outputs"]
                    l5 -.->|"outputs (output)"| l6
                    l7(["Module.route<br/>route factory: a route that names no module"])
                end

            """)
        let dot = DotGraphRenderer.rendered(graph, layout: layout)
        XCTAssert(
            dot.contains(
                """
                    subgraph cluster_legend {
                        label="Legend";
                        style=dashed;
                        "legend:1" [label="module"];
                """), dot)
        XCTAssert(
            dot.contains(
                #"        "legend:3" -> "legend:4" [label="child (embedded)", style=bold, arrowhead=diamond];"#
            ), dot)
        XCTAssertEqual(GraphLegend.nodeCount, 7)
        XCTAssertEqual(GraphLegend.edgeCount, GraphLegend.entries.count)
        XCTAssertEqual(
            Set(GraphLegend.entries.map(\.kind)), Set(NavigationGraph.Edge.Kind.allCases))
    }

    func testRenderings_doNotDependOnTheOrderModulesComeIn() {
        let modules = [
            module(
                "B", routes: [Route(name: "x")], children: [ChildModule(name: "c", module: "C")]),
            module("A", routes: [Route(name: "y"), route("b", to: "B")]),
            module("C", outputs: ["done"]),
        ]
        let first = NavigationGraph(project: project(modules))
        let second = NavigationGraph(project: project(modules.reversed()))
        XCTAssertEqual(MermaidGraphRenderer.rendered(first), MermaidGraphRenderer.rendered(second))
        XCTAssertEqual(DotGraphRenderer.rendered(first), DotGraphRenderer.rendered(second))
    }

    // MARK: the neighbourhood of a module

    /// A -> B -> C -> D, B embeds E, E reports to B, D has a factory route.
    private var chain: NavigationGraph {
        NavigationGraph(
            project: project([
                module("A", routes: [route("b", to: "B")]),
                module(
                    "B", routes: [route("c", to: "C")],
                    children: [ChildModule(name: "e", module: "E")]),
                module("C", routes: [route("d", to: "D")]),
                module("D", routes: [route("help")]),
                module("E", outputs: ["done"]),
                module("Lonely"),
            ]))
    }

    func testNeighbourhood_keepsWhatIsWithinDepthEdges_followingEdgesBothWays() throws {
        let graph = chain
        func names(_ depth: Int) throws -> [String] {
            try XCTUnwrap(graph.neighbourhood(ofModule: "C", depth: depth)).nodes.map(\.name)
        }
        XCTAssertEqual(try names(0), ["C"])
        XCTAssertEqual(try names(1), ["B", "C", "D"])
        XCTAssertEqual(try names(2), ["A", "B", "C", "D", "E", "D.help"])
        XCTAssertEqual(try names(NavigationGraph.maximumDepth), try names(2))

        let near = try XCTUnwrap(graph.neighbourhood(ofModule: "B", depth: 1))
        XCTAssertEqual(near.nodes.map(\.name), ["A", "B", "C", "E"])
        // Every edge between two kept nodes, in the graph's order: B's child and its output too.
        XCTAssertEqual(
            near.edges.map { graph.label(of: $0) },
            ["b (push)", "c (push)", "e (embedded)", "done (output)"])
    }

    func testNeighbourhood_ofNoModule_isNil() {
        let graph = chain
        XCTAssertNil(graph.neighbourhood(ofModule: "Z", depth: 1))
        XCTAssertNil(graph.neighbourhood(ofModule: "D.help", depth: 1))
        XCTAssertEqual(graph.moduleNames, ["A", "B", "C", "D", "E", "Lonely"])
        let missing = NavigationGraph(
            project: project([module("A", routes: [route("x", to: "Gone")])]))
        XCTAssertEqual(missing.nodes.map(\.kind), [.module, .missingModule])
        XCTAssertNil(missing.neighbourhood(ofModule: "Gone", depth: 1))
    }

    // MARK: untrusted names

    /// Names are untrusted: none can close a label or a string and add a
    /// statement, in module, factory and legend lines alike.
    func testHostileNames_stayInsideTheirLabels() {
        let names = [
            #"A"] --> B["pwned"#, "x\\\"];evil [label=\"", "a\nb", "#quot;", "|x|", "%%{init}%%",
            "end", "subgraph x", "a.b%2E",
        ]
        let kinds = NavigationGraph.Edge.Kind.allCases
        var nodes = names.map {
            NavigationGraph.Node(id: .module($0), kind: .module, name: $0, style: $0, traits: [$0])
        }
        nodes += names.map {
            NavigationGraph.Node(
                id: .factory(module: $0, route: $0), kind: .factory, name: $0 + "." + $0)
        }
        let edges = names.enumerated().flatMap { index, name in
            [
                NavigationGraph.Edge(
                    from: .module(name), to: .module(names[0]), kind: kinds[index % kinds.count],
                    name: name, transition: name),
                NavigationGraph.Edge(
                    from: .module(name), to: .factory(module: name, route: name),
                    kind: .navigation, name: name, transition: name),
            ]
        }
        let graph = NavigationGraph(nodes: nodes, edges: edges)

        let mermaid = MermaidGraphRenderer.rendered(graph, layout: GraphLayout(showsLegend: true))
            .split(separator: "\n").dropFirst()
        let label = #""[^"\[\]|<>{}\n]*""#
        let node = try! Regex(#"^ +[mfl]\d+(\[\#(label)\]|\(\[\#(label)\]\))$"#)
        let edge = try! Regex(#"^ +[ml]\d+ (-->|==>|-\.->)\|\#(label)\| [mfl]\d+$"#)
        var other: [String] = []
        for line in mermaid {
            let text = String(line).replacingOccurrences(of: "<br/>", with: "")
            if text.wholeMatch(of: node) == nil, text.wholeMatch(of: edge) == nil {
                other.append(text)
            }
        }
        XCTAssertEqual(other, [#"    subgraph legend ["Legend"]"#, "    end"])
        XCTAssertEqual(
            mermaid.count,
            nodes.count + edges.count + GraphLegend.nodeCount
                + GraphLegend.edgeCount + 2)
        XCTAssertEqual(MermaidGraphRenderer.escaped(#"a"b|c"#), "a#34;b#124;c")

        let dot = DotGraphRenderer.rendered(graph)
        XCTAssertEqual(dot.split(separator: "\n").count, 3 + nodes.count + edges.count + 1, dot)
        XCTAssertEqual(DotGraphRenderer.escaped("a\"b\\c\nd"), #"a\"b\\c\nd"#)
        // A factory's id cannot be another's: `.` and `%` in its names are encoded.
        XCTAssert(dot.contains(#""factory:a%2Eb%252E.a%2Eb%252E""#), dot)
    }
}

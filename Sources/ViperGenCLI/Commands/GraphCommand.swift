import ViperGenCore

/// `viper-gen graph`: prints the app's navigation map from the specs.
enum GraphCommand: Command {
    static let name = "graph"
    static let summary =
        "Print the navigation map of the modules, from their specs, as Mermaid or DOT"
    static let discussion = """
        Each module is a node labelled with its style, UI kind and traits. A route is a
        plain arrow to the module it names, or to a factory node of its own
        (<Module>.<route>) when it names none (the route factory builds it); a child
        module is a thick arrow (Mermaid) or a bold line ending in a diamond (DOT); a
        module's outputs are a dotted or dashed arrow back to the module that hears them.
        --legend adds a box that explains these. --module draws only the modules within
        --depth edges of one module (1 by default), counting every kind of edge and
        following edges both ways; module names or spec paths as arguments do the same
        for each module they name (a word that is an existing path is a path). Every
        spec is validated first. The output is the same on every run: modules sorted by
        name, edges in spec order. docs/graph.md shows examples.
        """
    static let signature = CommandSignature(
        arguments: [
            .init(
                name: "module",
                help: "Module names or spec paths: draw them and their neighbours (like --module)",
                isRepeated: true, isOptional: true, completion: .specs)
        ],
        options: [format, direction, module, depth, legend])

    static let format = CommandSignature.Option(
        name: "format", valueName: "format", help: "mermaid (default) or dot (Graphviz)",
        choices: GraphFormat.allCases.map(\.rawValue))
    static let direction = CommandSignature.Option(
        name: "direction", valueName: "direction",
        help: "LR (default): left to right; TB: top to bottom",
        choices: GraphLayout.Direction.allCases.map(\.rawValue))
    static let module = CommandSignature.Option(
        name: "module", valueName: "name",
        help: "Draw only this module and the modules near it (see --depth)",
        completion: .modules)
    static let depth = CommandSignature.Option(
        name: "depth", valueName: "n",
        help:
            "With --module or module names: how many edges away a module may be, 0 to \(NavigationGraph.maximumDepth) (default 1)"
    )
    static let legend = CommandSignature.Option(
        name: "legend", valueName: nil, help: "Add a legend that explains the kinds of edges")

    enum GraphFormat: String, CaseIterable {
        case mermaid
        case dot
    }

    static func run(_ arguments: CommandArguments, in environment: CommandEnvironment) -> ExitCode {
        let named = arguments.positionals
        if arguments.value(depth) != nil, arguments.value(module) == nil, named.isEmpty {
            return environment.fail(
                UsageError(
                    message: "'--depth' needs '--module' or module names",
                    hint: "write '--module <name> --depth <n>'"), command: name)
        }
        let format = arguments.choice(Self.format, as: GraphFormat.self) ?? .mermaid
        let layout = GraphLayout(
            direction: arguments.choice(direction, as: GraphLayout.Direction.self)
                ?? .leftToRight,
            showsLegend: arguments.has(legend))
        var depth = 1
        if let text = arguments.value(Self.depth) {
            guard let value = Self.depth(from: text) else {
                return environment.fail(
                    UsageError(
                        message:
                            "'--depth' takes a whole number from 0 to \(NavigationGraph.maximumDepth), not '\(text)'",
                        hint: "write '--depth 2'"), command: name)
            }
            depth = value
        }
        let pipeline = environment.pipeline
        guard
            let validated = environment.value({ () throws(DiagnosticList) in
                try pipeline.validatedProject(named.isEmpty ? .all : .selecting(named))
            })
        else {
            return .invalidInput
        }
        var graph = NavigationGraph(project: validated.project)
        // The modules the arguments' specs define, and --module's.
        var centres = validated.selectedModules.map { $0.sorted() } ?? []
        if let name = arguments.value(module) {
            guard graph.neighbourhood(ofModule: name, depth: 0) != nil else {
                return environment.fail([
                    .error(
                        "no module '\(UnicodeText.visible(UnicodeText.excerpt(name)))' in the project",
                        hint: SpellingSuggestion.hint(
                            for: name, among: graph.moduleNames, kind: "modules"))
                ])
            }
            centres.append(name)
        }
        if !centres.isEmpty || !named.isEmpty {
            // Every centre is a module of this project by now (the loader refused any other word).
            graph = graph.neighbourhood(ofModules: centres, depth: depth) ?? graph
        }
        switch format {
        case .mermaid:
            environment.stdout.write(MermaidGraphRenderer.rendered(graph, layout: layout))
        case .dot: environment.stdout.write(DotGraphRenderer.rendered(graph, layout: layout))
        }
        return .success
    }

    /// `text` as a depth: ASCII digits only (no sign, no spaces), at most ``NavigationGraph/maximumDepth``.
    static func depth(from text: String) -> Int? {
        // Nine digits at most: no overflow, however long the text.
        guard (1...9).contains(text.utf8.count), text.utf8.allSatisfy({ (48...57).contains($0) }),
            let value = Int(text), value <= NavigationGraph.maximumDepth
        else { return nil }
        return value
    }
}

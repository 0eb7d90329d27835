import ViperGenCore

/// `viper-gen graph`: prints the app's navigation map from the specs.
enum GraphCommand: Command {
    static let name = "graph"
    static let summary =
        "Print the navigation map of the modules, from their specs, as Mermaid or DOT"
    static let discussion = """
        Each module is a node labelled with its style, UI kind and traits; each route is
        an arrow labelled with the route and its transition, to the module it names, or
        to one "factory" node for routes that name none (their route factory builds
        them). Every spec is validated first. The output is the same on every run:
        modules sorted by name, routes in spec order. docs/graph.md shows an example.
        """
    static let signature = CommandSignature(options: [format])

    static let format = CommandSignature.Option(
        name: "format", valueName: "format", help: "mermaid (default) or dot (Graphviz)",
        choices: GraphFormat.allCases.map(\.rawValue))

    enum GraphFormat: String, CaseIterable {
        case mermaid
        case dot
    }

    static func run(_ arguments: CommandArguments, in environment: CommandEnvironment) -> ExitCode {
        guard arguments.positionals.isEmpty else {
            return environment.fail(
                UsageError(
                    message:
                        "unexpected arguments: \(arguments.positionals.joined(separator: " "))",
                    hint: "write `viper-gen graph --format dot`"), command: name)
        }
        let format = arguments.choice(Self.format, as: GraphFormat.self) ?? .mermaid
        let pipeline = environment.pipeline
        guard
            let validated = environment.value({ () throws(DiagnosticList) in
                try pipeline.validatedProject(.all)
            })
        else {
            return .invalidInput
        }
        let graph = NavigationGraph(project: validated.project)
        switch format {
        case .mermaid: environment.stdout.write(MermaidGraphRenderer.rendered(graph))
        case .dot: environment.stdout.write(DotGraphRenderer.rendered(graph))
        }
        return .success
    }
}

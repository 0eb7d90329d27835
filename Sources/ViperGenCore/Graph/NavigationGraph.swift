/// The app's navigation map, made from the validated specs: one node per
/// module, one edge per route and per child module. Routes that name no destination module go to
/// one shared "factory" node (the module's route factory builds them). Nodes
/// come sorted by module name, edges in spec order, so the output of
/// ``MermaidGraphRenderer`` and ``DotGraphRenderer`` is the same on every run.
public struct NavigationGraph: Equatable, Sendable {
    /// A module, or the factory node.
    public struct Node: Equatable, Sendable {
        public enum Kind: Equatable, Sendable {
            case module
            /// A module a route names that has no spec in the project.
            case missingModule
            /// Where routes without a destination module go.
            case factory
        }

        public var id: ID
        public var kind: Kind
        /// The module's name ("factory" for the factory node).
        public var name: String
        /// `mvp` or `viper` (modules only).
        public var style: String?
        /// The module's UI kind, when it has one.
        public var ui: String?
        public var traits: [String]

        public init(
            id: ID, kind: Kind, name: String, style: String? = nil, ui: String? = nil,
            traits: [String] = []
        ) {
            self.id = id
            self.kind = kind
            self.name = name
            self.style = style
            self.ui = ui
            self.traits = traits
        }
    }

    /// A node's identity: a module's name, or the factory.
    public enum ID: Hashable, Sendable {
        case module(String)
        case factory
    }

    /// A route from one module to a module or to the factory.
    public struct Edge: Equatable, Sendable {
        public var from: ID
        public var to: ID
        public var route: String
        /// `push`, `present` or `modal`; `embedded` for a child module.
        public var transition: String

        public init(from: ID, to: ID, route: String, transition: String) {
            self.from = from
            self.to = to
            self.route = route
            self.transition = transition
        }
    }

    public var nodes: [Node]
    public var edges: [Edge]

    public init(nodes: [Node], edges: [Edge]) {
        self.nodes = nodes
        self.edges = edges
    }

    /// The graph of `project`'s modules and their routes.
    public init(project: Project) {
        var nodes = project.modules.map { module in
            // A module's own requests trait reads as `requests`, the spec's key.
            Node(
                id: .module(module.name), kind: .module, name: module.name,
                style: module.style.rawValue,
                ui: Self.uiKind(of: module),
                traits: module.traits.map { $0.trait.isModulesOwn ? "requests" : $0.trait.name })
        }
        let known = Set(project.modules.map(\.name))
        var missing: Set<String> = []
        var edges: [Edge] = []
        for module in project.modules {
            for route in module.routes {
                let destination = Self.destinationModule(of: route)
                if let destination, !known.contains(destination) { missing.insert(destination) }
                edges.append(
                    Edge(
                        from: .module(module.name), to: destination.map(ID.module) ?? .factory,
                        route: route.name, transition: route.transition.rawValue))
            }
            for child in module.children {
                if !known.contains(child.module) { missing.insert(child.module) }
                edges.append(
                    Edge(
                        from: .module(module.name), to: .module(child.module), route: child.name,
                        transition: Self.embedded))
            }
        }
        nodes += missing.sorted().map { Node(id: .module($0), kind: .missingModule, name: $0) }
        if edges.contains(where: { $0.to == .factory }) {
            nodes.append(Node(id: .factory, kind: .factory, name: "factory"))
        }
        self.init(nodes: nodes, edges: edges)
    }

    /// The transition of an edge to a child module (`children:`), which the
    /// screen shows inside its own.
    public static let embedded = "embedded"

    /// The module a route opens, when its spec names one (`module:`).
    static func destinationModule(of route: Route) -> String? {
        route.module
    }

    /// The module's UI kind (`uikit`, `none`).
    static func uiKind(of module: ModuleDefinition) -> String? {
        module.ui.rawValue
    }

    /// A node's label lines: the name, then style and UI kind, then the traits.
    public func labelLines(of node: Node) -> [String] {
        switch node.kind {
        case .factory: return ["factory", "routes to no module"]
        case .missingModule: return [node.name, "no spec"]
        case .module:
            var lines = [
                node.name, ([node.style, node.ui].compactMap { $0 }).joined(separator: " · "),
            ]
            if !node.traits.isEmpty { lines.append(node.traits.joined(separator: ", ")) }
            return lines
        }
    }

    /// An edge's label: the route and its transition.
    public func label(of edge: Edge) -> String {
        "\(edge.route) (\(edge.transition))"
    }
}

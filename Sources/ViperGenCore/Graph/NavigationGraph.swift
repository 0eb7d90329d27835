/// The app's navigation map, made from the validated specs: one node per
/// module, and three kinds of edges: a route opens a module (navigation), a
/// screen embeds a child module (embedding), and a module's outputs go back
/// to the module that hears them (output). A route that names no destination
/// module goes to a factory node of its own, one per module and route (the
/// module's route factory builds that screen). Nodes come sorted by module
/// name, then the factories in route order; edges in spec order; so the output
/// of ``MermaidGraphRenderer`` and ``DotGraphRenderer`` is the same on every run.
public struct NavigationGraph: Equatable, Sendable {
    /// A module, or the factory of one route.
    public struct Node: Equatable, Sendable {
        public enum Kind: Equatable, Sendable {
            case module
            /// A module a route names that has no spec in the project.
            case missingModule
            /// Where one route without a destination module goes.
            case factory
        }

        public var id: ID
        public var kind: Kind
        /// The module's name; `<Module>.<route>` for a factory.
        public var name: String
        /// `mvp`, `viper` or `vip` (modules only).
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

    /// A node's identity: a module's name, or a module's route that names no module.
    public enum ID: Hashable, Sendable {
        case module(String)
        case factory(module: String, route: String)
    }

    /// A route, a child, or a module's outputs.
    public struct Edge: Equatable, Sendable {
        public enum Kind: Equatable, Sendable, CaseIterable {
            /// A route: the module opens the screen of another (or of its factory).
            case navigation
            /// A child (`children:`): the screen shows the other inside its own.
            case embedding
            /// The module's outputs, heard by the module at the end of the edge
            /// (its parent, or the module whose route opens it).
            case output
        }

        public var from: ID
        public var to: ID
        public var kind: Kind
        /// The route's or the child's name; for outputs, their names, comma-separated.
        public var name: String
        /// `push`, `present` or `modal` for a route; `embedded` for a child; `output`.
        public var transition: String

        public init(from: ID, to: ID, kind: Kind, name: String, transition: String) {
            self.from = from
            self.to = to
            self.kind = kind
            self.name = name
            self.transition = transition
        }
    }

    public var nodes: [Node]
    public var edges: [Edge]

    public init(nodes: [Node], edges: [Edge]) {
        self.nodes = nodes
        self.edges = edges
    }

    /// The graph of `project`'s modules, their routes, children and outputs.
    public init(project: Project) {
        let modules = project.modules  // sorted by name
        var nodes = modules.map { module in
            // A module's own requests trait reads as `requests`, the spec's key.
            Node(
                id: .module(module.name), kind: .module, name: module.name,
                style: module.style.rawValue,
                ui: Self.uiKind(of: module),
                traits: module.traits.map { $0.trait.isModulesOwn ? "requests" : $0.trait.name })
        }
        var byName: [String: ModuleDefinition] = [:]
        for module in modules { byName[module.name] = module }
        var missing: Set<String> = []
        var factories: [Node] = []
        var edges: [Edge] = []
        for module in modules {
            for route in module.routes {
                let to: ID
                if let destination = Self.destinationModule(of: route) {
                    if byName[destination] == nil { missing.insert(destination) }
                    to = .module(destination)
                } else {
                    to = .factory(module: module.name, route: route.name)
                    factories.append(
                        Node(id: to, kind: .factory, name: module.name + "." + route.name))
                }
                edges.append(
                    Edge(
                        from: .module(module.name), to: to, kind: .navigation, name: route.name,
                        transition: Self.transition(of: route, in: module)))
            }
            for child in module.children {
                if byName[child.module] == nil { missing.insert(child.module) }
                edges.append(
                    Edge(
                        from: .module(module.name), to: .module(child.module), kind: .embedding,
                        name: child.name, transition: Self.embedded))
            }
            for heard in module.heardModules(in: byName) {
                edges.append(
                    Edge(
                        from: .module(heard.module.name), to: .module(module.name), kind: .output,
                        name: Self.distinctNames(heard.module.moduleOutputs).joined(
                            separator: ", "),
                        transition: Self.output))
            }
        }
        nodes += missing.sorted().map { Node(id: .module($0), kind: .missingModule, name: $0) }
        self.init(nodes: nodes + factories, edges: edges)
    }

    /// The transition of an edge to a child module (`children:`), which the
    /// screen shows inside its own.
    public static let embedded = "embedded"

    /// The transition of an edge of a module's outputs.
    public static let output = "output"

    /// The methods' names, each once (overloads share one), in spec order.
    private static func distinctNames(_ methods: [SwiftMethod]) -> [String] {
        var seen: Set<String> = []
        return methods.map(\.name).filter { seen.insert($0).inserted }
    }

    /// The module a route opens, when its spec names one (`module:`).
    static func destinationModule(of route: Route) -> String? {
        route.module
    }

    /// The module's UI kind (`uikit`, `none`), and `NavigationStack` for a
    /// SwiftUI screen that navigates with SwiftUI.
    static func uiKind(of module: ModuleDefinition) -> String? {
        module.navigation == .swiftui
            ? "\(module.ui.rawValue) · NavigationStack" : module.ui.rawValue
    }

    /// How a route shows its destination: its transition (`push`, `present`,
    /// `modal`); under SwiftUI navigation, `push`, `sheet` or `cover` (a
    /// full-screen cover), as the module's navigator shows it.
    static func transition(of route: Route, in module: ModuleDefinition) -> String {
        guard module.navigation == .swiftui else { return route.transition.rawValue }
        switch (route.transition, route.presentation) {
        case (.push, _): return "push"
        case (.modal, _), (.present, .overFullScreen?), (.present, .overCurrentContext?):
            return "cover"
        case (.present, _): return "sheet"
        }
    }

    /// A node's label lines: the name, then style and UI kind, then the traits.
    public func labelLines(of node: Node) -> [String] {
        switch node.kind {
        case .factory: return [node.name, "route factory"]
        case .missingModule: return [node.name, "no spec"]
        case .module:
            var lines = [
                node.name, ([node.style, node.ui].compactMap { $0 }).joined(separator: " · "),
            ]
            if !node.traits.isEmpty { lines.append(node.traits.joined(separator: ", ")) }
            return lines
        }
    }

    /// An edge's label: the route (or child, or outputs) and its transition.
    public func label(of edge: Edge) -> String {
        "\(edge.name) (\(edge.transition))"
    }
}

/// How a ``NavigationGraph`` is drawn: the way it flows, and whether a legend
/// explains its edges (`viper-gen graph --direction TB --legend`).
public struct GraphLayout: Equatable, Sendable {
    /// The way edges point: left to right (the default) or top to bottom, as
    /// Mermaid and DOT spell them.
    public enum Direction: String, Equatable, Sendable, CaseIterable {
        case leftToRight = "LR"
        case topToBottom = "TB"
    }

    public var direction: Direction
    public var showsLegend: Bool

    public init(direction: Direction = .leftToRight, showsLegend: Bool = false) {
        self.direction = direction
        self.showsLegend = showsLegend
    }
}

/// The legend both renderers draw when asked: one sample edge of each kind
/// between two boxes that say what it means, and a sample factory node.
public enum GraphLegend {
    /// One sample edge: its kind, the boxes at its ends, its label.
    public struct Entry: Equatable, Sendable {
        public var kind: NavigationGraph.Edge.Kind
        public var from: String
        public var to: String
        public var label: String
    }

    public static let title = "Legend"

    public static let entries = [
        Entry(
            kind: .navigation, from: "module", to: "the screen a route opens",
            label: "route (push, present or modal)"),
        Entry(
            kind: .embedding, from: "module", to: "the child it shows inside its screen",
            label: "child (embedded)"),
        Entry(
            kind: .output, from: "module", to: "the module that hears its outputs",
            label: "outputs (output)"),
    ]

    /// The sample factory node's label lines.
    public static let factoryLines = [
        "Module.route", "route factory: a route that names no module",
    ]

    /// How many nodes the legend adds: two per sample edge, and the factory.
    public static var nodeCount: Int { entries.count * 2 + 1 }
    public static var edgeCount: Int { entries.count }
}

/// Writes a ``NavigationGraph`` in Graphviz's DOT language. Every id and
/// label is a double-quoted string with `\` and `"` escaped and line breaks
/// written as `\n`, so no name can end a string or add a statement.
///
/// A route is a plain arrow; a child a bold line ending in a diamond; a
/// module's outputs a dashed arrow back to the module that hears them, which
/// does not take part in ranking (`constraint=false`), so routes and children
/// alone decide the layout.
public enum DotGraphRenderer {
    public static func rendered(_ graph: NavigationGraph, layout: GraphLayout = GraphLayout())
        -> String
    {
        var lines = [
            "digraph navigation {",
            "    rankdir=\(layout.direction.rawValue);",
            "    node [shape=box, style=rounded];",
        ]
        for node in graph.nodes {
            lines.append("    " + nodeText(id(node.id), graph.labelLines(of: node), node.kind))
        }
        for edge in graph.edges {
            lines.append(
                "    "
                    + edgeText(
                        id(edge.from), id(edge.to), graph.label(of: edge), edge.kind,
                        constrains: edge.kind != .output))
        }
        if layout.showsLegend { lines += legend() }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    private static func nodeText(
        _ id: String, _ label: [String], _ kind: NavigationGraph.Node.Kind
    ) -> String {
        var attributes = "label=\"\(label.map(escaped).joined(separator: "\\n"))\""
        switch kind {
        case .module: break
        case .missingModule: attributes += ", style=dashed"
        case .factory: attributes += ", shape=ellipse, style=dashed"
        }
        return "\(id) [\(attributes)];"
    }

    private static func edgeText(
        _ from: String, _ to: String, _ label: String, _ kind: NavigationGraph.Edge.Kind,
        constrains: Bool
    ) -> String {
        var attributes = "label=\"\(escaped(label))\""
        switch kind {
        case .navigation: break
        case .embedding: attributes += ", style=bold, arrowhead=diamond"
        case .output: attributes += ", style=dashed"
        }
        if !constrains { attributes += ", constraint=false" }
        return "\(from) -> \(to) [\(attributes)];"
    }

    /// The legend: a cluster of sample edges, ids `"legend:1"`, `"legend:2"`, ...
    private static func legend() -> [String] {
        var lines = [
            "    subgraph cluster_legend {",
            "        label=\"\(escaped(GraphLegend.title))\";",
            "        style=dashed;",
        ]
        var count = 0
        for entry in GraphLegend.entries {
            let from = "\"legend:\(count + 1)\""
            let to = "\"legend:\(count + 2)\""
            count += 2
            lines.append("        " + nodeText(from, [entry.from], .module))
            lines.append("        " + nodeText(to, [entry.to], .module))
            lines.append(
                "        " + edgeText(from, to, entry.label, entry.kind, constrains: true))
        }
        lines.append(
            "        " + nodeText("\"legend:\(count + 1)\"", GraphLegend.factoryLines, .factory))
        return lines + ["    }"]
    }

    /// A module's id is `"module:<name>"`, a factory's `"factory:<module>.<route>"`
    /// with `%` and `.` in either name written `%25` and `%2E`, and the
    /// legend's `"legend:<n>"`: no two nodes share one.
    private static func id(_ id: NavigationGraph.ID) -> String {
        switch id {
        case .module(let name): return "\"module:\(escaped(name))\""
        case .factory(let module, let route):
            return "\"factory:\(escaped(dotless(module))).\(escaped(dotless(route)))\""
        }
    }

    private static func dotless(_ name: String) -> String {
        guard name.contains(where: { $0 == "." || $0 == "%" }) else { return name }
        var result = ""
        for character in name {
            switch character {
            case "%": result += "%25"
            case ".": result += "%2E"
            default: result.append(character)
            }
        }
        return result
    }

    /// Text for inside a DOT double-quoted string (where `\` starts an escape in labels).
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "&#\(scalar.value);"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}

/// Writes a ``NavigationGraph`` in Graphviz's DOT language. Every id and
/// label is a double-quoted string with `\` and `"` escaped and line breaks
/// written as `\n`, so no name can end a string or add a statement.
public enum DotGraphRenderer {
    public static func rendered(_ graph: NavigationGraph) -> String {
        var lines = [
            "digraph navigation {",
            "    rankdir=LR;",
            "    node [shape=box, style=rounded];",
        ]
        for node in graph.nodes {
            let label = graph.labelLines(of: node).map(escaped).joined(separator: "\\n")
            var attributes = "label=\"\(label)\""
            switch node.kind {
            case .module: break
            case .missingModule: attributes += ", style=dashed"
            case .factory: attributes += ", shape=ellipse, style=dashed"
            }
            lines.append("    \(id(node.id)) [\(attributes)];")
        }
        for edge in graph.edges {
            let style = edge.to == .factory ? ", style=dashed" : ""
            lines.append(
                "    \(id(edge.from)) -> \(id(edge.to)) [label=\"\(escaped(graph.label(of: edge)))\"\(style)];"
            )
        }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    /// A module's id is `"module:<name>"`, the factory's `"factory"`: they cannot clash.
    private static func id(_ id: NavigationGraph.ID) -> String {
        switch id {
        case .module(let name): return "\"module:\(escaped(name))\""
        case .factory: return "\"factory\""
        }
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

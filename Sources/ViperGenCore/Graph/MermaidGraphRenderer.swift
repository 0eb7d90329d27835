/// Writes a ``NavigationGraph`` as a Mermaid flowchart. Node ids are made
/// here (`m1`, `m2`, ... and `factory`), and every label is in double quotes
/// with each character outside a small safe set written as an entity code
/// (`#34;`), so no name can end a label or start a statement.
public enum MermaidGraphRenderer {
    public static func rendered(_ graph: NavigationGraph) -> String {
        var ids: [NavigationGraph.ID: String] = [:]
        for (index, node) in graph.nodes.enumerated() {
            ids[node.id] = node.kind == .factory ? "factory" : "m\(index + 1)"
        }
        var lines = ["flowchart LR"]
        for node in graph.nodes {
            let label = graph.labelLines(of: node).map(escaped).joined(separator: "<br/>")
            let shape = node.kind == .factory ? ("([\"", "\"])") : ("[\"", "\"]")
            lines.append("    \(ids[node.id]!)\(shape.0)\(label)\(shape.1)")
        }
        for edge in graph.edges {
            let arrow = edge.to == .factory ? "-.->" : "-->"
            lines.append(
                "    \(ids[edge.from]!) \(arrow)|\"\(escaped(graph.label(of: edge)))\"| \(ids[edge.to]!)"
            )
        }
        for node in graph.nodes where node.kind == .missingModule {
            lines.append("    style \(ids[node.id]!) stroke-dasharray: 4 4")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Letters, digits, spaces and a few punctuation marks as they are; any
    /// other character as `#<code>;`.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || " _.,:()·-".unicodeScalars.contains(scalar)
            {
                result.unicodeScalars.append(scalar)
            } else {
                result += "#\(scalar.value);"
            }
        }
        return result
    }
}

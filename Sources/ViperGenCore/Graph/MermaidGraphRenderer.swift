/// Writes a ``NavigationGraph`` as a Mermaid flowchart. Node ids are made
/// here (`m1`, `m2`, ... for modules, `f1`, ... for factories, `l1`, ... in
/// the legend), and every label is in double quotes with each character
/// outside a small safe set written as an entity code (`#34;`), so no name can
/// end a label or start a statement.
///
/// A route is a plain arrow (`-->`), a child a thick one (`==>`), a module's
/// outputs a dotted one (`-.->`) back to the module that hears them.
public enum MermaidGraphRenderer {
    public static func rendered(_ graph: NavigationGraph, layout: GraphLayout = GraphLayout())
        -> String
    {
        var ids: [NavigationGraph.ID: String] = [:]
        var modules = 0
        var factories = 0
        for node in graph.nodes {
            if node.kind == .factory {
                factories += 1
                ids[node.id] = "f\(factories)"
            } else {
                modules += 1
                ids[node.id] = "m\(modules)"
            }
        }
        var lines = ["flowchart \(layout.direction.rawValue)"]
        for node in graph.nodes {
            lines.append("    " + nodeText(ids[node.id]!, graph.labelLines(of: node), node.kind))
        }
        for edge in graph.edges {
            lines.append(
                "    " + edgeText(ids[edge.from]!, ids[edge.to]!, graph.label(of: edge), edge.kind))
        }
        for node in graph.nodes where node.kind == .missingModule {
            lines.append("    style \(ids[node.id]!) stroke-dasharray: 4 4")
        }
        if layout.showsLegend { lines += legend() }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A node: a box, or a stadium for a factory.
    private static func nodeText(_ id: String, _ label: [String], _ kind: NavigationGraph.Node.Kind)
        -> String
    {
        let text = label.map(escaped).joined(separator: "<br/>")
        return kind == .factory ? "\(id)([\"\(text)\"])" : "\(id)[\"\(text)\"]"
    }

    private static func edgeText(
        _ from: String, _ to: String, _ label: String, _ kind: NavigationGraph.Edge.Kind
    ) -> String {
        "\(from) \(arrow(kind))|\"\(escaped(label))\"| \(to)"
    }

    private static func arrow(_ kind: NavigationGraph.Edge.Kind) -> String {
        switch kind {
        case .navigation: "-->"
        case .embedding: "==>"
        case .output: "-.->"
        }
    }

    /// The legend: a subgraph of sample edges, ids `l1`, `l2`, ...
    private static func legend() -> [String] {
        var lines = ["    subgraph legend [\"\(escaped(GraphLegend.title))\"]"]
        var count = 0
        for entry in GraphLegend.entries {
            let from = "l\(count + 1)"
            let to = "l\(count + 2)"
            count += 2
            lines.append("        " + nodeText(from, [entry.from], .module))
            lines.append("        " + nodeText(to, [entry.to], .module))
            lines.append("        " + edgeText(from, to, entry.label, entry.kind))
        }
        lines.append("        " + nodeText("l\(count + 1)", GraphLegend.factoryLines, .factory))
        return lines + ["    end"]
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

import Foundation

/// The key tables of docs/templates.md, written from ``TemplateContextSchema``:
/// one table per context type, roots first, each nested type after its parent.
public enum TemplateContextReference {
    /// The lines that open and close the generated part of docs/templates.md.
    public static let begin =
        "<!-- The tables below are written by `make record` from"
        + " Sources/ViperGenCore/Rendering/Contexts/: edit the doc comments there. -->"
    public static let end = "<!-- End of the generated tables. -->"

    /// The top-level types in the order the reference shows them.
    static let order = [
        "FileHeaderContext", "ModuleFileContext", "TraitFileContext", "SpecFileContext",
        "ConfigFileContext",
        "LoopContext", "ModuleContext", "ScreenContext", "ComponentContext", "DependencyContext",
        "TestPatternContext",
        "MethodContext", "RoutesContext", "ChildrenContext", "VIPContext", "TraitContext",
        "NewSpecContext",
    ]

    /// The generated part, markers included.
    public static func markdown(_ schema: TemplateContextSchema) -> String {
        let topLevel = schema.types.filter { !$0.name.contains(".") }.map(\.name)
        let ordered = order.filter(topLevel.contains) + topLevel.filter { !order.contains($0) }
        var text = begin + "\n"
        for name in ordered {
            for type in schema.types where type.name == name || type.name.hasPrefix(name + ".") {
                text += "\n" + table(type, in: schema)
            }
        }
        return text + "\n" + end + "\n"
    }

    /// docs/templates.md with its generated part replaced by `markdown`.
    public static func replacingTables(in document: String, with markdown: String) -> String? {
        guard let start = document.range(of: begin), let stop = document.range(of: end + "\n"),
            start.lowerBound < stop.lowerBound
        else { return nil }
        return String(document[..<start.lowerBound]) + markdown
            + String(document[stop.upperBound...])
    }

    private static func table(
        _ type: TemplateContextSchema.TypeShape, in schema: TemplateContextSchema
    ) -> String {
        var text = "### `\(type.name)`\n\n" + type.summary + "\n"
        if type.isGroup {
            text += " Its keys are seen at the level of the object that holds it.\n"
        }
        text += "\n| Key | Holds | Meaning |\n| --- | --- | --- |\n"
        for field in type.fields {
            if case .object(let group) = field.kind, schema.type(named: group)?.isGroup == true {
                // A group has no key of its own: its keys are this object's.
                let absent = field.isOptional ? ", or all absent" : ""
                text +=
                    "| the keys of \(describe(field.kind))\(absent) | | \(escaped(field.summary)) |\n"
            } else {
                text += "| `\(field.name)` | \(holds(field)) | \(escaped(field.summary)) |\n"
            }
        }
        return text
    }

    private static func holds(_ field: TemplateContextSchema.Field) -> String {
        let text = describe(field.kind)
        return field.isOptional ? text + ", or absent" : text
    }

    private static func describe(_ kind: TemplateContextSchema.Kind) -> String {
        switch kind {
        case .string: return "string"
        case .flag: return "flag"
        case .list(.string): return "list of strings"
        case .list(.flag): return "list of flags"
        case .list(let item): return "list of " + describe(item)
        case .object(let name): return "[`\(name)`](#\(anchor(name)))"
        }
    }

    /// GitHub's anchor for the heading "`Name`".
    static func anchor(_ name: String) -> String {
        name.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    }

    /// A pipe would end the cell.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}

/// The data a template is rendered with: strings, booleans, lists and objects.
///
/// A rendering context is an ``object(_:)`` whose keys are the top-level names
/// a template can use (`{{ module.name }}`). Contexts are typed structs
/// (`Rendering/Contexts/`), which ``TemplateContextEncoder`` turns into values:
/// the one place where keys are written.
public enum TemplateValue: Equatable, Sendable {
    case string(String)
    case bool(Bool)
    case list([TemplateValue])
    case object(TemplateObject)

    /// Stable, pretty JSON: keys sorted, two-space indentation, ending in a newline.
    /// Used by `viper-gen dump --context`.
    public func dumped() -> String {
        var output = ""
        appendJSON(to: &output, indentation: "")
        output += "\n"
        return output
    }

    /// How the value is named in diagnostics: "a string", "a list", ...
    var kindDescription: String {
        switch self {
        case .string: return "a string"
        case .bool: return "a bool"
        case .list: return "a list"
        case .object: return "an object"
        }
    }

    private func appendJSON(to output: inout String, indentation: String) {
        switch self {
        case .string(let text):
            Self.appendQuoted(text, to: &output)
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .list(let items):
            guard !items.isEmpty else {
                output += "[]"
                return
            }
            let inner = indentation + "  "
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += inner
                item.appendJSON(to: &output, indentation: inner)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indentation + "]"
        case .object(let fields):
            guard !fields.isEmpty else {
                output += "{}"
                return
            }
            let inner = indentation + "  "
            output += "{\n"
            let keys = fields.names.sorted()
            for (index, key) in keys.enumerated() {
                output += inner
                Self.appendQuoted(key, to: &output)
                output += ": "
                fields[key]!.appendJSON(to: &output, indentation: inner)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += indentation + "}"
        }
    }

    private static func appendQuoted(_ text: String, to output: inout String) {
        output += JSONText.quoted(text)
    }
}

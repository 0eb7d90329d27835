/// The data a template is rendered with: strings, booleans, lists and objects.
///
/// A rendering context is an ``object(_:)`` whose keys are the top-level names
/// a template can use (`{{ module.name }}`).
public indirect enum TemplateValue: Equatable, Sendable {
    case string(String)
    case bool(Bool)
    case list([TemplateValue])
    case object([String: TemplateValue])

    public init(_ string: String) { self = .string(string) }
    public init(_ bool: Bool) { self = .bool(bool) }
    public init(_ list: [TemplateValue]) { self = .list(list) }
    public init(_ object: [String: TemplateValue]) { self = .object(object) }

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
            guard !items.isEmpty else { output += "[]"; return }
            let inner = indentation + "  "
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += inner
                item.appendJSON(to: &output, indentation: inner)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indentation + "]"
        case .object(let fields):
            guard !fields.isEmpty else { output += "{}"; return }
            let inner = indentation + "  "
            output += "{\n"
            let keys = fields.keys.sorted()
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

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// Like a Swift dictionary literal; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

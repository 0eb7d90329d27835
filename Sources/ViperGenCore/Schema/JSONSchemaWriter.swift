/// Writes a ``SchemaObject`` as a JSON Schema (draft 2020-12). Values become
/// what a YAML loader makes of them, which is what editors validate: `true`
/// is a boolean, `4` a number, nothing after a key `null`; a text field takes
/// any single value, as viper-gen reads every value as text.
public enum JSONSchemaWriter {
    public static let draft = "https://json-schema.org/draft/2020-12/schema"

    public static func rendered(_ object: SchemaObject, title: String) -> String {
        var top: [(String, JSONValue)] = [("$schema", .string(draft)), ("title", .string(title))]
        if case .object(let fields) = value(of: .object(object)) { top += fields }
        return JSONValue.object(top).rendered(indent: "") + "\n"
    }

    static func value(of shape: SchemaShape) -> JSONValue {
        switch shape {
        case .text(let pattern?):
            return .object([("type", .string("string")), ("pattern", .string(pattern))])
        case .text(nil):
            return .object([
                ("type", .array(["string", "number", "boolean"].map(JSONValue.string))),
                ("minLength", .number(1)),
            ])
        case .block:
            return .object([("type", .string("string")), ("minLength", .number(1))])
        case .choice(let words):
            return .object([("enum", .array(words.map(JSONValue.string)))])
        case .boolean:
            return .object([("type", .string("boolean"))])
        case .integer(let range):
            return .object([
                ("type", .string("integer")), ("minimum", .number(range.lowerBound)),
                ("maximum", .number(range.upperBound)),
            ])
        case .empty:
            return .object([("type", .string("null"))])
        case .object(let object):
            let properties = object.fields.map { field -> (String, JSONValue) in
                guard case .object(let body) = value(of: field.shape) else {
                    return (field.name, value(of: field.shape))
                }
                return (field.name, .object([("description", .string(field.summary))] + body))
            }
            var result: [(String, JSONValue)] = [
                ("type", .string("object")), ("properties", .object(properties)),
            ]
            if !object.required.isEmpty {
                result.append(("required", .array(object.required.map(JSONValue.string))))
            }
            return .object(result + [("additionalProperties", .bool(false))])
        case .names(let pattern, let inner):
            return .object([
                ("type", .string("object")),
                ("propertyNames", .object([("pattern", .string(pattern))])),
                ("additionalProperties", value(of: inner)),
            ])
        case .namesWith(let key, let fixed, let pattern, let inner):
            return .object([
                ("type", .string("object")),
                ("propertyNames", .object([("pattern", .string(pattern))])),
                ("properties", .object([(key, value(of: fixed))])),
                ("additionalProperties", value(of: inner)),
            ])
        case .single(let pattern, let inner):
            return .object([
                ("type", .string("object")), ("minProperties", .number(1)),
                ("maxProperties", .number(1)),
                ("propertyNames", .object([("pattern", .string(pattern))])),
                ("additionalProperties", value(of: inner)),
            ])
        case .list(let item):
            return .object([("type", .string("array")), ("items", value(of: item))])
        case .anyOf(let shapes):
            return .object([("anyOf", .array(shapes.map(value(of:))))])
        }
    }
}

/// A JSON value with its object keys in order, and the one writer of its text.
indirect enum JSONValue: Equatable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Int)
    case bool(Bool)

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered(indent: "") == rhs.rendered(indent: "")
    }

    /// Pretty-printed, two spaces a level; short arrays of scalars stay on one line.
    func rendered(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case .string(let text): return JSONText.quoted(text)
        case .number(let number): return String(number)
        case .bool(let value): return value ? "true" : "false"
        case .array(let items):
            if items.allSatisfy({ if case .object = $0 { return false } else { return true } }) {
                return "[" + items.map { $0.rendered(indent: inner) }.joined(separator: ", ") + "]"
            }
            return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n")
                + "\n" + indent + "]"
        case .object(let fields):
            if fields.isEmpty { return "{}" }
            return "{\n"
                + fields.map { inner + JSONText.quoted($0.0) + ": " + $0.1.rendered(indent: inner) }
                .joined(separator: ",\n") + "\n" + indent + "}"
        }
    }
}

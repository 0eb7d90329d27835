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
            let properties = object.fields.map { field in
                (field.name, described(value(of: field.shape), field.summary))
            }
            var result: [(String, JSONValue)] = [
                ("type", .string("object")), ("properties", .object(properties)),
            ]
            if !object.required.isEmpty {
                result.append(("required", .array(object.required.map(JSONValue.string))))
            }
            result.append(("additionalProperties", .bool(false)))
            if !object.conditions.isEmpty {
                result.append(("allOf", .array(object.conditions.map(value(of:)))))
            }
            return .object(result)
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
        case .uniqueList(let item, let minimum):
            return .object(
                [
                    ("type", .string("array")), ("items", value(of: item)),
                    ("uniqueItems", .bool(true)),
                ] + (minimum > 0 ? [("minItems", .number(minimum))] : []))
        case .words(let words, let otherPattern):
            let named = words.map { word in
                JSONValue.object([
                    ("const", .string(word.word)), ("description", .string(word.summary)),
                ])
            }
            let others = otherPattern.map { [value(of: .text(pattern: $0))] } ?? []
            return .object([("anyOf", .array(named + others))])
        case .singleOf(let fields, let others):
            let properties = fields.map { field in
                (field.name, described(value(of: field.shape), field.summary))
            }
            let names: JSONValue =
                others.map { .object([("pattern", .string($0.pattern))]) }
                ?? .object([("enum", .array(fields.map { .string($0.name) }))])
            return .object([
                ("type", .string("object")), ("minProperties", .number(1)),
                ("maxProperties", .number(1)), ("properties", .object(properties)),
                ("propertyNames", names),
                ("additionalProperties", others.map { value(of: $0.value) } ?? .bool(false)),
            ])
        case .anyOf(let shapes):
            return .object([("anyOf", .array(shapes.map(value(of:))))])
        }
    }
}

extension JSONSchemaWriter {
    /// `if` the condition's key has one of its values, `then` its rules.
    static func value(of condition: SchemaCondition) -> JSONValue {
        var test: [(String, JSONValue)] = [
            (
                "properties",
                .object([
                    (
                        condition.key,
                        .object([("enum", .array(condition.values.map(JSONValue.string)))])
                    )
                ])
            )
        ]
        if !condition.includesAbsent { test.append(("required", .array([.string(condition.key)]))) }
        return .object([("if", .object(test)), ("then", rules(condition.rules))])
    }

    /// Nested `properties` that refuse (`false`) or reshape each rule's key.
    private static func rules(_ rules: [SchemaCondition.Rule]) -> JSONValue {
        var order: [String] = []
        var byKey: [String: [SchemaCondition.Rule]] = [:]
        for rule in rules where !rule.path.isEmpty {
            if byKey[rule.path[0]] == nil { order.append(rule.path[0]) }
            byKey[rule.path[0], default: []].append(rule)
        }
        let properties = order.map { key -> (String, JSONValue) in
            let group = byKey[key]!
            if let leaf = group.first(where: { $0.path.count == 1 }) {
                return (key, leaf.shape.map(value(of:)) ?? .bool(false))
            }
            let inner = group.map {
                SchemaCondition.Rule(path: Array($0.path.dropFirst()), shape: $0.shape)
            }
            return (key, self.rules(inner))
        }
        return .object([("properties", .object(properties))])
    }

    /// `body` with `description` first, when it is an object.
    static func described(_ body: JSONValue, _ summary: String) -> JSONValue {
        guard case .object(let fields) = body else { return body }
        return .object([("description", .string(summary))] + fields)
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

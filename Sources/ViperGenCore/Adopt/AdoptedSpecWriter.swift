/// Writes an ``AdoptedSpec`` as spec text, remembering which part each line
/// holds, so that a line the spec reader refuses leads back to its part.
public struct AdoptedSpecWriter {
    /// A part of the spec that can be left out on its own.
    public enum Item: Hashable, Sendable {
        case message(section: Int, index: Int)
        case inherits(section: Int)
        case dependency(index: Int)
        case useCase(index: Int)
        case naming(index: Int)
        case dataStoreField(index: Int)
        case field(useCase: Int, model: Int, index: Int)
        /// The `imports:` list.
        case imports
        /// A protocol under `protocols:`, its `inherits:`, a property, a method.
        case ownProtocol(index: Int)
        case ownInherits(index: Int)
        case ownProperty(protocol: Int, index: Int)
        case ownMethod(protocol: Int, index: Int)
    }

    public private(set) var text = ""
    /// The part each 1-based line holds, where it holds one.
    public private(set) var items: [Int: Item] = [:]
    private var line = 1

    public static func write(_ spec: AdoptedSpec) -> AdoptedSpecWriter {
        var writer = AdoptedSpecWriter()
        writer.emit("# Adopted by viper-gen from \(AdoptedScalar.comment(spec.folder)).")
        writer.emit("# Review it, then run `viper-gen generate --dry-run` (see docs/adopt.md).")
        writer.emit("module: \(spec.module)")
        writer.emit("style: \(spec.style.rawValue)")
        writer.emit("ui: \(spec.ui.rawValue)")
        if !spec.imports.isEmpty {
            writer.emit(
                "imports: [\(spec.imports.map(\.declaration.name).joined(separator: ", "))]",
                item: .imports)
        }
        if !spec.naming.isEmpty { writer.emit("naming:") }
        for (index, named) in spec.naming.enumerated() {
            writer.emit(
                "  \(named.role): \(AdoptedScalar.quoted(named.template))",
                item: .naming(index: index))
        }
        var openedParents: Set<String> = []
        for (sectionIndex, section) in spec.sections.enumerated()
        where !section.messages.isEmpty || !section.inherits.isEmpty || section.keepsWhenEmpty {
            var indent = ""
            for key in section.path.dropLast() {
                if openedParents.insert(key).inserted { writer.emit("\(indent)\(key):") }
                indent += "  "
            }
            writer.emit("\(indent)\(section.path.last ?? ""):")
            indent += "  "
            if !section.inherits.isEmpty {
                writer.emit(
                    "\(indent)inherits: [\(section.inherits.joined(separator: ", "))]",
                    item: .inherits(section: sectionIndex))
            }
            let counts = Dictionary(section.messages.map { ($0.name, 1) }, uniquingKeysWith: +)
            for (index, message) in section.messages.enumerated() {
                let item = Item.message(section: sectionIndex, index: index)
                let isOverloaded = counts[message.name, default: 0] > 1
                writer.write(message, indent: indent, overloaded: isOverloaded, item: item)
            }
        }
        writer.writeUseCases(spec.useCases)
        if let fields = spec.dataStore {
            writer.emit("dataStore:")
            for (index, field) in fields.enumerated() {
                writer.writeField(field, indent: "  ", item: .dataStoreField(index: index))
            }
        }
        let owners = ModuleDependency.Owner.allCases.map(\.rawValue).filter { owner in
            spec.dependencies.contains { $0.owner == owner }
        }
        if !owners.isEmpty { writer.emit("dependencies:") }
        for owner in owners {
            writer.emit("  \(owner):")
            for (index, dependency) in spec.dependencies.enumerated()
            where dependency.owner == owner {
                let type = AdoptedScalar.plainOrQuoted(dependency.type)
                guard dependency.isWeak else {
                    writer.emit("    \(dependency.name): \(type)", item: .dependency(index: index))
                    continue
                }
                writer.emit("    \(dependency.name):", item: .dependency(index: index))
                writer.emit("      type: \(type)", item: .dependency(index: index))
                writer.emit("      weak: true", item: .dependency(index: index))
            }
        }
        writer.writeProtocols(spec.protocols)
        return writer
    }

    /// `protocols:`: each protocol's name, `inherits`, `mainActor`, `properties` and `methods`.
    private mutating func writeProtocols(_ protocols: [AdoptedSpec.OwnProtocol]) {
        guard !protocols.isEmpty else { return }
        emit("protocols:")
        for (index, own) in protocols.enumerated() {
            let item = Item.ownProtocol(index: index)
            emit("  \(own.name):", item: item)
            if !own.inherits.isEmpty {
                emit(
                    "    inherits: [\(own.inherits.joined(separator: ", "))]",
                    item: .ownInherits(index: index))
            }
            if own.isMainActor { emit("    mainActor: true", item: item) }
            if !own.properties.isEmpty { emit("    properties:", item: item) }
            for (propertyIndex, property) in own.properties.enumerated() {
                let propertyItem = Item.ownProperty(protocol: index, index: propertyIndex)
                let type = AdoptedScalar.plainOrQuoted(property.type)
                guard property.isSettable else {
                    emit("      \(property.name): \(type)", item: propertyItem)
                    continue
                }
                emit("      \(property.name):", item: propertyItem)
                emit("        type: \(type)", item: propertyItem)
                emit("        settable: true", item: propertyItem)
            }
            if !own.methods.isEmpty { emit("    methods:", item: item) }
            let counts = Dictionary(own.methods.map { ($0.name, 1) }, uniquingKeysWith: +)
            for (methodIndex, method) in own.methods.enumerated() {
                write(
                    method, indent: "      ", overloaded: counts[method.name, default: 0] > 1,
                    item: .ownMethod(protocol: index, index: methodIndex))
            }
        }
    }

    private mutating func write(
        _ message: AdoptedSpec.Message, indent: String, overloaded: Bool, item: Item
    ) {
        var tail = message.effects.joined(separator: " ")
        if !message.result.isEmpty { tail += (tail.isEmpty ? "" : " ") + "-> \(message.result)" }
        // Two unnamed parameters would be two `_` keys of one mapping: written in the key instead.
        let unnamedCount = message.parameters.filter { $0.label == nil && $0.name.isEmpty }.count
        if overloaded || unnamedCount > 1 {
            let list = message.parameters.map(\.text).joined(separator: ", ")
            let key = "\(message.name)(\(list))" + (tail.isEmpty ? "" : " \(tail)")
            emit("\(indent)\(AdoptedScalar.quoted(key)):", item: item)
            return
        }
        let key = message.name + (tail.isEmpty ? "" : " \(tail)")
        emit("\(indent)\(AdoptedScalar.plainOrQuoted(key)):", item: item)
        for parameter in message.parameters {
            let name = parameter.text.prefix { $0 != ":" }
            emit(
                "\(indent)  \(AdoptedScalar.plainOrQuoted(String(name))): \(AdoptedScalar.plainOrQuoted(parameter.type))",
                item: item)
        }
    }

    private mutating func writeUseCases(_ useCases: [AdoptedSpec.UseCase]) {
        guard !useCases.isEmpty else { return }
        emit("useCases:")
        for (index, useCase) in useCases.enumerated() {
            let item = Item.useCase(index: index)
            emit("  \(useCase.name)\(useCase.isAsync ? " async" : ""):", item: item)
            for (step, name) in useCase.methodNames { emit("    \(step): \(name)", item: item) }
            for (modelIndex, model) in useCase.models.enumerated() where !model.fields.isEmpty {
                emit("    \(model.key):", item: item)
                for (fieldIndex, field) in model.fields.enumerated() {
                    writeField(
                        field, indent: "      ",
                        item: .field(useCase: index, model: modelIndex, index: fieldIndex))
                }
            }
        }
    }

    /// `name: Type = default`, quoted where YAML needs it.
    private mutating func writeField(_ field: AdoptedSpec.Field, indent: String, item: Item) {
        let value = field.type + (field.defaultValue.isEmpty ? "" : " = \(field.defaultValue)")
        emit("\(indent)\(field.name): \(AdoptedScalar.plainOrQuoted(value))", item: item)
    }

    private mutating func emit(_ text: String, item: Item? = nil) {
        self.text += text + "\n"
        if let item { items[line] = item }
        line += 1
    }
}

/// How `adopt` writes a scalar of the spec language: plain where YAML reads
/// it back unchanged, else single-quoted.
enum AdoptedScalar {
    static func plainOrQuoted(_ value: String) -> String {
        isPlain(value) ? value : quoted(value)
    }

    /// A double-quoted scalar, every control character escaped: nothing in it can
    /// end the line or the scalar.
    static func doubleQuoted(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": text += "\\\\"
            case "\"": text += "\\\""
            default:
                if UnicodeText.isControl(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    text +=
                        scalar.value > 0xFFFF
                        ? "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
                        : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text + "\""
    }

    /// Single-quoted, or double-quoted with escapes when a control character is in it.
    static func quoted(_ value: String) -> String {
        if value.unicodeScalars.contains(where: UnicodeText.isControl) {
            return doubleQuoted(value)
        }
        return "'"
            + value.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "''")
            + "'"
    }

    /// Text for a comment: one line, every control, separator and bidirectional
    /// character shown as `\u{…}`.
    static func comment(_ value: String) -> String { UnicodeText.visible(value) }

    private static func isPlain(_ value: String) -> Bool {
        guard let first = value.first, !"[]{}&*!|>'\"%@`#,?:-".contains(first),
            value.last != ":", value.last != " ", !value.contains(": "), !value.contains(" #")
        else { return false }
        return !value.unicodeScalars.contains(where: UnicodeText.isControl)
    }
}

/// Reads the screen parts of a module spec: `ui`, `state` and `events`, and
/// checks they fit the rest of the module.
enum ScreenSpecReader {
    /// `ui:`, or the project's default.
    static func ui(_ entry: SpecMapping.Entry?, default defaultUI: UIKind, reader: inout SchemaReader) -> UIKind {
        guard let entry else { return defaultUI }
        return reader.choice(entry.value, from: UIKind.allCases.map(\.rawValue), for: "ui")
            .flatMap(UIKind.init(rawValue:)) ?? defaultUI
    }

    /// `state:`: a mapping of `name: Type`, or `name: Type = default`; every
    /// field but an optional one needs its default.
    static func state(_ node: SpecNode, reader: inout SchemaReader) -> [StateField] {
        fields(node, for: "state", what: "state field", requiresDefaults: true, reader: &reader)
    }

    /// A mapping of fields, `name: Type` or `name: Type = default` (a state's,
    /// or a VIP use case's request, response or view model).
    /// - Parameter what: how errors name a field (`state field`).
    /// - Parameter requiresDefaults: a field that is not optional must have a default.
    static func fields(_ node: SpecNode, for key: String, what: String, requiresDefaults: Bool,
                       reader: inout SchemaReader) -> [StateField] {
        if case .scalar(let scalar) = node, scalar.value.isEmpty { return [] }
        guard let mapping = reader.mapping(node, for: key) else { return [] }
        var fields: [StateField] = []
        for entry in mapping.entries {
            guard let name = reader.identifier(entry.key, what: "\(what) name") else { continue }
            let keyLocation = reader.location(of: entry.key.range)
            if SwiftName.reservedMemberNames.contains(name) {
                reader.report(ModelDiagnostics.fieldNamedLikeAReservedMember(what, name, at: keyLocation))
                continue
            }
            guard let scalar = reader.text(entry.value, for: name) else { continue }
            let text = scalar.value
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let type = parts[0].trimmingWhitespace
            guard !type.isEmpty else {
                reader.report(ModelDiagnostics.fieldWithoutType(what, name, at: reader.location(of: scalar.range)))
                continue
            }
            guard reader.checkType(type, in: scalar) else { continue }
            if let problem = SignatureTypeRules.problem(with: type, as: .field) {
                reader.report(ModelDiagnostics.unsupportedType(type, as: .field, problem: problem,
                                                               at: reader.location(of: scalar.range)))
                continue
            }
            var field = StateField(name: name, type: type, location: keyLocation)
            if parts.count == 2 {
                let value = parts[1].trimmingWhitespace
                if let problem = DefaultValueSyntax.problem(with: value) {
                    reader.report(ModelDiagnostics.malformedFieldDefault(
                        what, name, value: value, problem: problem, at: reader.location(of: scalar.range)))
                    continue
                }
                field.defaultValue = value
            } else if requiresDefaults && !field.isOptional {
                reader.report(ModelDiagnostics.stateFieldNeedsDefault(name, type: type, at: keyLocation))
                continue
            }
            fields.append(field)
        }
        return fields
    }

    /// Problems between the screen parts and the rest of the module: events and
    /// module inputs that clash with what the presenter or view already has, a
    /// module input and output with one selector, a view message named like
    /// the state's `render(_:)`, and view messages in a SwiftUI module.
    static func problems(in module: ModuleDefinition) -> [Diagnostic] {
        var diagnostics = interactorInputClashes(in: module) + presenterMessageClashes(in: module)
        var outputs: [String: SourceLocation?] = [:]
        for output in module.moduleOutputs { outputs[output.selector] = output.location }
        for input in module.moduleInputs {
            if let outputLocation = outputs[input.selector] {
                diagnostics.append(ModelDiagnostics.inputClashesWithOutput(input.selector, at: input.location,
                                                                           output: outputLocation))
            }
        }
        if module.ui == .swiftui, let first = module.viewOutputs.first {
            diagnostics.append(ModelDiagnostics.swiftUIViewMessage(first.selector, at: first.location))
        }
        if !module.state.isEmpty && module.ui != .swiftui {
            for output in module.viewOutputs where output.selector == "render(_:)" {
                diagnostics.append(ModelDiagnostics.viewMessageNamedRender(at: output.location))
            }
        }
        return diagnostics
    }

    /// A VIPER interactor implements its inputs beside its traits' methods.
    private static func interactorInputClashes(in module: ModuleDefinition) -> [Diagnostic] {
        guard module.style == .viper, !module.interactorInputs.isEmpty else { return [] }
        var traitMethods: [String: String] = [:]
        for use in module.traits where use.trait.kind == .interactor {
            for method in use.trait.methods {
                traitMethods[method.signature.selector] = "a method of \(use.trait.described)"
            }
        }
        return module.interactorInputs.compactMap { input in
            traitMethods[input.selector].map {
                ModelDiagnostics.messageClash("interactor input", input.selector, with: $0, at: input.location)
            }
        }
    }

    /// The presenter implements events and module inputs side by side, beside
    /// what it already has: nothing to check in a module with neither.
    private static func presenterMessageClashes(in module: ModuleDefinition) -> [Diagnostic] {
        guard !module.events.isEmpty || !module.moduleInputs.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        var taken: [String: String] = [:]
        for output in module.viewOutputs { taken[output.selector] = "a view message" }
        if module.style == .mvp {
            for use in module.traits {
                for method in use.trait.methods { taken[method.signature.selector] = "a method of \(use.trait.described)" }
            }
            if !module.routes.isEmpty { taken["open(_:)"] = "the routing trait's method" }
        } else {
            for output in module.interactorOutputs { taken[output.selector] = "an interactor output" }
        }
        for (kind, messages) in [("event", module.events), ("module input", module.moduleInputs)] {
            for message in messages {
                if let owner = taken[message.selector] {
                    diagnostics.append(ModelDiagnostics.messageClash(kind, message.selector, with: owner,
                                                                     at: message.location))
                }
            }
            for message in messages { taken[message.selector] = "an \(kind)" }
        }
        return diagnostics
    }
}

/// Checks the text of a state field's default value: a one-line Swift
/// expression whose every literal this reader understands, so that it cannot
/// be out of step with Swift about where the expression ends. Brackets must
/// balance; string literals (`"..."`, with escapes and `\(...)` interpolation,
/// which may nest strings) and backquoted names must close; nothing may end
/// the expression early or start something after it: a comment; outside a
/// closure's braces, a `;`, an attribute (`@`) or a word that starts a
/// declaration (`func`, `init`, `static`, `var`, ...); outside any bracket, a
/// `,` or `=` (another binding of the field's `var`); and an operator or `.`
/// at either end (which would join it to what is around it). Forms whose extent this reader does not follow are
/// refused rather than approximated: `#` (raw strings `#"..."#`, regex
/// literals `#/.../#`, macros), multi-line strings (`"""`), and a `/` that
/// could start a bare regex literal (one not followed by a space: `10 / 2` is
/// division, `/"/` is a regex).
public enum DefaultValueSyntax {
    /// What an open bracket waits for: a closer, or the `)` that ends an
    /// interpolation and goes back into its string.
    private enum Opening {
        case bracket(Unicode.Scalar)
        case interpolation
    }

    /// Why `value` is not a default value, or `nil` when it is one. Read by
    /// Unicode scalars, as Swift's lexer reads: a `"` followed by a combining
    /// mark is one Character, but still a quote.
    public static func problem(with value: String) -> String? {
        let characters = Array(value.unicodeScalars)
        guard characters.contains(where: { $0 != " " && $0 != "\t" }) else { return "nothing follows '='" }
        var openings: [Opening] = []
        var inString = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            defer { index += 1 }
            if ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"].contains(character) {
                return "it spans more than one line"
            }
            if inString {
                switch character {
                case "\\":
                    if next == "(" {
                        openings.append(.interpolation)
                        inString = false
                    }
                    index += 1
                case "\"": inString = false
                default: break
                }
                continue
            }
            switch character {
            case "\"":
                if next == "\"", index + 2 < characters.count, characters[index + 2] == "\"" {
                    return "a multi-line string literal (\"\"\"): write a one-line string"
                }
                inString = true
            case "#":
                return "'#' starts a raw string, a regex literal or a macro, which a default here may not use"
            case "/":
                if next == "/" || next == "*" { return "it contains a comment" }
                if next.map({ $0 != " " && $0 != "\t" }) ?? true {
                    return "a '/' not followed by a space could start a regex literal: write '/' between spaces"
                }
            case ";" where !insideClosure(openings): return "';' outside a closure ends the expression: a default is one expression"
            case "," where openings.isEmpty, "=" where openings.isEmpty && !isOperatorCharacter(next)
                && !(index > 0 && isOperatorCharacter(characters[index - 1])):
                return "'\(character)' outside brackets would declare another field: a default is one expression"
            case "@" where !insideClosure(openings):
                return "'@' outside a closure starts an attribute: a default is one expression"
            case "`":
                guard let close = characters[(index + 1)...].firstIndex(of: "`"), close > index + 1,
                      characters[(index + 1)..<close].allSatisfy(isWordPart) else {
                    return "a '`' must close a name (letters, digits, '_')"
                }
                index = close
            case "\\": return "'\\' outside a string (a key path) is not read in a default"
            case _ where !character.isASCII && !isWordStart(character):
                return "'\(character)' (\(UnicodeText.name(character))) outside a string is not part of a name"
            case _ where isWordStart(character):
                var end = index
                while end + 1 < characters.count, isWordPart(characters[end + 1]) { end += 1 }
                let word = String(String.UnicodeScalarView(characters[index...end]))
                if !insideClosure(openings), declarationWords.contains(word) {
                    return "'\(word)' outside a closure starts a declaration: a default is one expression"
                }
                index = end
            case "(": openings.append(.bracket(")"))
            case "[": openings.append(.bracket("]"))
            case "{": openings.append(.bracket("}"))
            case ")", "]", "}":
                switch openings.popLast() {
                case .bracket(let closer)? where closer == character: break
                case .interpolation? where character == ")": inString = true
                default: return "'\(character)' closes nothing"
                }
            default: break
            }
        }
        if inString { return "a string literal is not closed" }
        // A leading binary operator would join the expression to the `=` before it.
        if let first = characters.first(where: { $0 != " " && $0 != "\t" }), "/*%=<>&|^?".unicodeScalars.contains(first) {
            return "it starts with '\(first)', which cannot start an expression"
        }
        // A trailing operator or `.` would join the expression to the next line of the generated code.
        if let last = characters.last(where: { $0 != " " && $0 != "\t" }), isOperatorCharacter(last) {
            return "it ends with '\(last)', which would join it to the next line"
        }
        switch openings.last {
        case .bracket(let closer)?: return "'\(closer)' is missing"
        case .interpolation?: return "an interpolation '\\(' is not closed"
        case nil: return nil
        }
    }

    /// True inside a closure's braces, where statements and local declarations belong.
    private static func insideClosure(_ openings: [Opening]) -> Bool {
        openings.contains { if case .bracket("}") = $0 { true } else { false } }
    }

    /// Words that start a declaration, or modify one, in a type's body.
    static let declarationWords: Set<String> = [
        "actor", "associatedtype", "borrowing", "case", "class", "consuming", "convenience", "deinit", "dynamic",
        "enum", "extension", "fileprivate", "final", "func", "import", "indirect", "infix", "init", "internal",
        "lazy", "let", "macro", "mutating", "nonisolated", "nonmutating", "open", "operator", "optional",
        "override", "package", "postfix", "precedencegroup", "prefix", "private", "protocol", "public",
        "required", "static", "struct", "subscript", "typealias", "unowned", "var", "weak",
    ]

    private static func isWordStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    private static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        isWordStart(scalar) || scalar.properties.numericType != nil || scalar.properties.generalCategory == .nonspacingMark
    }

    /// True for a scalar that makes `=` part of a longer operator (`==`, `<=`, `+=`, ...).
    private static func isOperatorCharacter(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return "=<>!+-*/%&|^~?.".unicodeScalars.contains(scalar)
    }
}

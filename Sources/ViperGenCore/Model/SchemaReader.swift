/// Reads a parsed spec against a schema: checks node kinds and keys and collects
/// every problem as a located diagnostic, so one run reports all of them.
struct SchemaReader {
    let source: SourceFile
    private(set) var diagnostics: [Diagnostic] = []

    /// - Parameter diagnostics: what earlier stages already found (parser warnings).
    init(source: SourceFile, diagnostics: [Diagnostic] = []) {
        self.source = source
        self.diagnostics = diagnostics
    }

    func location(of range: SourceRange) -> SourceLocation {
        source.location(of: range)
    }

    func location(of node: SpecNode) -> SourceLocation {
        source.location(of: Self.headRange(of: node))
    }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// The node as a mapping, or a located error naming what was found instead.
    mutating func mapping(_ node: SpecNode, for field: String) -> SpecMapping? {
        if case .mapping(let mapping) = node { return mapping }
        report(
            ModelDiagnostics.wrongKind(
                field: field, expected: "a mapping", found: node, at: location(of: node)))
        return nil
    }

    /// The node as a list, or a located error.
    mutating func sequence(_ node: SpecNode, for field: String) -> SpecSequence? {
        if case .sequence(let sequence) = node { return sequence }
        report(
            ModelDiagnostics.wrongKind(
                field: field, expected: "a list", found: node, at: location(of: node)))
        return nil
    }

    /// The node as a single value, or a located error.
    mutating func scalar(_ node: SpecNode, for field: String) -> SpecScalar? {
        if case .scalar(let scalar) = node { return scalar }
        report(
            ModelDiagnostics.wrongKind(
                field: field, expected: "a single value", found: node, at: location(of: node)))
        return nil
    }

    /// A value that must not be empty and ends up on one line of output: no
    /// control character (judged on Unicode scalars, so `\r\n` is caught),
    /// no line or paragraph separator (but a final line feed, which a block
    /// scalar adds, with `allowingFinalLineFeed`; it is then dropped).
    mutating func text(_ node: SpecNode, for field: String, allowingFinalLineFeed: Bool = false)
        -> SpecScalar?
    {
        guard var scalar = scalar(node, for: field) else { return nil }
        if allowingFinalLineFeed, scalar.value.hasSuffix("\n") { scalar.value.removeLast() }
        if scalar.value.isEmpty {
            report(ModelDiagnostics.emptyValue(field: field, at: location(of: scalar.range)))
            return nil
        }
        if let control = UnicodeText.firstControl(in: scalar.value) {
            report(
                ModelDiagnostics.controlCharacter(
                    control, field: field, at: location(of: scalar.range)))
            return nil
        }
        return scalar
    }

    /// A value that must not be empty and may span lines (a method body):
    /// line feeds and tabs only, no other control character.
    mutating func block(_ node: SpecNode, for field: String) -> SpecScalar? {
        guard let scalar = scalar(node, for: field) else { return nil }
        if scalar.value.isEmpty {
            report(ModelDiagnostics.emptyValue(field: field, at: location(of: scalar.range)))
            return nil
        }
        if let control = scalar.value.unicodeScalars.first(where: {
            UnicodeText.isControl($0) && $0 != "\n" && $0 != "\t"
        }) {
            report(
                ModelDiagnostics.controlCharacter(
                    control, field: field, oneLine: false, at: location(of: scalar.range)))
            return nil
        }
        return scalar
    }

    /// `true` or `false`, nothing else.
    mutating func bool(_ node: SpecNode, for field: String) -> Bool? {
        guard let scalar = scalar(node, for: field) else { return nil }
        switch scalar.value {
        case "true": return true
        case "false": return false
        default:
            report(
                ModelDiagnostics.notBoolean(
                    field: field, value: scalar.value, at: location(of: scalar.range)))
            return nil
        }
    }

    /// One of a fixed set of words.
    mutating func choice(_ node: SpecNode, from choices: [String], for field: String) -> String? {
        guard let scalar = text(node, for: field) else { return nil }
        if choices.contains(scalar.value) { return scalar.value }
        report(
            ModelDiagnostics.notAChoice(
                field: field, value: scalar.value, choices: choices,
                at: location(of: scalar.range)))
        return nil
    }

    /// The entries of a mapping by key, after checking that every key is allowed
    /// and every required key is present.
    mutating func fields(
        of mapping: SpecMapping,
        allowed: [String],
        required: [String] = [],
        in context: String
    ) -> SchemaFields {
        var result = SchemaFields()
        for entry in mapping.entries {
            if allowed.contains(entry.key.value) {
                result.entries.append(entry)
            } else {
                report(
                    ModelDiagnostics.unknownKey(
                        entry.key.value, in: context, allowed: allowed,
                        at: location(of: entry.key.range)))
            }
        }
        for key in required where result[key] == nil {
            report(
                ModelDiagnostics.missingKey(
                    key, in: context, at: location(of: SourceRange.at(mapping.range.start))))
        }
        return result
    }

    /// The range to underline for a node: a scalar's text, or a collection's first line.
    static func headRange(of node: SpecNode) -> SourceRange {
        switch node {
        case .scalar(let scalar): return scalar.range
        case .mapping(let mapping):
            guard let first = mapping.entries.first else { return mapping.range }
            return first.key.range
        case .sequence(let sequence):
            return SourceRange(start: sequence.range.start, end: sequence.range.start + 1)
        }
    }
}

extension SpecNode {
    /// True for a key with nothing after it (`useCases:`), which means "none".
    var isEmptyScalar: Bool {
        if case .scalar(let scalar) = self { return scalar.value.isEmpty }
        return false
    }

    /// How diagnostics name this kind of node.
    var kindDescription: String {
        switch self {
        case .scalar(let scalar): return scalar.value.isEmpty ? "nothing" : "a single value"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }
}

/// The entries of a mapping whose keys a schema allows, found by key. A
/// mapping has a few keys, each once (the parser refuses repeated keys), so
/// a key is found by comparing, without a hash table.
struct SchemaFields {
    fileprivate(set) var entries: [SpecMapping.Entry] = []

    subscript(key: String) -> SpecMapping.Entry? {
        entries.first { $0.key.value == key }
    }
}

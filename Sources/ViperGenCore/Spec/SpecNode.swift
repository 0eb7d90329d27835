/// How a scalar was written in the spec text.
public enum ScalarStyle: Equatable, Sendable {
    case plain, singleQuoted, doubleQuoted, literal, folded
}

/// A string value and where it was written. Every scalar is a string: the
/// spec language has no implicit typing.
public struct SpecScalar: Equatable, Sendable {
    /// The value after quoting, escapes, folding and chomping are applied.
    public var value: String
    public var style: ScalarStyle
    /// The scalar's text in the file, quotes and block indicators included.
    /// An empty value (`key:` followed by nothing) has an empty range just after the `:`.
    public var range: SourceRange

    public init(value: String, style: ScalarStyle, range: SourceRange) {
        self.value = value
        self.style = style
        self.range = range
    }
}

/// A mapping of keys to values, in the order they were written.
public struct SpecMapping: Equatable, Sendable {
    /// One `key: value` pair.
    public struct Entry: Equatable, Sendable {
        public var key: SpecScalar
        public var value: SpecNode

        public init(key: SpecScalar, value: SpecNode) {
            self.key = key
            self.value = value
        }
    }

    public var entries: [Entry]
    public var range: SourceRange

    public init(entries: [Entry], range: SourceRange) {
        self.entries = entries
        self.range = range
    }

    /// The entry whose key is `key`, if any (keys are unique in a parsed mapping).
    public func entry(forKey key: String) -> Entry? {
        entries.first { $0.key.value == key }
    }

    /// The value for `key`, if any.
    public subscript(key: String) -> SpecNode? {
        entry(forKey: key)?.value
    }

    /// The keys in the order they were written.
    public var keys: [String] { entries.map(\.key.value) }
}

/// A list of nodes: `- item` lines, or a one-line flow sequence `[a, b]`.
public struct SpecSequence: Equatable, Sendable {
    public var items: [SpecNode]
    public var range: SourceRange
    /// `true` for `[a, b]`, `false` for `- item` lines.
    public var isFlow: Bool

    public init(items: [SpecNode], range: SourceRange, isFlow: Bool = false) {
        self.items = items
        self.range = range
        self.isFlow = isFlow
    }
}

/// A node of the spec's syntax tree.
public indirect enum SpecNode: Equatable, Sendable {
    case scalar(SpecScalar)
    case mapping(SpecMapping)
    case sequence(SpecSequence)

    /// Where the node was written.
    public var range: SourceRange {
        switch self {
        case .scalar(let scalar): return scalar.range
        case .mapping(let mapping): return mapping.range
        case .sequence(let sequence): return sequence.range
        }
    }

    /// The scalar, when the node is one.
    public var scalar: SpecScalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }

    /// The mapping, when the node is one.
    public var mapping: SpecMapping? {
        if case .mapping(let mapping) = self { return mapping }
        return nil
    }

    /// The sequence, when the node is one.
    public var sequence: SpecSequence? {
        if case .sequence(let sequence) = self { return sequence }
        return nil
    }
}

/// One parsed spec file.
public struct SpecDocument: Equatable, Sendable {
    /// The top-level node; `nil` when the file holds no content (only comments,
    /// blank lines, or nothing).
    public var root: SpecNode?
    /// The document starts with a `---` line.
    public var hasExplicitStart: Bool
    /// The document ends with a `...` line.
    public var hasExplicitEnd: Bool

    public init(root: SpecNode?, hasExplicitStart: Bool = false, hasExplicitEnd: Bool = false) {
        self.root = root
        self.hasExplicitStart = hasExplicitStart
        self.hasExplicitEnd = hasExplicitEnd
    }
}

/// What ``SpecParser/parse(_:)`` found: a document, or the errors that prevent one.
public struct SpecParseResult: Sendable {
    /// The document; `nil` when any error was found.
    public var document: SpecDocument?
    /// All problems found, sorted by position.
    public var diagnostics: [Diagnostic]

    public init(document: SpecDocument?, diagnostics: [Diagnostic]) {
        self.document = document
        self.diagnostics = diagnostics
    }
}

/// What a value in a spec, the config or the traits file may be, as the
/// validator reads it: the one description that the JSON Schemas are written
/// from (``JSONSchemaWriter``) and whose keys the readers check against.
public indirect enum SchemaShape: Equatable, Sendable {
    /// A single value on one line; with a pattern (ECMA-262), a string matching it.
    case text(pattern: String? = nil)
    /// Text that may span lines (a method body, a header).
    case block
    /// One of a fixed few words.
    case choice([String])
    case boolean
    case integer(ClosedRange<Int>)
    /// Nothing after the key.
    case empty
    /// A mapping with fixed keys.
    case object(SchemaObject)
    /// A mapping whose keys are names matching `keyPattern`, each with a `value`.
    case names(keyPattern: String, value: SchemaShape)
    /// Like `names`, but the key `fixedKey` has a shape of its own (`inherits:`
    /// among a protocol's messages).
    case namesWith(
        fixedKey: String, fixedValue: SchemaShape, keyPattern: String, value: SchemaShape)
    /// A mapping with exactly one key matching `keyPattern` (a trait with its parameters).
    case single(keyPattern: String, value: SchemaShape)
    case list(SchemaShape)
    /// A list whose items all differ (`traits:`, `imports:`), with at least
    /// `minimum` of them (a list of targets names one or more).
    case uniqueList(SchemaShape, minimum: Int = 0)
    /// One of the named words, each with its summary, so an editor completes
    /// them; with `otherPattern`, any other text matching it is taken too.
    case words([SchemaWord], otherPattern: String?)
    /// A mapping with exactly one key: one of `fields` with its shape, or, with
    /// `others`, any other key matching its pattern (a trait with its parameters).
    case singleOf([SchemaObject.Field], others: SchemaOtherKeys?)
    case anyOf([SchemaShape])
}

/// A word a value may be, with what it means.
public struct SchemaWord: Equatable, Sendable {
    public var word: String
    public var summary: String
}

/// The keys of a mapping beyond its named ones: those matching `pattern`, each with `value`.
public struct SchemaOtherKeys: Equatable, Sendable {
    public var pattern: String
    public var value: SchemaShape
}

/// A rule of a mapping that holds when its `key` has one of `values` (or, when
/// `includesAbsent`, is missing and so has its default): then each path's key
/// is refused, or takes the path's shape instead.
public struct SchemaCondition: Equatable, Sendable {
    /// A key, given as the path from the mapping (`["dependencies", "router"]`).
    public struct Rule: Equatable, Sendable {
        public var path: [String]
        /// The shape the key must then have; nil when the key is refused.
        public var shape: SchemaShape?
    }

    public var key: String
    public var values: [String]
    public var includesAbsent: Bool
    public var rules: [Rule]

    /// When `key` is one of `values`, the keys at `refused` are refused.
    public static func when(
        _ key: String, is values: [String], includesAbsent: Bool = false,
        refuses refused: [[String]],
        reshapes reshaped: [([String], SchemaShape)] = []
    ) -> SchemaCondition {
        SchemaCondition(
            key: key, values: values, includesAbsent: includesAbsent,
            rules: refused.map { Rule(path: $0, shape: nil) }
                + reshaped.map { Rule(path: $0.0, shape: $0.1) })
    }
}

/// A mapping with fixed keys: each key's shape and one-line summary, and the
/// keys it must have. Any other key is refused.
public struct SchemaObject: Equatable, Sendable {
    public struct Field: Equatable, Sendable {
        public var name: String
        public var shape: SchemaShape
        public var summary: String
    }

    public var fields: [Field]
    public var required: [String]
    /// What some keys' values change about the others (a style's keys, a transition's options).
    public var conditions: [SchemaCondition]

    /// The fields named by `keys` (a reader's list of allowed keys, in its
    /// order), each described in `shapes`; a key `shapes` lacks has no shape,
    /// which ``missingShapes`` reports (a test keeps it empty).
    public init(
        keys: [String], required: [String] = [], shapes: [String: (SchemaShape, String)],
        conditions: [SchemaCondition] = []
    ) {
        fields = keys.map { key in
            let described = shapes[key]
            return Field(name: key, shape: described?.0 ?? .anyOf([]), summary: described?.1 ?? "")
        }
        self.required = required
        self.conditions = conditions
        missingShapes = keys.filter { shapes[$0] == nil }
        let allowed = Set(keys)
        extraShapes = shapes.keys.filter { !allowed.contains($0) }.sorted()
    }

    /// Keys the reader allows that the table does not describe.
    public let missingShapes: [String]
    /// Keys the table describes that the reader does not allow.
    public let extraShapes: [String]

    public var keys: [String] { fields.map(\.name) }
}

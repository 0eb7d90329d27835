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
    case anyOf([SchemaShape])
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

    /// The fields named by `keys` (a reader's list of allowed keys, in its
    /// order), each described in `shapes`; a key `shapes` lacks has no shape,
    /// which ``missingShapes`` reports (a test keeps it empty).
    public init(keys: [String], required: [String] = [], shapes: [String: (SchemaShape, String)]) {
        fields = keys.map { key in
            let described = shapes[key]
            return Field(name: key, shape: described?.0 ?? .anyOf([]), summary: described?.1 ?? "")
        }
        self.required = required
        missingShapes = keys.filter { shapes[$0] == nil }
        extraShapes = shapes.keys.filter { !keys.contains($0) }.sorted()
    }

    /// Keys the reader allows that the table does not describe.
    public let missingShapes: [String]
    /// Keys the table describes that the reader does not allow.
    public let extraShapes: [String]

    public var keys: [String] { fields.map(\.name) }
}

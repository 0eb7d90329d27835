/// A value of an OpenStep property list (the syntax of `project.pbxproj`), with
/// the byte range it was read from. The tree keeps positions only; the bytes
/// themselves stay in the ``SourceFile``, so nothing of the file is ever lost.
public indirect enum PlistNode: Equatable, Sendable {
    case string(PlistString)
    case data(PlistData)
    case array(PlistArray)
    case dictionary(PlistDictionary)

    /// From the first byte of the value to just past its last one.
    public var range: SourceRange {
        switch self {
        case .string(let string): return string.range
        case .data(let data): return data.range
        case .array(let array): return array.range
        case .dictionary(let dictionary): return dictionary.range
        }
    }

    public var string: PlistString? {
        if case .string(let value) = self { return value } else { return nil }
    }
    public var array: PlistArray? {
        if case .array(let value) = self { return value } else { return nil }
    }
    public var dictionary: PlistDictionary? {
        if case .dictionary(let value) = self { return value } else { return nil }
    }

    /// The kind of value, as messages name it.
    public var kindName: String {
        switch self {
        case .string: return "a string"
        case .data: return "data"
        case .array: return "a list"
        case .dictionary: return "a dictionary"
        }
    }
}

/// A quoted or unquoted string, with its escapes decoded.
public struct PlistString: Equatable, Sendable {
    public var value: String
    public var range: SourceRange
    public var isQuoted: Bool

    public init(value: String, range: SourceRange, isQuoted: Bool) {
        self.value = value
        self.range = range
        self.isQuoted = isQuoted
    }
}

/// `<0fbd 7c>`: hexadecimal bytes.
public struct PlistData: Equatable, Sendable {
    public var bytes: [UInt8]
    public var range: SourceRange
}

/// `( a, b, )`. An item's range covers its value and, when present, the comma after it.
public struct PlistArray: Equatable, Sendable {
    public struct Item: Equatable, Sendable {
        public var value: PlistNode
        /// The value and its comma (with any comments between them).
        public var range: SourceRange
        public var hasComma: Bool
    }

    public var items: [Item]
    /// From `(` to just past `)`.
    public var range: SourceRange
    /// Offset of the closing `)`.
    public var closeOffset: Int { range.end - 1 }
}

/// `{ key = value; ... }`. An entry's range runs from its key to just past its `;`.
public struct PlistDictionary: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public var key: PlistString
        public var value: PlistNode
        public var range: SourceRange
    }

    public var entries: [Entry] {
        didSet { keyIndex = Self.keyIndex(of: entries) }
    }
    /// From `{` to just past `}`.
    public var range: SourceRange
    /// Offset of the closing `}`.
    public var closeOffset: Int { range.end - 1 }
    /// For a dictionary of ``indexedCount`` entries or more, the position in
    /// `entries` of each key's first entry; smaller ones are searched.
    private var keyIndex: [String: Int]?

    /// The fewest entries a dictionary has for its keys to be indexed. Objects
    /// have a dozen keys, build settings a few dozen (not worth an index each);
    /// `objects` has them all, and an odd object thousands.
    static let indexedCount = 64

    public init(entries: [Entry], range: SourceRange) {
        self.init(entries: entries, range: range, keyIndex: Self.keyIndex(of: entries))
    }

    /// A dictionary whose key index the parser built as it read the entries.
    init(entries: [Entry], range: SourceRange, keyIndex: [String: Int]?) {
        self.entries = entries
        self.range = range
        self.keyIndex = keyIndex
    }

    /// The first entry with this key (keys are unique in a file the reader accepts).
    public func entry(_ key: String) -> Entry? {
        if let keyIndex { return keyIndex[key].map { entries[$0] } }
        return entries.first { $0.key.value == key }
    }

    private static func keyIndex(of entries: [Entry]) -> [String: Int]? {
        guard entries.count >= indexedCount else { return nil }
        var index: [String: Int] = [:]
        for (position, entry) in entries.enumerated() where index[entry.key.value] == nil {
            index[entry.key.value] = position
        }
        return index
    }

    public subscript(key: String) -> PlistNode? { entry(key)?.value }
}

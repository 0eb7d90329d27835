/// The fields of a template object: names and values, each name once.
///
/// Objects are small (a few to a few dozen fields) and there are many of them
/// (every module's context is a tree of them), so the fields are kept in an
/// array in the order they were given, and a name is found by comparing
/// names, without hashing: building and reading contexts is most of a run's work.
public struct TemplateObject: Equatable, Sendable {
    public typealias Field = (name: String, value: TemplateValue)

    /// Unlabelled, as a dictionary literal gives them: a literal's fields are
    /// kept as they come, without copying them into a second array.
    private var fields: [(String, TemplateValue)]

    public init() {
        fields = []
    }

    /// The value of `name`; setting `nil` removes the field.
    public subscript(name: String) -> TemplateValue? {
        get {
            // By index: iterating would copy (retain and release) every field passed.
            for index in fields.indices where fields[index].0 == name { return fields[index].1 }
            return nil
        }
        set {
            if let index = fields.firstIndex(where: { $0.0 == name }) {
                if let newValue { fields[index].1 = newValue } else { fields.remove(at: index) }
            } else if let newValue {
                fields.append((name, newValue))
            }
        }
    }

    /// Adds a field whose name the object does not have yet (checked in
    /// debug builds): what the encoder does, without a search per field.
    mutating func append(_ name: String, _ value: TemplateValue) {
        assert(self[name] == nil, "a template object repeats the name \(name)")
        fields.append((name, value))
    }

    /// The names, in the order the fields were given.
    public var names: [String] { fields.map(\.0) }

    public var isEmpty: Bool { fields.isEmpty }

    /// Equal when both have the same names with equal values, in any order.
    public static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
        lhs.fields.count == rhs.fields.count && lhs.fields.allSatisfy { rhs[$0.0] == $0.1 }
    }
}

extension TemplateObject: Sequence {
    /// The fields in order, each as a ``Field``.
    public struct Iterator: IteratorProtocol {
        fileprivate var base: IndexingIterator<[(String, TemplateValue)]>

        public mutating func next() -> Field? {
            base.next().map { (name: $0.0, value: $0.1) }
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(base: fields.makeIterator())
    }
}

extension TemplateObject: ExpressibleByDictionaryLiteral {
    /// The fields of a literal, in its order. Like a dictionary literal, it
    /// must not repeat a name (checked in debug builds).
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        fields = elements
        assert(
            Set(fields.map(\.0)).count == fields.count, "a template object literal repeats a name")
    }
}

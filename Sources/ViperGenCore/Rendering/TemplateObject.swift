/// The fields of a template object: names and values, each name once.
///
/// Objects are small (a few to a few dozen fields) and there are many of them
/// (every module's context is a tree of them), so the fields are kept in an
/// array in the order they were given, and a name is found by comparing
/// names, without hashing: building and reading contexts is most of a run's work.
public struct TemplateObject: Equatable, Sendable {
    public typealias Field = (name: String, value: TemplateValue)

    private var fields: [Field]

    public init() {
        fields = []
    }

    /// The value of `name`; setting `nil` removes the field.
    public subscript(name: String) -> TemplateValue? {
        get {
            for field in fields where field.name == name { return field.value }
            return nil
        }
        set {
            if let index = fields.firstIndex(where: { $0.name == name }) {
                if let newValue { fields[index].value = newValue } else { fields.remove(at: index) }
            } else if let newValue {
                fields.append((name, newValue))
            }
        }
    }

    /// The names, in the order the fields were given.
    public var names: [String] { fields.map(\.name) }

    public var isEmpty: Bool { fields.isEmpty }

    /// `other`'s fields set in this object (replacing fields of the same name).
    public mutating func merge(_ other: TemplateObject) {
        for field in other.fields { self[field.name] = field.value }
    }

    /// Equal when both have the same names with equal values, in any order.
    public static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
        lhs.fields.count == rhs.fields.count && lhs.fields.allSatisfy { rhs[$0.name] == $0.value }
    }
}

extension TemplateObject: Sequence {
    public func makeIterator() -> IndexingIterator<[Field]> {
        fields.makeIterator()
    }
}

extension TemplateObject: ExpressibleByDictionaryLiteral {
    /// The fields of a literal, in its order. Like a dictionary literal, it
    /// must not repeat a name (checked in debug builds).
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        fields = elements.map { (name: $0.0, value: $0.1) }
        assert(Set(fields.map(\.name)).count == fields.count, "a template object literal repeats a name")
    }
}

/// What a dependency written `weak: true` may not be: Swift keeps only a
/// class instance weakly, so a type we can tell is a value (a function, a
/// tuple, an optional, a collection, a standard value type) is refused.
/// A protocol or a class name passes: the compiler checks it is class-bound.
enum WeakDependencyRules {
    /// Standard value types a spec may name.
    static let valueTypes: Set<String> = [
        "Bool", "Character", "Data", "Date", "Decimal", "Double", "Float", "Int", "Int8",
        "Int16", "Int32", "Int64", "String", "Substring", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64", "URL", "UUID", "CGFloat", "CGPoint", "CGRect", "CGSize", "Void", "Never",
    ]

    /// The modules whose names qualify those types (`Swift.Int`, `Foundation.Date`).
    static let valueTypeModules: Set<String> = ["Swift", "Foundation", "CoreGraphics"]

    /// Why `type` can't be held weakly, or `nil` when it may be.
    static func problem(with type: String) -> String? {
        let type = type.trimmingWhitespace
        if ClosureSample.literal(for: type) != nil {
            return "a function is a value, which can't be held weakly"
        }
        if type.hasSuffix("?") {
            return "a weak dependency is optional already: write the type without '?'"
        }
        if let close = BracketScanner.closingParenthesis(in: Substring(type)),
            close == type.index(before: type.endIndex)
        {
            // `(any Output)` is the type inside; `()` and `(A, B)` are tuples.
            let items = BracketScanner.topLevelItems(Substring(type).dropFirst().dropLast())
            guard items.count == 1, !items[0].trimmingWhitespace.isEmpty else {
                return "a tuple is a value, which can't be held weakly"
            }
            return problem(with: String(items[0]))
        }
        if type.hasPrefix("[") {
            return "an array or a dictionary is a value, which can't be held weakly"
        }
        if type.hasSuffix(".Type") || type.hasSuffix(".Protocol") {
            return "a metatype is a value, which can't be held weakly"
        }
        let parts = type.split(separator: ".", maxSplits: 1).map(String.init)
        if parts.count == 2, valueTypeModules.contains(parts[0]) {
            return problem(with: parts[1])
        }
        if valueTypes.contains(type) || type.hasPrefix("Array<") || type.hasPrefix("Dictionary<")
            || type.hasPrefix("Set<") || type.hasPrefix("Optional<") || type.hasPrefix("Result<")
        {
            return "'\(type)' is a value type, which can't be held weakly"
        }
        return nil
    }
}

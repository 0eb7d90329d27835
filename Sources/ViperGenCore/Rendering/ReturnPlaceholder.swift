/// What a scaffolded method returns until its author writes the logic: a
/// literal that every type of that shape accepts (`nil`, `0`, `false`, `""`,
/// `[]`, `[:]`), so the scaffold compiles and its generated test can call it.
enum ReturnPlaceholder {
    private static let numbers: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "TimeInterval", "Decimal",
    ]

    /// The literal for `type`, or `nil` for types no literal fits (a struct of
    /// the app, a tuple, a function).
    static func literal(for type: String) -> String? {
        let type = type.trimmingWhitespace
        if isOptional(type) { return "nil" }
        if numbers.contains(type) { return "0" }
        switch type {
        case "Bool": return "false"
        case "String", "Substring": return "\"\""
        default: break
        }
        if type.hasPrefix("Set<") || type.hasPrefix("Array<") { return "[]" }
        if type.hasPrefix("Dictionary<") { return "[:]" }
        guard type.first == "[", type.last == "]" else { return nil }
        // `[Key: Value]` has a colon outside the inner brackets; `[[Key: Value]]` does not.
        return BracketScanner.topLevelIndices(of: ":", in: type.dropFirst().dropLast()).isEmpty
            ? "[]" : "[:]"
    }

    /// True for `T?`, `T!` and `Optional<T>`.
    static func isOptional(_ type: String) -> Bool {
        type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
    }
}

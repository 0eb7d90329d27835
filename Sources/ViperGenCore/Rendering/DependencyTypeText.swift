/// How a dependency's type is written where it is stored.
enum DependencyTypeText {
    /// The stored type: `X?` (or `(any X)?`) for a weak dependency, which may
    /// be gone; the type itself for a strong one, which the class owns.
    static func stored(_ type: String, isWeak: Bool) -> String {
        isWeak ? optional(type) : type
    }

    /// How an `init`, `assemble` or `makeModule` parameter takes a dependency
    /// of `type`: `@escaping` before a function type, which the class keeps.
    static func parameter(_ type: String) -> String {
        ClosureSample.isNonEscapingFunctionType(type) ? "@escaping " + type : type
    }

    /// `X?`, or `(any X)?`.
    static func optional(_ type: String) -> String {
        needsParentheses(type) ? "(\(type))?" : "\(type)?"
    }

    /// `stubbed(X.self)`: what a Mock answers when its logic reads a strong
    /// dependency (a Mock overrides every trait method, so only hand-written
    /// logic that reaches past the traits reads it), a spy returns until a test
    /// sets its result, and a test passes. A tuple or a function type can't
    /// have a `Stub`: a tuple of its elements' stubs stands for it, and a
    /// closure literal for a function (`{ _ in stubbed(Int.self) }`).
    static func stubExpression(_ type: String) -> String {
        if let closure = ClosureSample.literal(for: type) { return closure }
        if let tuple = tupleStubExpression(type) { return tuple }
        return "stubbed(\(needsMetatypeParentheses(type) ? "(\(type))" : type).self)"
    }

    /// `(stubbed(Int.self), label: stubbed(String.self))` for `(Int, label: String)`;
    /// `nil` when `type` is not a tuple.
    private static func tupleStubExpression(_ type: String) -> String? {
        let text = Substring(type.trimmingWhitespace)
        guard let close = BracketScanner.closingParenthesis(in: text),
            close == text.index(before: text.endIndex)
        else { return nil }
        let items = BracketScanner.topLevelItems(text.dropFirst().dropLast())
        guard items.count != 1 else { return stubExpression(String(items[0]).trimmingWhitespace) }
        return "("
            + items.map { item -> String in
                if let colon = BracketScanner.topLevelIndices(of: ":", in: item).first {
                    let label = item[..<colon].trimmingWhitespace
                    if SwiftName.isValidIdentifier(label) {
                        return label + ": "
                            + stubExpression(item[item.index(after: colon)...].trimmingWhitespace)
                    }
                }
                return stubExpression(item.trimmingWhitespace)
            }.joined(separator: ", ") + ")"
    }

    /// Types with a space (`any X`), `&` or `->` need parentheses before `?`.
    private static func needsParentheses(_ type: String) -> Bool {
        var previous: UInt8 = 0
        for byte in type.utf8 {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "&")
                || (byte == UInt8(ascii: ">") && previous == UInt8(ascii: "-"))
            {
                return true
            }
            previous = byte
        }
        return false
    }
}

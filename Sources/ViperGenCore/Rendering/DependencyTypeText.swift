/// How a dependency's type is written where it is stored.
enum DependencyTypeText {
    /// The stored type: `X?` (or `(any X)?`) for a weak dependency, which may
    /// be gone; the type itself for a strong one, which the class owns.
    static func stored(_ type: String, isWeak: Bool) -> String {
        isWeak ? optional(type) : type
    }

    /// `X?`, or `(any X)?`.
    static func optional(_ type: String) -> String {
        needsParentheses(type) ? "(\(type))?" : "\(type)?"
    }

    /// `stubbed(X.self)`: what a Mock answers when its logic reads a strong
    /// dependency (a Mock overrides every trait method, so only hand-written
    /// logic that reaches past the traits reads it).
    static func stubExpression(_ type: String) -> String {
        "stubbed(\(needsMetatypeParentheses(type) ? "(\(type))" : type).self)"
    }

    /// Types with a space (`any X`), `&` or `->` need parentheses before `?`.
    private static func needsParentheses(_ type: String) -> Bool {
        var previous: UInt8 = 0
        for byte in type.utf8 {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "&")
                || (byte == UInt8(ascii: ">") && previous == UInt8(ascii: "-")) {
                return true
            }
            previous = byte
        }
        return false
    }
}

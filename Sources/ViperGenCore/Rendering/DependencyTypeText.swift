/// How a type is written when stored as an implicitly unwrapped dependency.
enum DependencyTypeText {
    /// `X!`, or `(any X)!` when the type needs parentheses to bind `!`.
    static func implicitlyUnwrapped(_ type: String) -> String {
        needsParentheses(type) ? "(\(type))!" : "\(type)!"
    }

    /// `X?`, or `(any X)?`.
    static func optional(_ type: String) -> String {
        needsParentheses(type) ? "(\(type))?" : "\(type)?"
    }

    /// Types with a space (`any X`), `&` or `->` need parentheses before `!` or `?`.
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

/// One token of Swift source as ``SwiftLexer`` reads it: enough to find
/// declarations, never enough to evaluate anything.
public struct SwiftToken: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// An identifier or keyword; a backticked name is stored without its backticks.
        case word
        /// `@name`: an attribute (the text keeps the `@`).
        case attribute
        /// `#name`: a compiler directive or a macro (the text keeps the `#`).
        case pound
        /// A whole string literal, as written (quotes, escapes and interpolations included).
        case string
        /// A number literal.
        case number
        /// One punctuation or operator character, or `->`, `...` and `..<`.
        case symbol
    }

    public var kind: Kind
    public var text: String
    /// Byte offsets in the file: `start` inclusive, `end` exclusive.
    public var start: Int
    public var end: Int
    /// The 1-based line the token starts on.
    public var line: Int
    /// True for a backticked name, which is never a keyword.
    public var isEscaped = false

    public func isWord(_ word: String) -> Bool { kind == .word && !isEscaped && text == word }
    public func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }
}

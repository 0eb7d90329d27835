/// The ASCII bytes the spec parser looks at, and their classes.
///
/// `0` doubles as "end of input": the parser reads past the end as `0`, which
/// cannot occur inside a file that passed ``SpecTextValidator`` (NUL is rejected).
enum SpecByte {
    static let end: UInt8 = 0x00
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let exclamation: UInt8 = 0x21
    static let doubleQuote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let percent: UInt8 = 0x25
    static let ampersand: UInt8 = 0x26
    static let singleQuote: UInt8 = 0x27
    static let asterisk: UInt8 = 0x2A
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let dash: UInt8 = 0x2D
    static let dot: UInt8 = 0x2E
    static let zero: UInt8 = 0x30
    static let nine: UInt8 = 0x39
    static let colon: UInt8 = 0x3A
    static let greaterThan: UInt8 = 0x3E
    static let question: UInt8 = 0x3F
    static let at: UInt8 = 0x40
    static let leftBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let rightBracket: UInt8 = 0x5D
    static let backtick: UInt8 = 0x60
    static let leftBrace: UInt8 = 0x7B
    static let pipe: UInt8 = 0x7C
    static let rightBrace: UInt8 = 0x7D

    /// Space or tab.
    @inline(__always)
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == space || byte == tab
    }

    /// The start of a line break (`\n` or `\r\n`) or the end of input.
    @inline(__always)
    static func isBreakOrEnd(_ byte: UInt8) -> Bool {
        byte == lineFeed || byte == carriageReturn || byte == end
    }

    /// Space, tab, a line break or the end of input: what must follow `-`, `:`, `?`
    /// for them to act as indicators.
    @inline(__always)
    static func isWhitespaceOrEnd(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == lineFeed || byte == carriageReturn || byte == end
    }

    /// `,`, `[`, `]`, `{` or `}`.
    @inline(__always)
    static func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == comma || byte == leftBracket || byte == rightBracket || byte == leftBrace
            || byte == rightBrace
    }

    /// A byte that ends a run of ordinary text inside a plain scalar in block
    /// context: line breaks, end of input, blanks (which may start a comment) and `:`.
    /// In validated text the only bytes below `0x20` are tab, line feed, carriage
    /// return and the end marker, so one comparison covers them all.
    @inline(__always)
    static func isPlainStop(_ byte: UInt8) -> Bool {
        byte <= space || byte == colon
    }
}

/// Splits a Swift file into ``SwiftToken``s: comments and whitespace are
/// skipped, each string literal (interpolations, multi-line and raw strings
/// included) becomes one token. An unterminated comment or string, or
/// interpolations nested deeper than ``maximumInterpolationDepth``, is an
/// error at its start. Linear in the file's size.
public struct SwiftLexer {
    /// How deep string interpolations may nest inside each other.
    public static let maximumInterpolationDepth = 16

    private let source: SourceFile
    private var bytes: [UInt8] { source.bytes }
    private var index = 0
    private var line = 1
    private var tokens: [SwiftToken] = []
    /// The end of the last line a `/` found no closing `/` on.
    private var unclosedRegexLineEnd = 0

    private init(source: SourceFile) {
        self.source = source
    }

    /// The tokens of `source`, or the first lexical error.
    public static func tokens(of source: SourceFile) throws(Diagnostic) -> [SwiftToken] {
        var lexer = SwiftLexer(source: source)
        try lexer.run()
        return lexer.tokens
    }

    private mutating func run() throws(Diagnostic) {
        // A byte order mark before the first token is no part of the code.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                line += 1
                index += 1
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C, 0x00:
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                try skipBlockComment()
            case UInt8(ascii: "\""):
                let start = index
                let startLine = line
                try skipString(hashes: 0, depth: 0)
                append(.string, text(from: start), from: start, line: startLine)
            case UInt8(ascii: "#") where extendedRegexHashes() != nil:
                let start = index
                let startLine = line
                try skipExtendedRegex(hashes: extendedRegexHashes() ?? 0)
                append(.string, text(from: start), from: start, line: startLine)
            case UInt8(ascii: "/") where startsRegexLiteral():
                let start = index
                skipRegexLiteral()
                append(.string, text(from: start), from: start, line: line)
            case UInt8(ascii: "#") where rawStringHashes() != nil:
                let start = index
                let startLine = line
                let hashes = rawStringHashes() ?? 0
                index += hashes
                try skipString(hashes: hashes, depth: 0)
                append(.string, text(from: start), from: start, line: startLine)
            case UInt8(ascii: "`"):
                try lexEscapedName()
            case UInt8(ascii: "@"), UInt8(ascii: "#"):
                let start = index
                index += 1
                let nameStart = index
                while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
                let kind: SwiftToken.Kind = byte == UInt8(ascii: "@") ? .attribute : .pound
                if index == nameStart {
                    append(.symbol, String(UnicodeScalar(byte)), from: start, line: line)
                } else {
                    append(kind, text(from: start), from: start, line: line)
                }
            default:
                if Self.isNameStart(byte) {
                    let start = index
                    while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
                    append(.word, text(from: start), from: start, line: line)
                } else if Self.isDigit(byte) {
                    let start = index
                    while index < bytes.count, Self.isNameByte(bytes[index]) || isNumberDot() {
                        index += 1
                    }
                    append(.number, text(from: start), from: start, line: line)
                } else {
                    lexSymbol()
                }
            }
        }
    }

    // MARK: - Pieces

    private mutating func lexSymbol() {
        let start = index
        for compound in ["->", "...", "..<"] where starts(with: compound) {
            index += compound.utf8.count
            append(.symbol, compound, from: start, line: line)
            return
        }
        index += 1
        while index < bytes.count, SourceColumns.isContinuation(bytes[index]) { index += 1 }
        append(.symbol, text(from: start), from: start, line: line)
    }

    private mutating func lexEscapedName() throws(Diagnostic) {
        let start = index
        index += 1
        let nameStart = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != 0x0A {
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "`"), index > nameStart else {
            throw error("unterminated backticked name", at: start)
        }
        let name = SourceFile.decoded(bytes[nameStart..<index])
        index += 1
        var token = SwiftToken(kind: .word, text: name, start: start, end: index, line: line)
        token.isEscaped = true
        tokens.append(token)
    }

    private mutating func skipBlockComment() throws(Diagnostic) {
        let start = index
        var depth = 0
        while index < bytes.count {
            if starts(with: "/*") {
                depth += 1
                index += 2
            } else if starts(with: "*/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if bytes[index] == 0x0A { line += 1 }
                index += 1
            }
        }
        throw error("unterminated comment: '/*' has no '*/'", at: start)
    }

    /// Skips a string literal whose opening quote is at `index` (after any `#`s).
    private mutating func skipString(hashes: Int, depth: Int) throws(Diagnostic) {
        let start = index - hashes
        guard depth < Self.maximumInterpolationDepth else {
            throw error(
                "string interpolations nested more than \(Self.maximumInterpolationDepth) deep",
                at: start)
        }
        let isMultiline = starts(with: "\"\"\"")
        index += isMultiline ? 3 : 1
        let closing = (isMultiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
        let interpolation = "\\" + String(repeating: "#", count: hashes) + "("
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                guard isMultiline else { break }
                line += 1
                index += 1
            } else if starts(with: interpolation) {
                index += interpolation.utf8.count
                try skipInterpolation(depth: depth + 1)
            } else if byte == UInt8(ascii: "\\") {
                index += 2
                if index <= bytes.count, bytes[index - 1] == 0x0A { line += 1 }
            } else if starts(with: closing) {
                index += closing.utf8.count
                return
            } else {
                index += 1
            }
        }
        throw error("unterminated string literal", at: start)
    }

    /// Skips an interpolation's expression up to its closing `)`, strings inside included.
    private mutating func skipInterpolation(depth: Int) throws(Diagnostic) {
        let start = index
        var parentheses = 1
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("):
                parentheses += 1
                index += 1
            case UInt8(ascii: ")"):
                parentheses -= 1
                index += 1
                if parentheses == 0 { return }
            case UInt8(ascii: "\""):
                try skipString(hashes: 0, depth: depth)
            case UInt8(ascii: "#") where rawStringHashes() != nil:
                let hashes = rawStringHashes() ?? 0
                index += hashes
                try skipString(hashes: hashes, depth: depth)
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                try skipBlockComment()
            case 0x0A:
                line += 1
                index += 1
            default:
                index += 1
            }
        }
        throw error("unterminated string interpolation: '\\(' has no ')'", at: start)
    }

    // MARK: - Regex literals

    /// The number of `#`s at `index` when they open an extended regex literal (`#/.../#`).
    private func extendedRegexHashes() -> Int? {
        var end = index
        while end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
        guard end > index, end < bytes.count, bytes[end] == UInt8(ascii: "/") else { return nil }
        return end - index
    }

    private mutating func skipExtendedRegex(hashes: Int) throws(Diagnostic) {
        let start = index
        index += hashes + 1
        let closing = "/" + String(repeating: "#", count: hashes)
        while index < bytes.count {
            if starts(with: closing) {
                index += closing.utf8.count
                return
            }
            if bytes[index] == UInt8(ascii: "\\") { index += 1 }
            if index < bytes.count, bytes[index] == 0x0A { line += 1 }
            index += 1
        }
        throw error("unterminated regex literal", at: start)
    }

    /// True when the `/` at `index` starts a regex literal rather than dividing: it
    /// follows no operand, the next character is no space, and a `/` closes it on
    /// the same line (as Swift reads `let r = /"/`).
    private mutating func startsRegexLiteral() -> Bool {
        guard let next = peek(1), next != 0x20, next != 0x09, next != 0x0A, next != 0x0D,
            next != UInt8(ascii: "/"), next != UInt8(ascii: "*"), next != UInt8(ascii: "=")
        else { return false }
        if let previous = tokens.last {
            let isOperand =
                previous.kind == .string || previous.kind == .number
                || (previous.kind == .word && !Self.regexFollows.contains(previous.text))
                || previous.isSymbol(")") || previous.isSymbol("]") || previous.isSymbol("}")
            if isOperand { return false }
        }
        // Past a `/` whose line held no closing one, none of its later `/`s looks
        // again: a line of `\/`s costs its length, not its square.
        if index < unclosedRegexLineEnd { return false }
        guard regexLiteralEnd() != nil else {
            var end = index
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            unclosedRegexLineEnd = end
            return false
        }
        return true
    }

    /// Words after which a `/` starts an expression.
    static let regexFollows: Set<String> = [
        "return", "case", "in", "try", "await", "throw", "else", "if", "guard", "while", "where",
        "is", "as",
    ]

    /// The index after the `/` that closes the regex literal at `index`, on its line.
    private func regexLiteralEnd() -> Int? {
        var position = index + 1
        while position < bytes.count, bytes[position] != 0x0A {
            if bytes[position] == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if bytes[position] == UInt8(ascii: "/") { return position + 1 }
            position += 1
        }
        return nil
    }

    private mutating func skipRegexLiteral() {
        index = regexLiteralEnd() ?? index + 1
    }

    // MARK: - Helpers

    /// The number of `#`s at `index` when they open a raw string.
    private func rawStringHashes() -> Int? {
        var end = index
        while end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
        guard end > index, end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
        return end - index
    }

    private func isNumberDot() -> Bool {
        bytes[index] == UInt8(ascii: ".") && index + 1 < bytes.count
            && Self.isDigit(bytes[index + 1])
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func starts(with text: String) -> Bool {
        var position = index
        for byte in text.utf8 {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
        }
        return true
    }

    private func text(from start: Int) -> String { SourceFile.decoded(bytes[start..<index]) }

    private mutating func append(
        _ kind: SwiftToken.Kind, _ text: String, from start: Int, line: Int
    ) {
        tokens.append(SwiftToken(kind: kind, text: text, start: start, end: index, line: line))
    }

    private func error(_ message: String, at offset: Int) -> Diagnostic {
        .error(message, at: source.location(at: offset))
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
            || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isNameByte(_ byte: UInt8) -> Bool { isNameStart(byte) || isDigit(byte) }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}

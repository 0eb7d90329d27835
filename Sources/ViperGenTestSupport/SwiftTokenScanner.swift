import ViperGenCore

/// Splits Swift source into the tokens `AvailabilityChecker` reads: words
/// (with a leading `@` or `#`), braces and other punctuation, each with its
/// line and whether it starts the line. Comments and string literals are skipped.
struct SwiftTokenScanner {
    struct Token {
        var text: String
        var line: Int
        /// The spaces before the line's first token.
        var indent: Int
        var startsLine: Bool

        var isAttribute: Bool { text.hasPrefix("@") || text.hasPrefix("#") }
        var isIdentifier: Bool {
            guard let first = name.unicodeScalars.first else { return false }
            return first == "_" || first.properties.isAlphabetic
        }
        /// The word without its `@` or `#`.
        var name: String { isAttribute ? String(text.dropFirst()) : text }
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineIndent = 0
    private var lineStarted = false

    init(_ source: String) {
        bytes = Array(source.utf8)
    }

    mutating func next() -> Token? {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                index += 1
                line += 1
                lineIndent = 0
                lineStarted = false
                continue
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                if !lineStarted { lineIndent += 1 }
                index += 1
                continue
            }
            if starts(with: "//") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if starts(with: "/*") {
                skipBlockComment()
                continue
            }
            if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && isRawStringStart()) {
                skipString()
                continue
            }
            let startsLine = !lineStarted
            lineStarted = true
            let start = index
            if isWordByte(byte) || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") {
                index += 1
                while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
            } else {
                index += 1
            }
            return Token(
                text: String(decoding: bytes[start..<index], as: UTF8.self), line: line,
                indent: lineIndent, startsLine: startsLine)
        }
        return nil
    }

    /// After `@available` or `#available`: the iOS version of its argument
    /// list, consumed; nil (and nothing consumed) when it names no iOS version.
    mutating func iOSVersionArgument() -> DeploymentTarget? {
        var probe = index
        while probe < bytes.count, bytes[probe] == UInt8(ascii: " ") { probe += 1 }
        guard probe < bytes.count, bytes[probe] == UInt8(ascii: "(") else { return nil }
        var end = probe
        while end < bytes.count, bytes[end] != UInt8(ascii: ")"), bytes[end] != UInt8(ascii: "\n") {
            end += 1
        }
        let arguments = String(decoding: bytes[(probe + 1)..<end], as: UTF8.self)
        index = min(end + 1, bytes.count)
        for argument in arguments.split(separator: ",") {
            let words = argument.split(separator: " ")
            if words.count == 2, words[0] == "iOS" {
                return DeploymentTarget(parsing: "iOS " + words[1])
            }
        }
        return nil
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
            || (byte >= 0x41 && byte <= 0x5A)
            || (byte >= 0x61 && byte <= 0x7A) || byte >= 0x80
    }

    /// True when the bytes at `index` are `text`'s, compared in place.
    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { pattern in
            pattern.indices.allSatisfy { bytes[index + $0] == pattern[$0] }
        }
    }

    private func isRawStringStart() -> Bool {
        var probe = index
        while probe < bytes.count, bytes[probe] == UInt8(ascii: "#") { probe += 1 }
        return probe < bytes.count && bytes[probe] == UInt8(ascii: "\"")
    }

    private mutating func skipBlockComment() {
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
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
        }
    }

    /// Skips `"…"`, `"""…"""` and raw strings (`#"…"#`); interpolations'
    /// code is skipped with them, which only makes the checker miss uses there.
    private mutating func skipString() {
        var hashes = 0
        while bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let multiline = starts(with: "\"\"\"")
        let quote = multiline ? "\"\"\"" : "\""
        index += quote.utf8.count
        let closing = Array((quote + String(repeating: "#", count: hashes)).utf8)
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\"), hashes == 0 {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { line += 1 }
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                if !multiline { return }
            }
            if index + closing.count <= bytes.count,
                bytes[index..<(index + closing.count)].elementsEqual(closing)
            {
                index += closing.count
                return
            }
            index += 1
        }
    }
}

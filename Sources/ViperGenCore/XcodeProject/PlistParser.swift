/// Reads an OpenStep property list, the syntax of `project.pbxproj`: strings
/// (quoted with `"` or `'`, or unquoted), `<hex data>`, `( lists, )` and
/// `{ dictionaries = ...; }`, with `/* */` and `//` comments anywhere between
/// tokens. It builds a ``PlistNode`` tree of byte ranges and never changes a
/// byte; the first syntax error stops it with a located diagnostic.
public struct PlistParser {
    /// Lists and dictionaries nested deeper than this are refused (no real project
    /// comes close; it keeps hostile input from exhausting the stack).
    public static let maximumDepth = 128

    private let source: SourceFile
    /// The source's bytes, valid while `parse` runs.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var depth = 0

    private init(_ source: SourceFile, bytes: UnsafeBufferPointer<UInt8>) {
        self.source = source
        self.bytes = bytes
    }

    /// The file's single top-level value, or the diagnostic of its first syntax error.
    public static func parse(_ source: SourceFile) -> Result<PlistNode, Diagnostic> {
        source.bytes.withUnsafeBufferPointer { buffer -> Result<PlistNode, Diagnostic> in
            var parser = PlistParser(source, bytes: buffer)
            do throws(Diagnostic) {
                let root = try parser.parseDocument()
                return .success(root)
            } catch {
                return .failure(error)
            }
        }
    }

    private mutating func parseDocument() throws(Diagnostic) -> PlistNode {
        try skipTrivia()
        guard offset < bytes.count else {
            throw XcodeProjectDiagnostics.emptyFile(at: location(offset))
        }
        let root = try parseValue()
        try skipTrivia()
        guard offset == bytes.count else {
            throw XcodeProjectDiagnostics.contentAfterRoot(at: location(offset))
        }
        return root
    }

    // MARK: - Values

    private mutating func parseValue() throws(Diagnostic) -> PlistNode {
        guard offset < bytes.count else {
            throw XcodeProjectDiagnostics.unexpectedEnd(expecting: "a value", at: location(offset))
        }
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            return .dictionary(
                try nested { (parser: inout PlistParser) throws(Diagnostic) in
                    try parser.parseDictionary()
                })
        case UInt8(ascii: "("):
            return .array(
                try nested { (parser: inout PlistParser) throws(Diagnostic) in
                    try parser.parseArray()
                })
        case UInt8(ascii: "<"): return .data(try parseData())
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try parseQuotedString())
        case let byte where Self.isUnquotedCharacter(byte): return .string(parseUnquotedString())
        default:
            throw XcodeProjectDiagnostics.unexpectedCharacter(
                describing(offset), expecting: "a value", at: location(offset))
        }
    }

    private mutating func nested<T>(_ body: (inout PlistParser) throws(Diagnostic) -> T)
        throws(Diagnostic) -> T
    {
        guard depth < Self.maximumDepth else {
            throw XcodeProjectDiagnostics.nestedTooDeeply(
                limit: Self.maximumDepth, at: location(offset))
        }
        depth += 1
        defer { depth -= 1 }
        return try body(&self)
    }

    private mutating func parseDictionary() throws(Diagnostic) -> PlistDictionary {
        let start = offset
        offset += 1
        var entries: [PlistDictionary.Entry] = []
        // Small dictionaries (every object) are searched for duplicate keys; large ones
        // (`objects`) indexed, and the largest keep the index for their lookups.
        let indexedCount = 16
        var keyIndex: [String: Int] = [:]
        while true {
            try skipTrivia()
            guard offset < bytes.count else {
                throw XcodeProjectDiagnostics.unclosed(
                    "dictionary", closer: "}", at: location(offset),
                    openedAt: location(start))
            }
            if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return PlistDictionary(
                    entries: entries, range: SourceRange(start: start, end: offset),
                    keyIndex: entries.count >= PlistDictionary.indexedCount ? keyIndex : nil)
            }
            let key = try parseKey()
            let first =
                entries.count < indexedCount
                ? entries.firstIndex { $0.key.value == key.value } : keyIndex[key.value]
            if let first {
                throw XcodeProjectDiagnostics.duplicateKey(
                    key.value, at: location(key.range), firstAt: location(entries[first].key.range))
            }
            if entries.count == indexedCount - 1 {
                for (position, entry) in entries.enumerated() {
                    keyIndex[entry.key.value] = position
                }
            }
            if entries.count >= indexedCount - 1 { keyIndex[key.value] = entries.count }
            try skipTrivia()
            try expect(UInt8(ascii: "="), after: "the key '\(key.value)'")
            try skipTrivia()
            let value = try parseValue()
            try skipTrivia()
            try expect(UInt8(ascii: ";"), after: "the value of '\(key.value)'")
            entries.append(
                .init(
                    key: key, value: value, range: SourceRange(start: key.range.start, end: offset))
            )
        }
    }

    private mutating func parseKey() throws(Diagnostic) -> PlistString {
        switch bytes[offset] {
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return try parseQuotedString()
        case let byte where Self.isUnquotedCharacter(byte): return parseUnquotedString()
        default:
            throw XcodeProjectDiagnostics.unexpectedCharacter(
                describing(offset), expecting: "a key or '}'", at: location(offset))
        }
    }

    private mutating func parseArray() throws(Diagnostic) -> PlistArray {
        let start = offset
        offset += 1
        var items: [PlistArray.Item] = []
        while true {
            try skipTrivia()
            guard offset < bytes.count else {
                throw XcodeProjectDiagnostics.unclosed(
                    "list", closer: ")", at: location(offset), openedAt: location(start))
            }
            if bytes[offset] == UInt8(ascii: ")") {
                offset += 1
                return PlistArray(items: items, range: SourceRange(start: start, end: offset))
            }
            if let last = items.last, !last.hasComma {
                throw XcodeProjectDiagnostics.unexpectedCharacter(
                    describing(offset), expecting: "',' or ')'", at: location(offset))
            }
            let value = try parseValue()
            try skipTrivia()
            let hasComma = offset < bytes.count && bytes[offset] == UInt8(ascii: ",")
            if hasComma { offset += 1 }
            let end = hasComma ? offset : value.range.end
            items.append(
                .init(
                    value: value, range: SourceRange(start: value.range.start, end: end),
                    hasComma: hasComma))
        }
    }

    private mutating func parseData() throws(Diagnostic) -> PlistData {
        let start = offset
        offset += 1
        var data: [UInt8] = []
        var pending: UInt8?
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: ">") {
                guard pending == nil else {
                    throw XcodeProjectDiagnostics.oddHexDigits(at: location(offset))
                }
                offset += 1
                return PlistData(bytes: data, range: SourceRange(start: start, end: offset))
            }
            if let digit = Self.hexValue(byte) {
                if let high = pending {
                    data.append(high << 4 | digit)
                    pending = nil
                } else {
                    pending = digit
                }
            } else if !Self.isWhitespace(byte) {
                throw XcodeProjectDiagnostics.unexpectedCharacter(
                    describing(offset), expecting: "a hexadecimal digit or '>'",
                    at: location(offset))
            }
            offset += 1
        }
        throw XcodeProjectDiagnostics.unclosed(
            "data value", closer: ">", at: location(offset), openedAt: location(start))
    }

    // MARK: - Strings

    private mutating func parseUnquotedString() -> PlistString {
        let start = offset
        while offset < bytes.count, Self.isUnquotedCharacter(bytes[offset]) { offset += 1 }
        let value = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        return PlistString(
            value: value, range: SourceRange(start: start, end: offset), isQuoted: false)
    }

    private mutating func parseQuotedString() throws(Diagnostic) -> PlistString {
        let start = offset
        let quote = bytes[offset]
        offset += 1
        var decoded: [UInt8] = []
        var runStart = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == quote {
                let value: String
                if runStart == start + 1 {  // No escape: the bytes are the value.
                    value = String(
                        decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]),
                        as: UTF8.self)
                } else {
                    decoded.append(contentsOf: bytes[runStart..<offset])
                    value = String(decoding: decoded, as: UTF8.self)
                }
                offset += 1
                return PlistString(
                    value: value, range: SourceRange(start: start, end: offset), isQuoted: true)
            }
            if byte == UInt8(ascii: "\\") {
                decoded.append(contentsOf: bytes[runStart..<offset])
                try appendEscape(to: &decoded)
                runStart = offset
            } else {
                offset += 1
            }
        }
        throw XcodeProjectDiagnostics.unclosed(
            "quoted string", closer: String(UnicodeScalar(quote)), at: location(offset),
            openedAt: location(start))
    }

    /// Decodes the escape at `offset` (a backslash) and moves past it.
    private mutating func appendEscape(to decoded: inout [UInt8]) throws(Diagnostic) {
        let escapeStart = offset
        offset += 1
        guard offset < bytes.count else {
            throw XcodeProjectDiagnostics.unexpectedEnd(
                expecting: "an escaped character", at: location(offset))
        }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "a"): decoded.append(0x07)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "v"): decoded.append(0x0B)
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            var scalar: UInt32 = 0
            var digits = 0
            while digits < 4, offset < bytes.count, let digit = Self.hexValue(bytes[offset]) {
                scalar = scalar << 4 | UInt32(digit)
                digits += 1
                offset += 1
            }
            guard digits > 0, let unicode = Unicode.Scalar(scalar) else {
                throw XcodeProjectDiagnostics.invalidEscape(
                    at: location(SourceRange(start: escapeStart, end: offset)))
            }
            decoded.append(contentsOf: Array(String(Character(unicode)).utf8))
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, offset < bytes.count,
                (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[offset])
            {
                value = value << 3 | UInt32(bytes[offset] - UInt8(ascii: "0"))
                digits += 1
                offset += 1
            }
            guard let unicode = Unicode.Scalar(value) else {
                throw XcodeProjectDiagnostics.invalidEscape(
                    at: location(SourceRange(start: escapeStart, end: offset)))
            }
            decoded.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            // `\"`, `\\`, `\'` and any other character stand for themselves.
            decoded.append(byte)
        }
    }

    // MARK: - Trivia

    /// Skips whitespace and comments.
    private mutating func skipTrivia() throws(Diagnostic) {
        while offset < bytes.count {
            let byte = bytes[offset]
            if Self.isWhitespace(byte) {
                offset += 1
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count,
                bytes[offset + 1] == UInt8(ascii: "*")
            {
                let start = offset
                offset += 2
                while offset + 1 < bytes.count,
                    !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/"))
                {
                    offset += 1
                }
                guard offset + 1 < bytes.count else {
                    offset = bytes.count
                    throw XcodeProjectDiagnostics.unclosed(
                        "comment", closer: "*/", at: location(offset), openedAt: location(start))
                }
                offset += 2
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count,
                bytes[offset + 1] == UInt8(ascii: "/")
            {
                while offset < bytes.count, bytes[offset] != 0x0A { offset += 1 }
            } else {
                return
            }
        }
    }

    private mutating func expect(_ byte: UInt8, after what: String) throws(Diagnostic) {
        guard offset < bytes.count else {
            throw XcodeProjectDiagnostics.unexpectedEnd(
                expecting: "'\(UnicodeScalar(byte))' after \(what)", at: location(offset))
        }
        guard bytes[offset] == byte else {
            throw XcodeProjectDiagnostics.unexpectedCharacter(
                describing(offset), expecting: "'\(UnicodeScalar(byte))' after \(what)",
                at: location(offset))
        }
        offset += 1
    }

    // MARK: - Characters

    /// Characters allowed in an unquoted string: letters, digits and `_ $ / : . -`.
    static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"),
            UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// The character at `offset` as a message shows it: printable ASCII quoted, anything else as a code.
    private func describing(_ offset: Int) -> String {
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(UnicodeScalar(byte))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
    }

    private func location(_ offset: Int) -> SourceLocation { source.location(at: offset) }
    private func location(_ range: SourceRange) -> SourceLocation { source.location(of: range) }
}

extension String {
    /// The string with `0`s in front up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

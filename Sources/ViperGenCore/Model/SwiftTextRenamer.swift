/// Renames whole identifiers in Swift text (a trait's snippets), token-aware:
///
/// - a name is renamed only as a whole identifier: `Mock` in `Mock`, never in
///   `LoginMock`, `MockCalls` or `${module}Mock` (a `${...}` placeholder glued
///   to it makes it part of a longer name);
/// - not after `.` (`Foo.Mock`, `.Mock` are members), `$`, `#`, `@` or a backtick;
/// - not inside string literals (`"Mock"`, `"""..."""`, `#"..."#`), their
///   interpolations included;
/// - in code and in comments alike (a doc comment names the type it means).
///
/// Bytes are walked once; identifiers are runs of ASCII letters, digits and
/// `_` (a non-ASCII byte joins the run, so `ÄMock` is one name).
enum SwiftTextRenamer {
    /// `text` with every whole identifier that is a key of `names` replaced by its value.
    static func renamed(_ text: String, _ names: [String: String]) -> String {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == slash, index + 1 < bytes.count, bytes[index + 1] == slash {
                // A line comment: its words are renamed, its quotes start nothing.
                let end = bytes[index...].firstIndex(of: lineFeed) ?? bytes.count
                output += renamedWords(bytes[index..<end], names)
                index = end
            } else if byte == slash, index + 1 < bytes.count, bytes[index + 1] == star {
                let end = blockCommentEnd(bytes, from: index)
                output += renamedWords(bytes[index..<end], names)
                index = end
            } else if let end = stringLiteralEnd(bytes, at: index) {
                output += bytes[index..<end]
                index = end
            } else if isWordByte(byte) {
                let end = bytes[index...].firstIndex(where: { !isWordByte($0) }) ?? bytes.count
                output += renamedWord(bytes, index..<end, names)
                index = end
            } else {
                output.append(byte)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `bytes` (a comment, with no strings to skip) with its whole names renamed.
    private static func renamedWords(_ bytes: ArraySlice<UInt8>, _ names: [String: String])
        -> [UInt8]
    {
        let all = Array(bytes)
        var output: [UInt8] = []
        var index = 0
        while index < all.count {
            guard isWordByte(all[index]) else {
                output.append(all[index])
                index += 1
                continue
            }
            let end = all[index...].firstIndex(where: { !isWordByte($0) }) ?? all.count
            output += renamedWord(all, index..<end, names)
            index = end
        }
        return output
    }

    /// The word at `range` of `bytes`, renamed when it is a whole name there.
    private static func renamedWord(
        _ bytes: [UInt8], _ range: Range<Int>, _ names: [String: String]
    ) -> [UInt8] {
        let word = bytes[range]
        let before = range.lowerBound > 0 ? bytes[range.lowerBound - 1] : lineFeed
        let after = range.upperBound < bytes.count ? bytes[range.upperBound] : lineFeed
        guard !notBefore.contains(before), !notAfter.contains(after),
            !(before == openBrace && range.lowerBound > 1 && bytes[range.lowerBound - 2] == dollar),
            let first = word.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
            let renamed = names[String(decoding: word, as: UTF8.self)]
        else { return Array(word) }
        return Array(renamed.utf8)
    }

    /// Where the block comment starting at `start` ends (after its `*/`; comments nest).
    private static func blockCommentEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 0
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == slash, bytes[index + 1] == star {
                depth += 1
                index += 2
            } else if bytes[index] == star, bytes[index + 1] == slash {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    /// Where the string literal starting at `start` ends (after its closing
    /// delimiter), or nil when none starts there: `"`, `"""`, and their raw
    /// forms with `#`s on both sides. An unclosed literal runs to the end.
    private static func stringLiteralEnd(_ bytes: [UInt8], at start: Int) -> Int? {
        var index = start
        while index < bytes.count, bytes[index] == hash { index += 1 }
        let hashes = index - start
        guard index < bytes.count, bytes[index] == quote else { return nil }
        // `#` before an identifier (`#if`, `#selector`) is no literal.
        let isMultiline =
            index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
        let quotes = isMultiline ? 3 : 1
        index += quotes
        while index < bytes.count {
            let byte = bytes[index]
            if byte == backslash, hashes == 0 {
                index += 2
                continue
            }
            if byte == quote, closes(bytes, at: index, quotes: quotes, hashes: hashes) {
                return index + quotes + hashes
            }
            if byte == lineFeed, !isMultiline { return index }
            index += 1
        }
        return bytes.count
    }

    /// True when `quotes` quotes and `hashes` hashes start at `index`.
    private static func closes(_ bytes: [UInt8], at index: Int, quotes: Int, hashes: Int) -> Bool {
        let end = index + quotes + hashes
        guard end <= bytes.count else { return false }
        return bytes[index..<(index + quotes)].allSatisfy { $0 == quote }
            && bytes[(index + quotes)..<end].allSatisfy { $0 == hash }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || SwiftName.isASCIIIdentifierByte(byte)
    }

    private static let slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*")
    private static let quote = UInt8(ascii: "\"")
    private static let hash = UInt8(ascii: "#")
    private static let backslash = UInt8(ascii: "\\")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let dollar = UInt8(ascii: "$")
    private static let openBrace = UInt8(ascii: "{")
    /// What makes the name after it a member, a property wrapper's projection,
    /// a directive, an attribute, an escaped name, or part of `${placeholder}Name`.
    private static let notBefore: Set<UInt8> = [
        UInt8(ascii: "."), dollar, hash, UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: "}"),
    ]
    /// What glues a following placeholder or closes an escaped name.
    private static let notAfter: Set<UInt8> = [dollar, UInt8(ascii: "`")]
}

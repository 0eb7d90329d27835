/// Checks, before parsing, that a spec file is well-formed UTF-8 without
/// control characters, so the parser can work on bytes and trust them.
///
/// Allowed: tab, line feed, carriage return directly before a line feed,
/// printable ASCII and any printable non-ASCII character; a byte order mark
/// only as the file's first character.
enum SpecTextValidator {
    /// At most this many problems are reported: a binary file would otherwise
    /// produce one per byte.
    static let reportLimit = 20

    /// The problems found; empty when the text can be parsed.
    static func problems(in text: UnsafeBufferPointer<UInt8>, locate: (Int, Int) -> SourceLocation)
        -> [Diagnostic]
    {
        var problems: [Diagnostic] = []
        var index = 0
        let count = text.count
        var lastReportedLineBreak = -1
        var lineStart = 0
        let raw = UnsafeRawPointer(text.baseAddress)
        while index < count, problems.count < reportLimit {
            // Eight bytes at a time; on a mixed word, jump to its first byte that
            // is not printable ASCII.
            if let raw, index + 8 <= count {
                let unusual = unusualBytes(
                    raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                if unusual == 0 {
                    index += 8
                    continue
                }
                index += unusual.trailingZeroBitCount / 8
            }
            let byte = text[index]
            if byte >= 0x20, byte < 0x7F {
                index += 1
                continue
            }
            if byte == SpecByte.lineFeed {
                index += 1
                lineStart = index
                continue
            }
            if byte == SpecByte.tab {
                index += 1
                continue
            }
            // One report per line keeps a damaged file's output readable.
            let reportable = lineStart != lastReportedLineBreak
            if byte == SpecByte.carriageReturn {
                if index + 1 < count, text[index + 1] == SpecByte.lineFeed {
                    index += 2
                    lineStart = index
                    continue
                }
                if reportable {
                    problems.append(
                        SpecDiagnostics.carriageReturnWithoutLineFeed(at: locate(index, index + 1)))
                    lastReportedLineBreak = lineStart
                }
                index += 1
                continue
            }
            if byte < 0x80 {
                if reportable {
                    problems.append(
                        SpecDiagnostics.controlCharacter(UInt32(byte), at: locate(index, index + 1))
                    )
                    lastReportedLineBreak = lineStart
                }
                index += 1
                continue
            }
            let decoded = decodeScalar(text, at: index)
            guard let scalar = decoded.scalar else {
                if reportable {
                    problems.append(
                        SpecDiagnostics.invalidUTF8(byte: byte, at: locate(index, index + 1)))
                    lastReportedLineBreak = lineStart
                }
                index += decoded.length
                continue
            }
            if reportable {
                if scalar == 0xFEFF, index != 0 {
                    problems.append(
                        SpecDiagnostics.byteOrderMarkInside(
                            at: locate(index, index + decoded.length)))
                    lastReportedLineBreak = lineStart
                } else if isControl(scalar) {
                    problems.append(
                        SpecDiagnostics.controlCharacter(
                            scalar, at: locate(index, index + decoded.length)))
                    lastReportedLineBreak = lineStart
                }
            }
            index += decoded.length
        }
        return problems
    }

    /// For eight bytes read little-endian: zero when all are in 0x20...0x7E;
    /// otherwise the lowest set bit is the high bit of the first byte that is not
    /// (higher bits may be set spuriously by borrows, lower ones never are).
    @inline(__always)
    private static func unusualBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let belowSpace = (word &- ones &* 0x20) & ~word & highBits
        let delete = word ^ (ones &* 0x7F)
        let isDelete = (delete &- ones) & ~delete & highBits
        return (word & highBits) | belowSpace | isDelete
    }

    /// Non-ASCII code points a spec may not hold: C1 controls and the two
    /// non-characters YAML excludes.
    private static func isControl(_ scalar: UInt32) -> Bool {
        (0x80...0x9F).contains(scalar) || scalar == 0xFFFE || scalar == 0xFFFF
    }

    /// Decodes one multi-byte UTF-8 sequence starting at `index` (whose first byte
    /// is >= 0x80). On failure, `scalar` is nil and `length` is how many bytes to skip.
    private static func decodeScalar(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> (
        scalar: UInt32?, length: Int
    ) {
        let lead = text[index]
        let length: Int
        var scalar: UInt32
        var lowestSecond: UInt8 = 0x80
        var highestSecond: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF:
            length = 2
            scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF:
            length = 3
            scalar = UInt32(lead & 0x0F)
            if lead == 0xE0 { lowestSecond = 0xA0 }
            if lead == 0xED { highestSecond = 0x9F }
        case 0xF0...0xF4:
            length = 4
            scalar = UInt32(lead & 0x07)
            if lead == 0xF0 { lowestSecond = 0x90 }
            if lead == 0xF4 { highestSecond = 0x8F }
        default:
            return (nil, 1)
        }
        for offset in 1..<length {
            let position = index + offset
            guard position < text.count else { return (nil, offset) }
            let byte = text[position]
            let lowest = offset == 1 ? lowestSecond : 0x80
            let highest = offset == 1 ? highestSecond : 0xBF
            guard byte >= lowest, byte <= highest else { return (nil, offset) }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        return (scalar, length)
    }
}

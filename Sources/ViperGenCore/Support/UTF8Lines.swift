/// Text read as bytes, for showing lines of a file that may not be valid
/// UTF-8: each byte that starts no valid sequence is shown as `\x{FF}`, never
/// turned into U+FFFD (which a file may hold too, and would then look the same).
public enum UTF8Lines {
    /// `bytes` split on LF; the last line is empty when the text ends with LF.
    public static func split(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }

    /// `line` as text, with each byte that is not part of valid UTF-8 shown as
    /// `\x{…}`; `escaped` says whether any was.
    public static func shown(_ line: ArraySlice<UInt8>) -> (text: String, escaped: Bool) {
        if let valid = String(validating: line, as: UTF8.self) { return (valid, false) }
        var text = ""
        var index = line.startIndex
        while index < line.endIndex {
            let length = validSequenceLength(line, at: index)
            if length == 0 {
                text += "\\x{" + String(line[index], radix: 16, uppercase: true) + "}"
                index += 1
            } else {
                text += String(decoding: line[index..<(index + length)], as: UTF8.self)
                index += length
            }
        }
        return (text, true)
    }

    /// The length of the valid UTF-8 sequence starting at `index` (RFC 3629:
    /// no overlong forms, no surrogates, nothing past U+10FFFF), or 0.
    static func validSequenceLength(_ bytes: ArraySlice<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            second = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            second = 0x80...0x9F
        case 0xF0:
            length = 4
            second = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            second = 0x80...0x8F
        default: return 0
        }
        guard index + length <= bytes.endIndex, second.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
        return length
    }
}

/// `${name}` placeholders in trait snippets (e.g. `${module}Service`),
/// replaced per module when code is generated.
public enum Placeholders {
    /// The names used in `text`, in order, with their offsets in the text's UTF-8.
    static func occurrences(in text: String) -> [(name: String, offset: Int)] {
        let bytes = Array(text.utf8)
        var result: [(String, Int)] = []
        var index = 0
        while let (start, close) = nextPlaceholder(in: bytes, from: index) {
            result.append((String(decoding: bytes[(start + 2)..<close], as: UTF8.self), start))
            index = close + 1
        }
        return result
    }

    /// The next `${...}` at or after `index`: where its `$` and its `}` are.
    /// Linear over a whole text: once no `}` follows a `${`, none follows a
    /// later one either, so the search stops instead of scanning to the end
    /// again for each unclosed `${`.
    private static func nextPlaceholder(in bytes: [UInt8], from index: Int) -> (
        start: Int, close: Int
    )? {
        var index = index
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "$"), bytes[index + 1] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            guard let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "}")) else {
                return nil
            }
            return (index, close)
        }
        return nil
    }

    /// `text` with every `${name}` replaced by a plain identifier, to check
    /// the shape of a snippet before any module fills it in.
    static func substitutingNames(in text: String) -> String {
        var values: [String: String] = [:]
        for occurrence in occurrences(in: text) { values[occurrence.name] = "Placeholder" }
        return substituted(text, values)
    }

    /// `text` with every `${name}` replaced by `values[name]` (unknown names stay as written;
    /// validation reports them before this runs). Works on the UTF-8 bytes at once.
    public static func substituted(_ text: String, _ values: [String: String]) -> String {
        guard text.utf8.contains(UInt8(ascii: "$")) else { return text }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        var index = 0
        while let (start, close) = nextPlaceholder(in: bytes, from: index) {
            output += bytes[index..<start]
            let name = String(decoding: bytes[(start + 2)..<close], as: UTF8.self)
            if let value = values[name] {
                output += value.utf8
            } else {
                output += bytes[start...close]
            }
            index = close + 1
        }
        output += bytes[index...]
        return String(decoding: output, as: UTF8.self)
    }
}

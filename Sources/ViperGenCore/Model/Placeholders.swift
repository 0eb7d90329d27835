/// `${name}` placeholders in trait snippets (e.g. `${module}Service`),
/// replaced per module when code is generated.
public enum Placeholders {
    /// The names used in `text`, in order, with their offsets in the text's UTF-8.
    static func occurrences(in text: String) -> [(name: String, offset: Int)] {
        let bytes = Array(text.utf8)
        var result: [(String, Int)] = []
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "$"), bytes[index + 1] == UInt8(ascii: "{"),
               let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "}")) {
                result.append((String(decoding: bytes[(index + 2)..<close], as: UTF8.self), index))
                index = close + 1
            } else {
                index += 1
            }
        }
        return result
    }

    /// `text` with every `${name}` replaced by `values[name]` (unknown names stay as written;
    /// validation reports them before this runs).
    public static func substituted(_ text: String, _ values: [String: String]) -> String {
        guard text.contains("${") else { return text }
        var output = ""
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            output += rest[..<start.lowerBound]
            guard let close = rest[start.upperBound...].firstIndex(of: "}") else {
                break
            }
            let name = String(rest[start.upperBound..<close])
            output += values[name] ?? "${\(name)}"
            rest = rest[rest.index(after: close)...]
        }
        return output + rest
    }
}

extension Substring {
    /// The range of the first occurrence of `needle` (ASCII-level search).
    func range(of needle: String) -> Range<Substring.Index>? {
        guard let first = needle.first else { return nil }
        var index = startIndex
        while let found = self[index...].firstIndex(of: first) {
            if self[found...].hasPrefix(needle) {
                return found..<self.index(found, offsetBy: needle.count)
            }
            index = self.index(after: found)
        }
        return nil
    }
}

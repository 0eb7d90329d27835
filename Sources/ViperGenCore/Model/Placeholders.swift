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
        let bytes = text.utf8
        guard let first = firstOpening(in: bytes, from: bytes.startIndex) else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        var rest = bytes.startIndex
        var opening: String.UTF8View.Index? = first
        while let start = opening {
            let nameStart = bytes.index(start, offsetBy: 2)
            guard let close = bytes[nameStart...].firstIndex(of: UInt8(ascii: "}")) else { break }
            output.append(contentsOf: bytes[rest..<start])
            let name = String(decoding: bytes[nameStart..<close], as: UTF8.self)
            output.append(contentsOf: (values[name] ?? "${\(name)}").utf8)
            rest = bytes.index(after: close)
            opening = firstOpening(in: bytes, from: rest)
        }
        output.append(contentsOf: bytes[rest...])
        return String(decoding: output, as: UTF8.self)
    }

    /// Where the next `${` starts, at or after `start`.
    private static func firstOpening(in bytes: String.UTF8View, from start: String.UTF8View.Index)
        -> String.UTF8View.Index? {
        var index = start
        while let dollar = bytes[index...].firstIndex(of: UInt8(ascii: "$")) {
            let next = bytes.index(after: dollar)
            if next < bytes.endIndex, bytes[next] == UInt8(ascii: "{") { return dollar }
            index = next
        }
        return nil
    }
}

/// JSON string literals, written by hand (no Foundation on the hot path).
public enum JSONText {
    /// `text` as a JSON string literal, quotes included. Every line break is
    /// escaped, and so is the `[` of a `##[`, which a GitHub Actions runner
    /// would read as a workflow command: a line of JSON never starts one.
    public static func quoted(_ text: String) -> String {
        var output = "\""
        var hashes = 0
        for scalar in text.unicodeScalars {
            defer { hashes = scalar == "#" ? hashes + 1 : 0 }
            switch scalar {
            case "[" where hashes >= 2: output += "\\u005b"
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case let control where UnicodeText.isControl(control):
                let hex = String(control.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}

/// Judging text by Unicode scalars, not Characters: Swift makes `"\r\n"` one
/// Character, so a check for `"\n"` on Characters misses it.
public enum UnicodeText {
    /// True for a scalar that must never reach one line of output: C0 and C1
    /// controls and DEL (tab included), the line and paragraph separators
    /// U+2028 and U+2029, and the bidirectional embedding, override and
    /// isolate controls, which reorder how a line reads.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// The first control scalar in `text` (see ``isControl(_:)``), if any.
    public static func firstControl(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first(where: isControl)
    }

    /// How a scalar is named in a message: `U+000D`.
    public static func name(_ scalar: Unicode.Scalar) -> String {
        "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4, with: "0")
    }

    /// The longest value a message quotes: past it, `excerpt` cuts it.
    public static let quotedValueLimit = 60

    /// `text` as a message quotes a value read from a file: whole when short,
    /// else its first ``quotedValueLimit`` characters and `…` (the source line
    /// under the message shows where it is).
    public static func excerpt(_ text: String) -> String {
        text.count <= quotedValueLimit ? text : String(text.prefix(quotedValueLimit)) + "…"
    }

    /// `text` with every control scalar shown as `\u{…}`, for messages and
    /// reports that echo untrusted text.
    public static func visible(_ text: String) -> String {
        visible(text, keepingTabs: false)
    }

    /// `text` with every control scalar but, when `keepingTabs`, the tab shown
    /// as `\u{…}` (a diff of code indented with tabs keeps them).
    public static func visible(_ text: String, keepingTabs: Bool) -> String {
        func shows(_ scalar: Unicode.Scalar) -> Bool {
            isControl(scalar) && !(keepingTabs && scalar == "\t")
        }
        guard text.unicodeScalars.contains(where: shows) else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            if shows(scalar) {
                output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}

extension String {
    /// The text preceded by `pad` up to `width` characters (never cut).
    func leftPadded(to width: Int, with pad: Character) -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}

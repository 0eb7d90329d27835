/// A path as GNU Make reads it in a rule line, for the dependency file
/// `generate --depfile` writes. Make has no quoting: a few characters can be
/// escaped, and the rest change what the line means (an assignment, a recipe,
/// an order-only list, an archive member, a wildcard, a special target). A
/// path holding one of those is refused, never written.
public enum MakePath {
    /// Where a path stands in a rule: before the colon or after it.
    public enum Role: Sendable {
        case target
        case prerequisite
    }

    /// Why Make cannot name `path` safely, or `nil` when ``escaped(_:as:)`` can
    /// write it. Control characters are refused before paths get here, and are
    /// refused here too.
    public static func problem(_ path: String) -> String? {
        // Bytes, not Characters: Make reads bytes, and "-\u{301}" is one Character that is not "-".
        let bytes = path.utf8
        guard let first = bytes.first else { return "it is empty" }
        if first == UInt8(ascii: "-") {
            return "it starts with '-', which Make would read as an option of a directive"
        }
        if first == UInt8(ascii: "~") {
            return "it starts with '~', which Make expands to a home folder"
        }
        if isSpecialTargetName(path) { return "'\(path)' is one of Make's special targets" }
        if bytes.last == UInt8(ascii: " ") { return "it ends with a space, which Make drops" }
        for scalar in path.unicodeScalars {
            if let reason = refusalReason(scalar) { return "it contains \(reason)" }
        }
        return nil
    }

    /// `path` escaped for `role`: spaces, `#` and `:` behind a backslash, `$`
    /// doubled, and `%` behind a backslash in a target (where it would make a
    /// pattern rule). Only for a path ``problem(_:)`` accepts.
    public static func escaped(_ path: String, as role: Role) -> String {
        var output = ""
        output.reserveCapacity(path.utf8.count + 8)
        for character in path.unicodeScalars {
            switch character {
            case " ", "#", ":": output += "\\" + String(character)
            case "$": output += "$$"
            case "%" where role == .target: output += "\\%"
            default: output.unicodeScalars.append(character)
            }
        }
        return output
    }

    /// What a character would do in a rule line, when no escape undoes it.
    private static func refusalReason(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "=": return "'=', which makes Make read the line as a variable assignment"
        case ";": return "';', which starts a recipe in a rule line"
        case "\\": return "a backslash, which Make reads as an escape"
        case "|": return "'|', which starts Make's order-only prerequisites"
        case "&": return "'&', which Make reads as a grouped target"
        case "(", ")": return "'\(scalar)', which Make reads as an archive member"
        case "*", "?", "[", "]": return "'\(scalar)', a wildcard Make expands in a target's name"
        case "\u{7F}": return "a control character"
        default: return scalar.value < 0x20 ? "a control character" : nil
        }
    }

    /// True for a name like `.PHONY` or `.IGNORE`: a dot, then capitals and
    /// underscores (every special target of GNU Make has that shape).
    private static func isSpecialTargetName(_ path: String) -> Bool {
        var bytes = Substring(path).utf8[...]
        while bytes.starts(with: "./".utf8) { bytes = bytes.dropFirst(2) }
        guard bytes.first == UInt8(ascii: "."), bytes.count > 1 else { return false }
        return bytes.dropFirst().allSatisfy {
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || $0 == UInt8(ascii: "_")
        }
    }
}

extension MakePath {
    /// The error for a path Make cannot name, located at the path itself
    /// unless it came from the command line; `nil` when it is safe.
    public static func refusal(of path: String, located: Bool = true) -> Diagnostic? {
        problem(path).map {
            OutputDiagnostics.unsafeBuildListPath(
                path, format: "a Make dependency file",
                reason: $0, located: located)
        }
    }
}

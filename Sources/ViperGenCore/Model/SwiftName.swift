/// Rules for the Swift names a spec may use (module names, trait names,
/// method and parameter names). ASCII only, because names become file names.
public enum SwiftName {
    /// Swift keywords that cannot be used as plain identifiers.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol",
        "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
        "Self",
        "super", "throws", "true", "try", "_", "some", "any", "borrowing", "consuming",
    ]

    /// Names Swift accepts as identifiers but not as a member of a type
    /// (`X.Type` and `X.Protocol` are metatypes).
    public static let reservedMemberNames: Set<String> = ["Type", "Protocol"]

    /// Why `name` is not a valid identifier, or `nil` when it is.
    public static func problem(with name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "it is empty" }
        // Names become type and file names: a file name holds at most 255 bytes, and a module's
        // longest file adds about 40 to its name.
        if name.utf8.count > maximumLength {
            return "it is \(name.utf8.count) bytes long; a name may be at most \(maximumLength)"
        }
        if ("0"..."9").contains(first) { return "it starts with a digit" }
        for scalar in name.unicodeScalars where !isIdentifierCharacter(scalar) {
            switch scalar {
            case " ", "\t": return "it contains a space"
            case "/": return "it contains '/'"
            case ".": return "it contains '.'"
            case "-": return "it contains '-'"
            default: return "it contains '\(scalar)'; use letters, digits and '_' only"
            }
        }
        if keywords.contains(name) { return "it is a Swift keyword" }
        return nil
    }

    /// The longest name, in bytes (module and trait names name files too).
    public static let maximumLength = 100

    /// True when `name` is an ASCII Swift identifier that is not a keyword.
    public static func isValidIdentifier(_ name: String) -> Bool {
        problem(with: name) == nil
    }

    /// True for an argument label: an identifier, or any keyword but `inout`,
    /// `var` and `let`, as Swift allows (`func show(for id: Int)`).
    public static func isValidArgumentLabel(_ label: String) -> Bool {
        if isValidIdentifier(label) { return true }
        return keywords.contains(label) && !["inout", "var", "let", "_"].contains(label)
    }

    /// True when the name starts with an uppercase ASCII letter (a type name).
    public static func startsUppercase(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return ("A"..."Z").contains(first)
    }

    /// A plausible repair of an invalid name, for hints (`1login` -> nil, `log-in` -> `LogIn`).
    public static func suggestedTypeName(for name: String) -> String? {
        let parts = name.split(whereSeparator: { !isIdentifierCharacter($0.unicodeScalars.first!) })
        let joined = parts.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.unicodeScalars.first, !("0"..."9").contains(first) else {
            return nil
        }
        return joined == name || keywords.contains(joined) ? nil : joined
    }

    static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            || scalar == "_"
    }

    /// `isIdentifierCharacter` for one UTF-8 byte (every byte of a non-ASCII character is refused).
    static func isASCIIIdentifierByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
}

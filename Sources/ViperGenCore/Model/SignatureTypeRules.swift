/// What a checked Swift type may not be where viper-gen stores or passes it.
/// Swift allows some forms only in a function's own parameter list (`inout`,
/// `Int...`), and the generated spies, stubs and tests can't hold or build
/// others (`some P`, `Self`, an implicitly unwrapped optional).
enum SignatureTypeRules {
    enum Role: String {
        case result = "a message's result"
        case messageParameter = "a message's parameter"
        case dependency = "a dependency"
        case field = "a field"
    }

    /// Why `type` can't serve as `role`, or `nil` when it can.
    static func problem(with type: String, as role: Role) -> String? {
        let type = type.trimmingWhitespace
        for prefix in ["inout ", "borrowing ", "consuming ", "sending ", "each ", "@autoclosure"]
        where type.hasPrefix(prefix) {
            return "'\(prefix.trimmingWhitespace)' belongs to a function's own parameters"
        }
        if type.hasSuffix("...") { return "a variadic type belongs to a function's own parameters" }
        if type.hasPrefix("some ") { return "an opaque type can't be stored or stubbed" }
        if type.contains("~") {
            return "a type that suppresses Copyable can't be stored or stubbed"
        }
        if type == "_" || type == "Self" { return "'\(type)' names no type here" }
        if !BracketScanner.topLevelIndices(of: "!", in: Substring(type)).isEmpty {
            return "an implicitly unwrapped optional can't be stored or stubbed; write 'Type?'"
        }
        if type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains(
            "Self")
        {
            // A class implements every message (a view controller, a spy): `Self?` or
            // `[Self]` in a parameter is covariant, and `any View` can't call it.
            return role == .dependency || role == .field
                ? "a stored property can't have a type that names 'Self'"
                : "it names 'Self', which the classes that implement the message (and their spies) can't use"
        }
        switch role {
        case .result, .dependency, .field:
            if type.hasPrefix("@escaping") {
                return "'@escaping' belongs to a function's own parameters"
            }
        case .messageParameter:
            break
        }
        return nil
    }
}

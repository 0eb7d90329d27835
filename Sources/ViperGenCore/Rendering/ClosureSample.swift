/// A closure literal a generated test passes for a parameter of function type
/// (`@escaping (Result<User, any Error>) -> Void` becomes `{ _ in }`): a
/// metatype such as `(@escaping (A) -> Void).self` does not compile, and no
/// stub can stand in for a function.
enum ClosureSample {
    /// The literal for `type`, or `nil` when `type` is not a (non-optional) function type.
    static func literal(for type: String) -> String? {
        var rest = Substring(type).drop { $0 == " " }
        while rest.hasPrefix("@") {
            rest = rest.drop { $0 != " " && $0 != "(" }.drop { $0 == " " }
        }
        guard rest.first == "(", let close = matchingParenthesis(in: rest) else { return nil }
        let inside = rest[rest.index(after: rest.startIndex)..<close]
        var after = rest[rest.index(after: close)...].drop { $0 == " " }
        for effect in ["async", "throws"] where after.hasPrefix(effect) {
            after = after.dropFirst(effect.count).drop { $0 == " " }
        }
        guard after.hasPrefix("->") else { return nil }
        let result = String(after.dropFirst(2)).trimmingWhitespace
        let count = topLevelItemCount(inside)
        let parameters = count == 0 ? "" : Array(repeating: "_", count: count).joined(separator: ", ") + " in"
        let returnsNothing = result == "Void" || result == "()"
        let body = returnsNothing ? "" : DependencyTypeText.stubExpression(result)
        switch (parameters.isEmpty, body.isEmpty) {
        case (true, true): return "{}"
        case (true, false): return "{ \(body) }"
        case (false, true): return "{ \(parameters) }"
        case (false, false): return "{ \(parameters) \(body) }"
        }
    }

    /// The `)` that closes the `(` `text` starts with.
    private static func matchingParenthesis(in text: Substring) -> Substring.Index? {
        var depth = 0
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            defer { previous = character }
            switch character {
            case "(", "[", "<": depth += 1
            case ">" where previous == "-": break
            case ")", "]", ">":
                depth -= 1
                if depth == 0 { return character == ")" ? index : nil }
            default: break
            }
        }
        return nil
    }

    /// How many comma-separated items `text` holds outside brackets (0 when blank).
    private static func topLevelItemCount(_ text: Substring) -> Int {
        guard text.contains(where: { $0 != " " }) else { return 0 }
        var depth = 0
        var count = 1
        var previous: Character = " "
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            case "," where depth == 0: count += 1
            default: break
            }
            previous = character
        }
        return count
    }
}

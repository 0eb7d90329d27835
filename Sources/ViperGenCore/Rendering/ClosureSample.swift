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
        guard let close = BracketScanner.closingParenthesis(in: rest) else { return nil }
        let inside = rest[rest.index(after: rest.startIndex)..<close]
        var after = rest[rest.index(after: close)...].drop { $0 == " " }
        // `(() -> Void)`: parentheses around a whole function type change nothing.
        if after.allSatisfy({ $0 == " " }), inside.contains("->") {
            return literal(for: String(inside))
        }
        for effect in ["async", "throws"] where after.hasPrefix(effect) {
            after = after.dropFirst(effect.count).drop { $0 == " " }
        }
        guard after.hasPrefix("->") else { return nil }
        let result = String(after.dropFirst(2)).trimmingWhitespace
        let count = BracketScanner.topLevelItems(inside).count
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
}

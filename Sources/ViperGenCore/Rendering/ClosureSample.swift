/// A closure literal a generated test passes for a parameter of function type
/// (`@escaping (Result<User, any Error>) -> Void` becomes `{ _ in }`): a
/// metatype such as `(@escaping (A) -> Void).self` does not compile, and no
/// stub can stand in for a function.
enum ClosureSample {
    /// True when `type` is a function type a value of which can't be kept: no
    /// `@escaping` among its own leading attributes (one inside parentheses
    /// belongs to another type). An optional function type is escaping.
    static func isNonEscapingFunctionType(_ type: String) -> Bool {
        literal(for: type) != nil && !leadingAttributes(of: type).attributes.contains("@escaping")
    }

    /// The literal for `type`, or `nil` when `type` is not a (non-optional) function type.
    static func literal(for type: String) -> String? {
        let rest = leadingAttributes(of: type).rest
        guard let close = BracketScanner.closingParenthesis(in: rest) else { return nil }
        let inside = rest[rest.index(after: rest.startIndex)..<close]
        var after = rest[rest.index(after: close)...].drop { $0 == " " }
        // `(() -> Void)`: parentheses around a whole function type change nothing.
        if after.allSatisfy({ $0 == " " }), inside.containsBytes(of: "->") {
            return literal(for: String(inside))
        }
        for effect in ["async", "throws"] where after.hasPrefix(effect) {
            after = after.dropFirst(effect.count).drop { $0 == " " }
            // Typed throws: `throws(LoadError)`.
            if effect == "throws", after.hasPrefix("("),
                let typed = BracketScanner.closingParenthesis(in: after)
            {
                after = after[after.index(after: typed)...].drop { $0 == " " }
            }
        }
        guard after.hasPrefix("->") else { return nil }
        let result = String(after.dropFirst(2)).trimmingWhitespace
        let count = BracketScanner.topLevelItems(inside).count
        let parameters =
            count == 0 ? "" : Array(repeating: "_", count: count).joined(separator: ", ") + " in"
        let returnsNothing = result == "Void" || result == "()"
        let body = returnsNothing ? "" : DependencyTypeText.stubExpression(result)
        switch (parameters.isEmpty, body.isEmpty) {
        case (true, true): return "{}"
        case (true, false): return "{ \(body) }"
        case (false, true): return "{ \(parameters) }"
        case (false, false): return "{ \(parameters) \(body) }"
        }
    }

    /// The attributes that start `type` (`@escaping`, `@Sendable`), and the type after them.
    private static func leadingAttributes(of type: String) -> (
        attributes: [String], rest: Substring
    ) {
        var rest = Substring(type).drop { $0 == " " }
        var attributes: [String] = []
        while rest.hasPrefix("@") {
            let attribute = rest.prefix { $0 != " " && $0 != "(" }
            attributes.append(String(attribute))
            rest = rest.dropFirst(attribute.count)
            // An attribute's arguments: `@isolated(any)`.
            if rest.hasPrefix("("), let close = BracketScanner.closingParenthesis(in: rest) {
                rest = rest[rest.index(after: close)...]
            }
            rest = rest.drop { $0 == " " }
        }
        return (attributes, rest)
    }
}

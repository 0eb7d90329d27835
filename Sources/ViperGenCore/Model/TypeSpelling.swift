/// One spelling for the ways Swift writes the same type, so two overloads
/// that differ only in spelling (`Int?` and `Optional<Int>`, `[Int]` and
/// `Array<Int>`, `any P` and `P`, `Swift.Int` and `Int`) are seen as one.
/// A checked type only (`TypeSyntax`); not a full type checker.
enum TypeSpelling {
    static func canonical(_ type: String) -> String {
        // A bare name (`String`, `Item2`), the common case, has nothing to rewrite.
        if !type.isEmpty, type.utf8.allSatisfy({ SwiftName.isASCIIIdentifierByte($0) }) {
            return type == "Void" ? "()" : type
        }
        var text = " " + type + " "
        for word in ["any ", "@escaping ", "Swift."] {
            text = removing(word, from: text)
        }
        text = String(text.filter { !$0.isWhitespace })
        text = desugared(text)
        return text == "Void" ? "()" : text
    }

    /// `text` without `word` where it starts a name (after a non-identifier character).
    private static func removing(_ word: String, from text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: word) {
            let before = rest[..<range.lowerBound]
            let previous = before.last ?? (result.last ?? " ")
            result += before
            if previous.isLetter || previous.isNumber || previous == "_" || previous == "." {
                result += word
            }
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// `Optional<X>` as `X?`, `Array<X>` as `[X]`, `Dictionary<K,V>` as
    /// `[K:V]`, `(X)` as `X`, and `Void` inside as `()`, everywhere in `text`.
    private static func desugared(_ text: String) -> String {
        var result = text
        for (name, rewrite) in [
            (
                "Optional<",
                { (inside: Substring) in
                    // Only a function type or a composition needs parentheses before `?`.
                    let bare =
                        BracketScanner.topLevelIndices(of: "-", in: inside).isEmpty
                        && BracketScanner.topLevelIndices(of: "&", in: inside).isEmpty
                    return bare ? "\(inside)?" : "(\(inside))?"
                }
            ),
            ("Array<", { (inside: Substring) in "[\(inside)]" }),
            (
                "Dictionary<",
                { (inside: Substring) in
                    guard let comma = BracketScanner.topLevelIndices(of: ",", in: inside).first
                    else {
                        return "Dictionary<\(inside)>"  // not a dictionary; left as written
                    }
                    return "[" + inside[..<comma] + ":" + inside[inside.index(after: comma)...]
                        + "]"
                }
            ),
        ] {
            // Innermost last: each pass rewrites the last occurrence, so what it
            // encloses is already rewritten and the search never revisits it.
            var searchEnd = result.endIndex
            while let range = result.lastRange(of: name, endingBy: searchEnd) {
                searchEnd = range.lowerBound
                guard isNameStart(range.lowerBound, in: result),
                    let close = BracketScanner.closingBracket(
                        in: result[result.index(before: range.upperBound)...])
                else { continue }
                let offset = result.distance(from: result.startIndex, to: range.lowerBound)
                result.replaceSubrange(
                    range.lowerBound...close, with: rewrite(result[range.upperBound..<close]))
                searchEnd = result.index(result.startIndex, offsetBy: offset)
            }
        }
        result = result.replacingEvery("(Void)", with: "(())")
        // `(X)?` of a rewritten optional, or a written `(X)`: the parentheses of one plain type add nothing.
        while result.hasPrefix("("),
            let close = BracketScanner.closingParenthesis(in: Substring(result)),
            result.index(after: close) == result.endIndex
                || result[result.index(after: close)] == "?",
            BracketScanner.topLevelItems(result.dropFirst().prefix(upTo: close)).count == 1,
            !result[result.index(after: result.startIndex)..<close].containsBytes(of: "->"),
            BracketScanner.topLevelIndices(
                of: ":", in: result[result.index(after: result.startIndex)..<close]
            ).isEmpty
        {
            let inside = result[result.index(after: result.startIndex)..<close]
            let suffix = result[result.index(after: close)...]
            result = String(inside) + suffix
        }
        return result
    }

    private static func isNameStart(_ index: String.Index, in text: String) -> Bool {
        guard index > text.startIndex else { return true }
        let previous = text[text.index(before: index)]
        return !(previous.isLetter || previous.isNumber || previous == "_" || previous == ".")
    }

    /// False for a type no conformance can stand behind: an existential
    /// (`any P`, `Any`, `AnyObject`), an opaque type (`some P`) or a
    /// composition (`A & B`).
    static func isConcrete(_ type: String) -> Bool {
        let type = type.trimmingWhitespace
        if type.hasPrefix("any ") || type.hasPrefix("some ") { return false }
        if type == "Any" || type == "AnyObject" { return false }
        return BracketScanner.topLevelIndices(of: "&", in: Substring(type)).isEmpty
    }
}

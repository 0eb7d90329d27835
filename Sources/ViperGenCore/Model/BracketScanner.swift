/// Finds what lies outside brackets in Swift-shaped text (a type, a parameter
/// list): the `)` that closes a list, the commas between its items, the colon
/// after a parameter's name. `(`, `[` and `<` open a bracket; the `>` of `->`
/// does not close one.
enum BracketScanner {
    /// The indices of `character` in `text` outside any bracket.
    static func topLevelIndices(of character: Character, in text: Substring) -> [Substring.Index] {
        var result: [Substring.Index] = []
        var depth = 0
        var previous: Character = " "
        for index in text.indices {
            let current = text[index]
            defer { previous = current }
            if depth == 0, current == character { result.append(index) }
            switch current {
            case "(", "[", "<": depth += 1
            case ">" where previous == "-": break
            case ")", "]", ">": depth -= 1
            default: break
            }
        }
        return result
    }

    /// The `)` that closes the `(` `text` starts with, or `nil` when brackets
    /// close out of order or not at all.
    static func closingParenthesis(in text: Substring) -> Substring.Index? {
        text.first == "(" ? closingBracket(in: text) : nil
    }

    /// The bracket that closes the `(`, `[` or `<` `text` starts with, or
    /// `nil` when brackets close out of order or not at all.
    static func closingBracket(in text: Substring) -> Substring.Index? {
        let pairs: [Character: Character] = ["(": ")", "[": "]", "<": ">"]
        guard let first = text.first, let closer = pairs[first] else { return nil }
        var depth = 0
        var previous: Character = " "
        for index in text.indices {
            let current = text[index]
            defer { previous = current }
            switch current {
            case "(", "[", "<": depth += 1
            case ">" where previous == "-": break
            case ")", "]", ">":
                depth -= 1
                if depth == 0 { return current == closer ? index : nil }
            default: break
            }
        }
        return nil
    }

    /// The comma-separated items of `text` outside brackets; none when it is blank.
    static func topLevelItems(_ text: Substring) -> [Substring] {
        guard text.contains(where: { $0 != " " }) else { return [] }
        var items: [Substring] = []
        var start = text.startIndex
        for comma in topLevelIndices(of: ",", in: text) {
            items.append(text[start..<comma])
            start = text.index(after: comma)
        }
        items.append(text[start...])
        return items
    }
}

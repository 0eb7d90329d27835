/// Finds the statements of a function body that wire a module
/// (``SwiftBodyStatement``): `let presenter = LoginPresenter(view: view)` and
/// `presenter.router = router`. Everything else is passed over. Linear.
struct SwiftBodyReader {
    let tokens: [SwiftToken]
    let partner: [Int]

    /// The most tokens a binding's type annotation may take.
    static let longestAnnotation = 32

    func statements(in range: Range<Int>) -> [SwiftBodyStatement] {
        var found: [SwiftBodyStatement] = []
        var position = range.lowerBound
        while position < range.upperBound {
            if let binding = binding(at: position, until: range.upperBound) {
                found.append(binding)
            } else if let assignment = assignment(at: position, until: range.upperBound) {
                found.append(assignment)
            }
            position += 1
        }
        return found
    }

    /// `let name = Type(arguments)` or `let name: T = Type(arguments)`.
    private func binding(at position: Int, until end: Int) -> SwiftBodyStatement? {
        let keyword = tokens[position]
        guard keyword.isWord("let") || keyword.isWord("var"), position + 3 < end,
            tokens[position + 1].kind == .word
        else { return nil }
        var cursor = position + 2
        if tokens[cursor].isSymbol(":") {
            // A wiring binding's annotation is short: looking further would make
            // `let a: let a: ...` on one line cost the square of its length.
            let limit = min(end, cursor + Self.longestAnnotation)
            while cursor < limit, !tokens[cursor].isSymbol("="), tokens[cursor].line == keyword.line
            {
                cursor = partner[cursor] >= 0 ? partner[cursor] + 1 : cursor + 1
            }
        }
        guard cursor < end, tokens[cursor].isSymbol("=") else { return nil }
        cursor += 1
        if cursor < end, tokens[cursor].isWord("self"),
            cursor + 1 >= end || tokens[cursor + 1].line != tokens[cursor].line
        {
            return .binding(
                name: tokens[position + 1].text, type: "self", arguments: [], line: keyword.line)
        }
        if cursor + 1 < end, tokens[cursor].kind == .word, tokens[cursor + 1].isSymbol("("),
            tokens[cursor].text.first?.isLowercase == true
        {
            let open = cursor + 1
            return .binding(
                name: tokens[position + 1].text, type: "",
                arguments: arguments(in: open + 1..<partner[open]), line: keyword.line)
        }
        let typeStart = cursor
        while cursor + 1 < end, tokens[cursor].kind == .word, tokens[cursor + 1].isSymbol(".") {
            cursor += 2
        }
        guard cursor + 1 < end, tokens[cursor].kind == .word, tokens[cursor + 1].isSymbol("("),
            let first = tokens[typeStart].text.unicodeScalars.first,
            first.properties.isUppercase
        else { return nil }
        let type = tokens[typeStart...cursor].map(\.text).joined()
        let open = cursor + 1
        return .binding(
            name: tokens[position + 1].text, type: type,
            arguments: arguments(in: open + 1..<partner[open]), line: keyword.line)
    }

    /// `holder.member = value` or `holder?.member = value`, with a name or a
    /// name's member (`scene.router`) as value.
    private func assignment(at position: Int, until end: Int) -> SwiftBodyStatement? {
        guard tokens[position].kind == .word, position == 0 || !tokens[position - 1].isSymbol(".")
        else { return nil }
        var cursor = position + 1
        if cursor < end, tokens[cursor].isSymbol("?") || tokens[cursor].isSymbol("!") {
            cursor += 1
        }
        guard cursor + 4 <= end, tokens[cursor].isSymbol("."), tokens[cursor + 1].kind == .word,
            tokens[cursor + 2].isSymbol("="), tokens[cursor + 3].kind == .word
        else { return nil }
        // The value is a name, or a member of one (`scene.interactor`): the member then names it.
        var valueIndex = cursor + 3
        if valueIndex + 2 < end, tokens[valueIndex + 1].isSymbol("."),
            tokens[valueIndex + 2].kind == .word
        {
            valueIndex += 2
        }
        let valueEnd = valueIndex + 1
        if valueEnd < end, tokens[valueEnd].line == tokens[valueIndex].line,
            tokens[valueEnd].isSymbol(".") || tokens[valueEnd].isSymbol("(")
        {
            return nil
        }
        return .assignment(
            holder: tokens[position].text, member: tokens[cursor + 1].text,
            value: tokens[valueIndex].text, line: tokens[position].line)
    }

    /// The arguments of a call whose values are plain names.
    private func arguments(in range: Range<Int>) -> [SwiftArgument] {
        var found: [SwiftArgument] = []
        var start = range.lowerBound
        var position = range.lowerBound
        while position <= range.upperBound {
            if position == range.upperBound || tokens[position].isSymbol(",") {
                let part = Array(tokens[start..<position])
                if part.count == 1, part[0].kind == .word {
                    found.append(SwiftArgument(label: nil, value: part[0].text))
                } else if part.count == 3, part[0].kind == .word, part[1].isSymbol(":"),
                    part[2].kind == .word
                {
                    found.append(SwiftArgument(label: part[0].text, value: part[2].text))
                }
                start = position + 1
                position += 1
            } else {
                position = partner[position] >= 0 ? partner[position] + 1 : position + 1
            }
        }
        return found
    }
}

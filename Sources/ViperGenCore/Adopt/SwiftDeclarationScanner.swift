/// Reads the declarations of one Swift file (``SwiftDeclaration``): types,
/// protocols, extensions, their members and signatures, and the wiring
/// statements of function bodies. It evaluates nothing and skips what it
/// does not describe. Unbalanced brackets, a type without a body and
/// declarations nested deeper than ``maximumNestingDepth`` are errors at
/// their place. Linear in the number of tokens.
public struct SwiftDeclarationScanner {
    /// How deep type declarations may nest inside each other.
    public static let maximumNestingDepth = 64

    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "static",
        "override", "weak", "unowned", "lazy", "mutating", "nonmutating", "dynamic", "optional",
        "required", "convenience", "nonisolated", "indirect", "isolated", "distributed",
        "prefix", "postfix", "infix", "consuming", "borrowing", "__consuming",
    ]
    static let typeKeywords: [String: SwiftDeclaration.Kind] = [
        "protocol": .protocol, "class": .class, "struct": .struct, "enum": .enum,
        "actor": .actor, "extension": .extension,
    ]

    private let source: SourceFile
    private let tokens: [SwiftToken]
    /// For each opening bracket, the index of its closing one (and -1 elsewhere).
    private let partner: [Int]
    private var index = 0

    private init(source: SourceFile, tokens: [SwiftToken], partner: [Int]) {
        self.source = source
        self.tokens = tokens
        self.partner = partner
    }

    /// The top-level declarations of `source`, or its first error.
    public static func declarations(in source: SourceFile) throws(Diagnostic) -> [SwiftDeclaration]
    {
        let tokens = try SwiftLexer.tokens(of: source)
        let partner = try matchBrackets(tokens, in: source)
        var scanner = SwiftDeclarationScanner(source: source, tokens: tokens, partner: partner)
        return try scanner.members(until: tokens.count, depth: 0)
    }

    // MARK: - Brackets

    private static func matchBrackets(_ tokens: [SwiftToken], in source: SourceFile)
        throws(Diagnostic) -> [Int]
    {
        let pairs: [String: String] = [")": "(", "]": "[", "}": "{"]
        var partner = [Int](repeating: -1, count: tokens.count)
        var open: [Int] = []
        for (position, token) in tokens.enumerated() where token.kind == .symbol {
            switch token.text {
            case "(", "[", "{":
                open.append(position)
            case ")", "]", "}":
                guard let last = open.last else {
                    throw Diagnostic.error(
                        "'\(UnicodeText.visible(token.text))' closes nothing",
                        at: source.location(of: SourceRange(start: token.start, end: token.end)))
                }
                guard tokens[last].text == pairs[token.text] else {
                    throw Diagnostic.error(
                        "'\(token.text)' does not close '\(tokens[last].text)'",
                        at: source.location(of: SourceRange(start: token.start, end: token.end)),
                        notes: [
                            .init(
                                "'\(tokens[last].text)' opened here",
                                at: location(tokens[last], source))
                        ])
                }
                open.removeLast()
                partner[last] = position
            default:
                continue
            }
        }
        if let last = open.last {
            throw Diagnostic.error(
                "'\(tokens[last].text)' is never closed", at: location(tokens[last], source))
        }
        return partner
    }

    private static func location(_ token: SwiftToken, _ source: SourceFile) -> SourceLocation {
        source.location(of: SourceRange(start: token.start, end: token.end))
    }

    // MARK: - Members

    private mutating func members(until end: Int, depth: Int) throws(Diagnostic)
        -> [SwiftDeclaration]
    {
        var found: [SwiftDeclaration] = []
        while index < end {
            var attributes: [String] = []
            var modifiers: [String] = []
            readPrefix(attributes: &attributes, modifiers: &modifiers, until: end)
            guard index < end else { break }
            let token = tokens[index]
            var declaration: SwiftDeclaration?
            if token.kind == .word, !token.isEscaped {
                switch token.text {
                case let word where Self.typeKeywords[word] != nil:
                    declaration = try typeDeclaration(
                        Self.typeKeywords[word] ?? .class, until: end, depth: depth)
                case "func", "init", "subscript":
                    declaration = try function(until: end)
                case "var", "let":
                    found += property(until: end, modifiers: modifiers, attributes: attributes)
                    continue
                case "case":
                    found += enumCases(until: end)
                    continue
                case "typealias", "associatedtype":
                    declaration = aliasDeclaration(until: end)
                case "import" where depth == 0:
                    declaration = importDeclaration(until: end)
                default:
                    skipToken()
                }
            } else {
                skipToken()
            }
            if var declaration {
                declaration.modifiers = modifiers
                declaration.attributes = attributes
                found.append(declaration)
            }
        }
        index = end
        return found
    }

    /// Reads attributes, modifiers and `#if` lines before a declaration.
    private mutating func readPrefix(
        attributes: inout [String], modifiers: inout [String], until end: Int
    ) {
        while index < end {
            let token = tokens[index]
            if token.kind == .attribute {
                attributes.append(token.text)
                index += 1
                skipAdjacentGroup(after: token, until: end)
            } else if token.kind == .pound,
                ["#if", "#elseif", "#else", "#endif"].contains(token.text)
            {
                index += 1
                while index < end, tokens[index].line == token.line { index += 1 }
            } else if token.kind == .word, !token.isEscaped, isModifier(at: index, until: end) {
                modifiers.append(token.text)
                index += 1
                skipAdjacentGroup(after: token, until: end)
            } else {
                return
            }
        }
    }

    private func isModifier(at position: Int, until end: Int) -> Bool {
        let word = tokens[position].text
        if Self.modifiers.contains(word) { return true }
        guard word == "class", position + 1 < end else { return false }
        let next = tokens[position + 1]
        return next.kind == .word
            && (["func", "var", "let", "subscript", "init"].contains(next.text)
                || Self.modifiers.contains(next.text))
    }

    /// Skips `(...)` right after `token` (an attribute's or a modifier's arguments).
    private mutating func skipAdjacentGroup(after token: SwiftToken, until end: Int) {
        guard index < end, tokens[index].isSymbol("("), tokens[index].start == token.end else {
            return
        }
        index = min(partner[index] + 1, end)
    }

    /// Skips one token, or a whole bracketed group.
    private mutating func skipToken() {
        index = partner[index] >= 0 ? partner[index] + 1 : index + 1
    }

    // MARK: - Types

    private mutating func typeDeclaration(_ kind: SwiftDeclaration.Kind, until end: Int, depth: Int)
        throws(Diagnostic) -> SwiftDeclaration
    {
        let keyword = tokens[index]
        guard depth < Self.maximumNestingDepth else {
            throw error(
                "declarations nested more than \(Self.maximumNestingDepth) deep", at: keyword)
        }
        index += 1
        let nameStart = index
        while index < end, tokens[index].kind == .word || tokens[index].isSymbol(".") {
            if index > nameStart, tokens[index].kind == .word, !tokens[index - 1].isSymbol(".") {
                break
            }
            index += 1
        }
        let name = text(nameStart..<index)
        guard !name.isEmpty else {
            throw error("expected a name after '\(keyword.text)'", at: keyword)
        }
        var declaration = SwiftDeclaration(kind: kind, name: name, line: keyword.line)
        var bodyStart = index
        while bodyStart < end, !tokens[bodyStart].isSymbol("{") {
            bodyStart =
                partner[bodyStart] >= 0 && !tokens[bodyStart].isSymbol("{")
                ? partner[bodyStart] + 1 : bodyStart + 1
        }
        guard bodyStart < end else {
            throw error("'\(keyword.text) \(UnicodeText.visible(name))' has no body", at: keyword)
        }
        readHeader(index..<bodyStart, into: &declaration)
        let bodyEnd = partner[bodyStart]
        index = bodyStart + 1
        declaration.members = try members(until: bodyEnd, depth: depth + 1)
        index = bodyEnd + 1
        return declaration
    }

    /// Generic parameters, the inheritance clause and the `where` clause of a type.
    private func readHeader(_ range: Range<Int>, into declaration: inout SwiftDeclaration) {
        var position = range.lowerBound
        if position < range.upperBound, tokens[position].isSymbol("<") {
            declaration.isGeneric = true
            position = angleEnd(from: position, until: range.upperBound)
        }
        guard position < range.upperBound, tokens[position].isSymbol(":") else {
            declaration.isGeneric =
                declaration.isGeneric || range.contains { tokens[$0].isWord("where") }
            return
        }
        position += 1
        var clauseEnd = position
        while clauseEnd < range.upperBound, !tokens[clauseEnd].isWord("where") { clauseEnd += 1 }
        declaration.isGeneric = declaration.isGeneric || clauseEnd < range.upperBound
        declaration.inherits = splitTopLevel(position..<clauseEnd).map { text($0) }.filter {
            !$0.isEmpty
        }
    }

    /// The index after the `>` matching the `<` at `start`.
    private func angleEnd(from start: Int, until end: Int) -> Int {
        var depth = 0
        var position = start
        while position < end {
            let token = tokens[position]
            if token.isSymbol("<") { depth += 1 }
            if token.isSymbol(">") {
                depth -= 1
                if depth == 0 { return position + 1 }
            }
            position = partner[position] >= 0 ? partner[position] + 1 : position + 1
        }
        return end
    }

    // MARK: - Functions

    private mutating func function(until end: Int) throws(Diagnostic) -> SwiftDeclaration {
        let keyword = tokens[index]
        index += 1
        var name = keyword.text
        if keyword.text == "func" {
            let nameStart = index
            if index < end, tokens[index].kind == .word {
                index += 1
            } else {
                while index < end, tokens[index].kind == .symbol, !tokens[index].isSymbol("(") {
                    index += 1
                }
            }
            name = text(nameStart..<index)
        } else if index < end, tokens[index].isSymbol("?") || tokens[index].isSymbol("!") {
            index += 1
        }
        let kind: SwiftDeclaration.Kind = keyword.text == "func" ? .function : .initializer
        var declaration = SwiftDeclaration(kind: kind, name: name, line: keyword.line)
        if index < end, tokens[index].isSymbol("<") {
            declaration.isGeneric = true
            index = angleEnd(from: index, until: end)
        }
        guard index < end, tokens[index].isSymbol("(") else {
            throw error(
                "expected '(' after '\(keyword.text) \(UnicodeText.visible(name))'", at: keyword)
        }
        declaration.parameters = parameters(in: index + 1..<partner[index], enumCase: false)
        index = partner[index] + 1
        while index < end, tokens[index].kind == .word,
            ["async", "throws", "rethrows", "reasync"].contains(tokens[index].text)
        {
            var effect = tokens[index].text
            index += 1
            if index < end, tokens[index].isSymbol("("),
                tokens[index].start == tokens[index - 1].end
            {
                effect += "(" + text(index + 1..<partner[index]) + ")"
                index = partner[index] + 1
            }
            declaration.effects.append(effect)
        }
        if index < end, tokens[index].isSymbol("->") {
            index += 1
            let typeEnd = typeEnd(from: index, until: end, stoppingAt: ["{", "where"])
            declaration.type = text(index..<typeEnd)
            index = typeEnd
        }
        if index < end, tokens[index].isWord("where") {
            declaration.isGeneric = true
            while index < end, !tokens[index].isSymbol("{"),
                tokens[index].line == tokens[index - 1].line
                    || isContinuation(tokens[index - 1])
            {
                skipToken()
            }
        }
        if index < end, tokens[index].isSymbol("{") {
            declaration.hasBody = true
            declaration.statements = SwiftBodyReader(tokens: tokens, partner: partner)
                .statements(in: index + 1..<partner[index])
            index = partner[index] + 1
        }
        return declaration
    }

    /// Parameters of a function or an enum case, split at top-level commas.
    private func parameters(in range: Range<Int>, enumCase: Bool) -> [ScannedParameter] {
        splitTopLevel(range).compactMap { part -> ScannedParameter? in
            guard !part.isEmpty else { return nil }
            let colon = part.first { tokens[$0].isSymbol(":") && partner[$0] < 0 }
            guard let colon else {
                return enumCase ? ScannedParameter(label: nil, name: "", type: text(part)) : nil
            }
            let names = (part.lowerBound..<colon).filter { tokens[$0].kind == .word }.map {
                tokens[$0].text
            }
            var typeEnd = colon + 1
            while typeEnd < part.upperBound, !tokens[typeEnd].isSymbol("=") {
                typeEnd = partner[typeEnd] >= 0 ? partner[typeEnd] + 1 : typeEnd + 1
            }
            let type = text(colon + 1..<min(typeEnd, part.upperBound))
            var parameter: ScannedParameter
            switch names.count {
            case 0: return nil
            case 1:
                let label: String? = names[0] == "_" ? nil : names[0]
                parameter = ScannedParameter(label: label, name: label ?? "", type: type)
            default:
                let label: String? = names[names.count - 2] == "_" ? nil : names[names.count - 2]
                parameter = ScannedParameter(label: label, name: names[names.count - 1], type: type)
            }
            if typeEnd < part.upperBound {
                parameter.defaultValue = text(typeEnd + 1..<part.upperBound)
            }
            return parameter
        }
    }

    /// Splits `range` at commas outside brackets and angle brackets.
    private func splitTopLevel(_ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var angles = 0
        var position = range.lowerBound
        var seenEquals = false
        while position < range.upperBound {
            let token = tokens[position]
            if token.isSymbol("=") { seenEquals = true }
            if !seenEquals, token.isSymbol("<") { angles += 1 }
            if !seenEquals, token.isSymbol(">"), angles > 0 { angles -= 1 }
            if token.isSymbol(","), angles == 0 {
                parts.append(start..<position)
                start = position + 1
                seenEquals = false
            }
            position = partner[position] >= 0 ? partner[position] + 1 : position + 1
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    // MARK: - Properties, cases, aliases

    private mutating func property(until end: Int, modifiers: [String], attributes: [String])
        -> [SwiftDeclaration]
    {
        let keyword = tokens[index]
        index += 1
        var found: [SwiftDeclaration] = []
        while index < end {
            guard tokens[index].kind == .word else {
                index = statementEnd(from: index, until: end)
                return found
            }
            var property = SwiftDeclaration(
                kind: .property, name: tokens[index].text, line: keyword.line)
            property.modifiers = modifiers
            property.attributes = attributes
            property.isConstant = keyword.text == "let"
            index += 1
            if index < end, tokens[index].isSymbol(":") {
                index += 1
                let typeEnd = typeEnd(from: index, until: end, stoppingAt: ["{", "=", ","])
                property.type = text(index..<typeEnd)
                index = typeEnd
            }
            if index < end, tokens[index].isSymbol("=") {
                index += 1
                let valueEnd = statementEnd(from: index, until: end, stoppingAtComma: true)
                property.initialValue = sourceText(index..<valueEnd)
                index = valueEnd
            }
            if index < end, tokens[index].isSymbol("{") {
                readAccessors(into: &property)
            }
            found.append(property)
            guard index < end, tokens[index].isSymbol(",") else { break }
            index += 1
        }
        return found
    }

    /// Reads `{ get set }` (a requirement's accessors), observers (a stored
    /// property) or a getter's body (a computed property).
    private mutating func readAccessors(into property: inout SwiftDeclaration) {
        let close = partner[index]
        let inner = index + 1..<close
        index = close + 1
        if let first = inner.first,
            tokens[first].isWord("willSet") || tokens[first].isWord("didSet")
        {
            return
        }
        let accessorWords: Set<String> = [
            "get", "set", "mutating", "nonmutating", "async", "throws",
        ]
        if !inner.isEmpty,
            inner.allSatisfy({ tokens[$0].kind == .word && accessorWords.contains(tokens[$0].text) }
            )
        {
            property.accessors = inner.map { tokens[$0].text }
        } else {
            property.isComputed = true
        }
    }

    private mutating func enumCases(until end: Int) -> [SwiftDeclaration] {
        let keyword = tokens[index]
        index += 1
        var found: [SwiftDeclaration] = []
        while index < end, tokens[index].kind == .word {
            var enumCase = SwiftDeclaration(
                kind: .enumCase, name: tokens[index].text, line: keyword.line)
            index += 1
            if index < end, tokens[index].isSymbol("(") {
                enumCase.parameters = parameters(in: index + 1..<partner[index], enumCase: true)
                index = partner[index] + 1
            }
            if index < end, tokens[index].isSymbol("=") {
                index = statementEnd(from: index + 1, until: end, stoppingAtComma: true)
            }
            found.append(enumCase)
            guard index < end, tokens[index].isSymbol(",") else { break }
            index += 1
        }
        return found
    }

    private mutating func aliasDeclaration(until end: Int) -> SwiftDeclaration? {
        let keyword = tokens[index]
        index += 1
        guard index < end, tokens[index].kind == .word else { return nil }
        let kind: SwiftDeclaration.Kind = keyword.text == "typealias" ? .typeAlias : .associatedType
        var declaration = SwiftDeclaration(kind: kind, name: tokens[index].text, line: keyword.line)
        index += 1
        let valueEnd = statementEnd(from: index, until: end)
        if let equals = (index..<valueEnd).first(where: { tokens[$0].isSymbol("=") }) {
            declaration.type = text(equals + 1..<valueEnd)
        }
        index = valueEnd
        return declaration
    }

    /// `import Kit`, `import Kit.Sub`, `import struct Kit.Type`: the module, `Kit`.
    private mutating func importDeclaration(until end: Int) -> SwiftDeclaration? {
        let keyword = tokens[index]
        index += 1
        let kinds: Set<String> = [
            "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
        ]
        if index < end, tokens[index].kind == .word, kinds.contains(tokens[index].text),
            index + 1 < end, tokens[index + 1].kind == .word
        {
            index += 1
        }
        guard index < end, tokens[index].kind == .word, tokens[index].line == keyword.line else {
            return nil
        }
        let declaration = SwiftDeclaration(
            kind: .import, name: tokens[index].text, line: keyword.line)
        index += 1
        return declaration
    }

    // MARK: - Extents

    /// Where a type written from `start` ends: at a token of `stops` outside
    /// brackets, at `;`, or at a line break that nothing continues.
    private func typeEnd(from start: Int, until end: Int, stoppingAt stops: Set<String>) -> Int {
        var position = start
        var angles = 0
        while position < end {
            let token = tokens[position]
            if position > start, token.line > tokens[position - 1].line,
                !isContinuation(tokens[position - 1]), !isContinuation(token), angles == 0
            {
                return position
            }
            if token.isSymbol("<") { angles += 1 }
            if token.isSymbol(">"), angles > 0 { angles -= 1 }
            if angles == 0, stops.contains(token.text), token.kind != .string { return position }
            if token.isSymbol(";") { return position }
            position = partner[position] >= 0 ? partner[position] + 1 : position + 1
        }
        return end
    }

    /// Where an expression or a statement started at `start` ends: a line
    /// break that nothing continues, a `;`, or (optionally) a top-level comma.
    private func statementEnd(from start: Int, until end: Int, stoppingAtComma: Bool = false) -> Int
    {
        var position = start
        while position < end {
            let token = tokens[position]
            if position > start, token.line > tokens[position - 1].line,
                !isContinuation(tokens[position - 1]), !isContinuation(token)
            {
                return position
            }
            if token.isSymbol(";") || (stoppingAtComma && token.isSymbol(",")) { return position }
            position = partner[position] >= 0 ? partner[position] + 1 : position + 1
        }
        return end
    }

    /// A token that continues its line into the next: a binary operator, a
    /// `.`, a comma or a colon at one end of the break.
    private func isContinuation(_ token: SwiftToken) -> Bool {
        token.kind == .symbol && Self.continuations.contains(token.text)
    }

    static let continuations: Set<String> = [
        "&", "->", ".", ",", ":", "<", "=", "|", "+", "-", "*", "/",
    ]

    // MARK: - Text

    private func text(_ range: Range<Int>) -> String {
        SwiftTypeText.join(tokens[range])
    }

    /// The source of `range` as written (an expression keeps its spacing).
    private func sourceText(_ range: Range<Int>) -> String {
        guard let first = range.first, let last = range.last else { return "" }
        return SourceFile.decoded(source.bytes[tokens[first].start..<tokens[last].end])
    }

    private func error(_ message: String, at token: SwiftToken) -> Diagnostic {
        .error(message, at: Self.location(token, source))
    }
}

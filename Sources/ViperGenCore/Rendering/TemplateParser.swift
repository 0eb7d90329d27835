/// Turns a template's text into a ``Template`` tree, collecting every parse error
/// (unterminated, malformed or unknown tags, unknown filters, unbalanced blocks).
struct TemplateParser {
    private let file: SourceFile
    private let tokens: [TemplateToken]
    private var index = 0
    private var diagnostics: [Diagnostic] = []
    /// The blocks opened and not yet closed, innermost last.
    private var openBlocks: [OpenBlock] = []
    /// Set when blocks nest deeper than ``maximumNesting``: parsing stops there.
    private var isTooDeep = false

    /// Blocks (`if`, `for`) nested deeper than this are refused, as the spec
    /// parser refuses deep collections: parsing and rendering recurse once per level.
    static let maximumNesting = 100

    private init(file: SourceFile, tokens: [TemplateToken], diagnostics: [Diagnostic]) {
        self.file = file
        self.tokens = tokens
        self.diagnostics = diagnostics
    }

    /// The parsed template and every parse error, sorted by location. With
    /// errors, the template holds what could be parsed (enough to check its
    /// includes) and must not be rendered.
    static func parse(name: String, file: SourceFile) -> (
        template: Template, diagnostics: [Diagnostic]
    ) {
        let (tokens, lexical) = TemplateLexer.tokenize(file)
        var parser = TemplateParser(file: file, tokens: tokens, diagnostics: lexical)
        let (nodes, _) = parser.parseNodes()
        // An end tag that closes an outer block is read twice; report its problems once.
        var seen: Set<Diagnostic> = []
        let diagnostics = parser.diagnostics.filter { seen.insert($0).inserted }
        return (Template(name: name, file: file, nodes: nodes), diagnostics.sortedByLocation())
    }

    // MARK: Blocks

    private enum BlockKind {
        case `if`
        case `for`
    }

    private struct OpenBlock {
        var kind: BlockKind
        var tagRange: SourceRange
        var hasElse = false
    }

    /// Why ``parseNodes()`` stopped.
    private enum Terminator {
        case endOfFile
        /// A tag that continues or closes the innermost block (consumed).
        case tag(BlockTag)
        /// An end tag for an outer block (not consumed): the innermost is unclosed.
        case outerBlockEnd
    }

    /// `item in items`
    private struct LoopHeader {
        var variable: String
        var sequence: Template.Path
    }

    /// A `{% ... %}` tag, understood. Malformed openers carry `nil` so their
    /// block is still matched with its end tag.
    private enum BlockTag {
        case `if`(Template.Condition?)
        case elif(Template.Condition?)
        case `else`
        case endif
        case `for`(LoopHeader?)
        case endfor
        case include(name: String, range: SourceRange)

        /// `if` and `for` open a block (one level deeper).
        var opensBlock: Bool {
            switch self {
            case .if, .for: return true
            default: return false
            }
        }

        var keyword: String {
            switch self {
            case .if: return "if"
            case .elif: return "elif"
            case .else: return "else"
            case .endif: return "endif"
            case .for: return "for"
            case .endfor: return "endfor"
            case .include: return "include"
            }
        }
    }

    private mutating func parseNodes() -> (nodes: [Template.Node], terminator: Terminator) {
        var nodes: [Template.Node] = []
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .text:
                index += 1
                if !token.kept.isEmpty {
                    nodes.append(.text(String(decoding: file.bytes[token.kept], as: UTF8.self)))
                }
            case .comment:
                index += 1
            case .output:
                index += 1
                if let output = parseOutput(token) { nodes.append(.output(output)) }
            case .block:
                guard let tag = parseBlockTag(token) else {
                    index += 1
                    continue
                }
                if tag.opensBlock, openBlocks.count >= Self.maximumNesting {
                    diagnostics.append(
                        TemplateDiagnostics.nestingTooDeep(
                            Self.maximumNesting,
                            at: file.location(of: token.range)))
                    isTooDeep = true
                    index = tokens.count
                    return (nodes, .endOfFile)
                }
                switch tag {
                case .include(let name, let range):
                    index += 1
                    let indentation = token.isStandalone ? token.lineIndentation : ""
                    nodes.append(
                        .include(
                            Template.Include(name: name, nameRange: range, indentation: indentation)
                        ))
                case .if(let condition):
                    index += 1
                    if let conditional = parseConditional(
                        opening: token.range, condition: condition)
                    {
                        nodes.append(.conditional(conditional))
                    }
                case .for(let header):
                    index += 1
                    if let loop = parseLoop(opening: token.range, header: header) {
                        nodes.append(.loop(loop))
                    }
                case .elif, .else, .endif, .endfor:
                    if innermostAccepts(tag) {
                        index += 1
                        return (nodes, .tag(tag))
                    }
                    if outerBlockAccepts(tag) {
                        return (nodes, .outerBlockEnd)
                    }
                    index += 1
                    diagnostics.append(unexpected(tag, at: token.range))
                }
            }
        }
        return (nodes, .endOfFile)
    }

    private func innermostAccepts(_ tag: BlockTag) -> Bool {
        guard let innermost = openBlocks.last else { return false }
        switch (innermost.kind, tag) {
        case (.if, .endif), (.for, .endfor): return true
        case (.if, .elif), (.if, .else): return !innermost.hasElse
        default: return false
        }
    }

    private func outerBlockAccepts(_ tag: BlockTag) -> Bool {
        let outer = openBlocks.dropLast()
        switch tag {
        case .endif: return outer.contains { $0.kind == .if }
        case .endfor: return outer.contains { $0.kind == .for }
        default: return false
        }
    }

    private func unexpected(_ tag: BlockTag, at range: SourceRange) -> Diagnostic {
        let location = file.location(of: range)
        switch tag {
        case .else, .elif:
            if let open = openBlocks.last, open.kind == .if, open.hasElse {
                let ifLine = file.location(of: open.tagRange).line
                return TemplateDiagnostics.branchAfterElse(
                    tag.keyword, ifLine: ifLine, at: location)
            }
            return TemplateDiagnostics.branchOutsideIf(tag.keyword, at: location)
        default:
            return TemplateDiagnostics.unexpectedEnd(tag.keyword, at: location)
        }
    }

    private mutating func parseConditional(opening: SourceRange, condition: Template.Condition?)
        -> Template.Conditional?
    {
        openBlocks.append(OpenBlock(kind: .if, tagRange: opening))
        defer { openBlocks.removeLast() }
        var branches: [(condition: Template.Condition?, body: [Template.Node])] = []
        var currentCondition = condition
        var otherwise: [Template.Node] = []
        var inElse = false
        parsing: while true {
            let (body, terminator) = parseNodes()
            if inElse { otherwise = body } else { branches.append((currentCondition, body)) }
            switch terminator {
            case .tag(.elif(let next)):
                currentCondition = next
            case .tag(.else):
                inElse = true
                openBlocks[openBlocks.count - 1].hasElse = true
            case .tag:
                break parsing
            case .endOfFile, .outerBlockEnd:
                if !isTooDeep {
                    diagnostics.append(
                        TemplateDiagnostics.unclosedBlock("if", at: file.location(of: opening)))
                }
                break parsing
            }
        }
        var valid: [(condition: Template.Condition, body: [Template.Node])] = []
        for branch in branches {
            guard let condition = branch.condition else { return nil }
            valid.append((condition, branch.body))
        }
        return Template.Conditional(branches: valid, otherwise: otherwise)
    }

    private mutating func parseLoop(opening: SourceRange, header: LoopHeader?) -> Template.Loop? {
        openBlocks.append(OpenBlock(kind: .for, tagRange: opening))
        defer { openBlocks.removeLast() }
        let (body, terminator) = parseNodes()
        if case .tag = terminator {
        } else if !isTooDeep {
            diagnostics.append(
                TemplateDiagnostics.unclosedBlock("for", at: file.location(of: opening)))
        }
        guard let header else { return nil }
        return Template.Loop(variable: header.variable, sequence: header.sequence, body: body)
    }

    // MARK: Tag contents

    private mutating func parseBlockTag(_ token: TemplateToken) -> BlockTag? {
        let words = TagWord.scan(file.bytes, in: token.content)
        // Located only when reported: a location decodes its whole line.
        let tagLocation = LazyLocation(file: file, range: token.range)
        guard let keyword = words.first, case .name = keyword.kind else {
            diagnostics.append(TemplateDiagnostics.missingTagKeyword(at: tagLocation.value))
            return nil
        }
        let arguments = Array(words.dropFirst())
        switch keyword.text {
        case "if", "elif":
            let condition = parseCondition(
                arguments, keyword: keyword.text, tagLocation: tagLocation)
            return keyword.text == "if" ? .if(condition) : .elif(condition)
        case "else", "endif", "endfor":
            if let extra = arguments.first {
                diagnostics.append(
                    TemplateDiagnostics.unexpectedArguments(
                        keyword.text,
                        at: file.location(
                            of: SourceRange(
                                start: extra.range.start,
                                end: arguments.last!.range.end))))
            }
            switch keyword.text {
            case "else": return .else
            case "endif": return .endif
            default: return .endfor
            }
        case "for":
            return .for(parseLoopHeader(arguments, tagLocation: tagLocation))
        case "include":
            guard arguments.count == 1, case .string(let name) = arguments[0].kind else {
                diagnostics.append(TemplateDiagnostics.malformedInclude(at: tagLocation.value))
                return nil
            }
            return .include(name: name, range: arguments[0].range)
        default:
            diagnostics.append(
                TemplateDiagnostics.unknownTag(keyword.text, at: file.location(of: keyword.range)))
            return nil
        }
    }

    private mutating func parseCondition(
        _ words: [TagWord], keyword: String,
        tagLocation: LazyLocation
    ) -> Template.Condition? {
        var words = words[...]
        var isNegated = false
        if words.count == 2, words.first?.text == "not", case .name = words.first!.kind {
            isNegated = true
            words = words.dropFirst()
        }
        guard words.count == 1, let word = words.first, case .name = word.kind else {
            diagnostics.append(
                TemplateDiagnostics.malformedCondition(keyword, at: tagLocation.value))
            return nil
        }
        guard let path = parsePath(word) else { return nil }
        return Template.Condition(path: path, isNegated: isNegated)
    }

    private mutating func parseLoopHeader(_ words: [TagWord], tagLocation: LazyLocation)
        -> LoopHeader?
    {
        guard words.count == 3, case .name = words[0].kind, words[1].text == "in",
            case .name = words[1].kind,
            case .name = words[2].kind, let variable = parsePath(words[0]),
            variable.segments.count == 1
        else {
            diagnostics.append(TemplateDiagnostics.malformedFor(at: tagLocation.value))
            return nil
        }
        if variable.text == "loop" {
            diagnostics.append(
                TemplateDiagnostics.loopVariableNamedLoop(at: file.location(of: words[0].range)))
            return nil
        }
        guard let sequence = parsePath(words[2]) else { return nil }
        return LoopHeader(variable: variable.text, sequence: sequence)
    }

    private mutating func parseOutput(_ token: TemplateToken) -> Template.Output? {
        let words = TagWord.scan(file.bytes, in: token.content)
        guard let first = words.first else {
            diagnostics.append(TemplateDiagnostics.emptyOutput(at: file.location(of: token.range)))
            return nil
        }
        let expression: Template.Output.Expression
        switch first.kind {
        case .name:
            guard let path = parsePath(first) else { return nil }
            expression = .path(path)
        case .string(let text):
            expression = .literal(text)
        case .pipe, .other:
            diagnostics.append(
                TemplateDiagnostics.expectedVariable(
                    found: first.text, at: file.location(of: first.range)))
            return nil
        }
        var filters: [TemplateFilter] = []
        var isValid = true
        var position = 1
        while position < words.count {
            let word = words[position]
            guard case .pipe = word.kind else {
                diagnostics.append(
                    TemplateDiagnostics.unexpectedInOutput(
                        word.text, at: file.location(of: word.range)))
                return nil
            }
            guard position + 1 < words.count, case .name = words[position + 1].kind else {
                diagnostics.append(
                    TemplateDiagnostics.missingFilterName(at: file.location(of: word.range)))
                return nil
            }
            let nameWord = words[position + 1]
            if let filter = TemplateFilter(rawValue: nameWord.text) {
                filters.append(filter)
            } else {
                diagnostics.append(
                    TemplateDiagnostics.unknownFilter(
                        nameWord.text, at: file.location(of: nameWord.range)))
                isValid = false
            }
            position += 2
        }
        guard isValid else { return nil }
        return Template.Output(
            expression: expression, filters: filters,
            continuationIndentation: token.lineIndentation)
    }

    /// A dotted path whose segments are identifiers (`a.b_c.d2`), or an error.
    private mutating func parsePath(_ word: TagWord) -> Template.Path? {
        // A name word is ASCII: split its bytes at each dot, no String.split.
        let bytes = file.bytes
        var segments: [String] = []
        var start = word.range.start
        for position in word.range.start...word.range.end
        where position == word.range.end || bytes[position] == UInt8(ascii: ".") {
            guard start < position, !Self.isDigit(bytes[start]),
                bytes[start..<position].allSatisfy(SwiftName.isASCIIIdentifierByte)
            else {
                diagnostics.append(
                    TemplateDiagnostics.invalidVariableName(
                        word.text, at: file.location(of: word.range)))
                return nil
            }
            segments.append(String(decoding: bytes[start..<position], as: UTF8.self))
            start = position + 1
        }
        return Template.Path(segments: segments, range: word.range)
    }

    fileprivate static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    fileprivate static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
    }
}

/// A tag's location, computed when a diagnostic needs it.
private struct LazyLocation {
    let file: SourceFile
    let range: SourceRange

    var value: SourceLocation { file.location(of: range) }
}

/// One word inside a tag: a name (`module.name`, `for`), a quoted string, `|`,
/// or anything else (kept whole so errors can quote it).
private struct TagWord {
    enum Kind {
        case name
        case string(String)
        case pipe
        case other
    }

    var kind: Kind
    var text: String
    var range: SourceRange

    static func scan(_ bytes: [UInt8], in content: SourceRange) -> [TagWord] {
        var words: [TagWord] = []
        var position = content.start
        let end = content.end
        func isNameByte(_ byte: UInt8) -> Bool {
            TemplateParser.isLetter(byte) || TemplateParser.isDigit(byte)
                || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: ".")
        }
        func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
        }
        while position < end {
            let byte = bytes[position]
            let start = position
            if isSpace(byte) {
                position += 1
                continue
            }
            let kind: Kind
            if byte == UInt8(ascii: "|") {
                position += 1
                kind = .pipe
            } else if byte == UInt8(ascii: "\"") {
                position += 1
                while position < end, bytes[position] != UInt8(ascii: "\"") { position += 1 }
                let closed = position < end
                let value = String(decoding: bytes[(start + 1)..<position], as: UTF8.self)
                if closed { position += 1 }
                kind = closed ? .string(value) : .other
            } else if isNameByte(byte) {
                while position < end, isNameByte(bytes[position]) { position += 1 }
                kind = .name
            } else {
                while position < end, !isSpace(bytes[position]), !isNameByte(bytes[position]),
                    bytes[position] != UInt8(ascii: "|"), bytes[position] != UInt8(ascii: "\"")
                {
                    position += 1
                }
                kind = .other
            }
            words.append(
                TagWord(
                    kind: kind, text: String(decoding: bytes[start..<position], as: UTF8.self),
                    range: SourceRange(start: start, end: position)))
        }
        return words
    }
}

/// One piece of a template before parsing: literal text or a tag, with what the
/// whitespace rules decided about it.
struct TemplateToken: Sendable {
    enum Kind: Sendable {
        case text
        /// `{{ ... }}`
        case output
        /// `{% ... %}`
        case block
        /// `{# ... #}`
        case comment
    }

    var kind: Kind
    /// The whole token, delimiters included.
    var range: SourceRange
    /// For tags: what is between the delimiters and the trim markers.
    var content: SourceRange
    /// `{{-`, `{%-`, `{#-`: trims all whitespace before the tag.
    var trimsBefore = false
    /// `-}}`, `-%}`, `-#}`: trims all whitespace after the tag.
    var trimsAfter = false
    /// For text: the bytes that remain after the whitespace rules.
    var kept: Range<Int> = 0..<0
    /// For block and comment tags: alone on its line, which is then removed.
    var isStandalone = false
    /// The spaces and tabs at the start of the tag's line in the source.
    var lineIndentation = ""
}

/// Splits a template into text and tags, then applies the whitespace rules:
/// standalone lines disappear and trim markers eat neighbouring whitespace.
struct TemplateLexer {
    private let bytes: [UInt8]
    private var tokens: [TemplateToken] = []
    private(set) var diagnostics: [Diagnostic] = []
    private let file: SourceFile
    /// How far line starts have been looked for, and the last line start
    /// before that: tags come in order, so finding each tag's line start
    /// costs nothing extra (a scan back from every tag would make a long line
    /// of tags quadratic).
    private var lineScanPosition = 0
    private var lastLineStart = 0
    /// The indentation of the line at `lastLineStart`, once worked out: a
    /// line of many tags after a long indentation reads it once.
    private var lastLineIndentation: String?
    /// Bytes read to find the tags' lines and indentation: at most twice the
    /// template's length (`lineScanCost(of:)` lets a test hold it to that).
    private var lineScanSteps = 0

    private init(file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
    }

    /// The tokens of `file` and any lexical errors (unterminated tags).
    static func tokenize(_ file: SourceFile) -> (tokens: [TemplateToken], diagnostics: [Diagnostic])
    {
        var lexer = TemplateLexer(file: file)
        lexer.split()
        lexer.applyWhitespaceRules()
        return (lexer.tokens, lexer.diagnostics)
    }

    /// How many bytes tokenizing `file` reads to find its tags' lines and
    /// indentation: linear in the file, however many tags share a line.
    static func lineScanCost(of file: SourceFile) -> Int {
        var lexer = TemplateLexer(file: file)
        lexer.split()
        return lexer.lineScanSteps
    }

    // MARK: Splitting

    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")
    private static let percent = UInt8(ascii: "%")
    private static let hash = UInt8(ascii: "#")
    private static let dash = UInt8(ascii: "-")
    private static let quote = UInt8(ascii: "\"")
    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")

    private mutating func split() {
        var textStart = 0
        while let (start, kind) = Self.nextTag(in: bytes, from: textStart) {
            if start > textStart { appendText(textStart..<start) }
            textStart = lexTag(kind, at: start)
        }
        if bytes.count > textStart { appendText(textStart..<bytes.count) }
    }

    /// Where the next tag opens (`{{`, `{%` or `{#`) at or after `start`, and its kind.
    private static func nextTag(in bytes: [UInt8], from start: Int) -> (
        start: Int, kind: TemplateToken.Kind
    )? {
        // Most of a template is text: this loop reads it without bounds checks.
        bytes.withUnsafeBufferPointer { buffer in
            var position = start
            while position + 1 < buffer.count {
                if buffer[position] == openBrace, let kind = tagKind(after: buffer[position + 1]) {
                    return (position, kind)
                }
                position += 1
            }
            return nil
        }
    }

    private static func tagKind(after byte: UInt8) -> TemplateToken.Kind? {
        switch byte {
        case openBrace: return .output
        case percent: return .block
        case hash: return .comment
        default: return nil
        }
    }

    private mutating func appendText(_ range: Range<Int>) {
        var token = TemplateToken(
            kind: .text, range: SourceRange(start: range.lowerBound, end: range.upperBound),
            content: SourceRange(start: range.lowerBound, end: range.upperBound))
        token.kept = range
        tokens.append(token)
    }

    /// Lexes the tag opening at `start`; returns where lexing continues.
    private mutating func lexTag(_ kind: TemplateToken.Kind, at start: Int) -> Int {
        let closer: UInt8 =
            switch kind {
            case .output: Self.closeBrace
            case .block: Self.percent
            case .comment, .text: Self.hash
            }
        var contentStart = start + 2
        let trimsBefore = contentStart < bytes.count && bytes[contentStart] == Self.dash
        if trimsBefore { contentStart += 1 }
        let search = findCloser(closer, from: contentStart, acrossLines: kind == .comment)
        guard case .found(let closerStart) = search else {
            let closerText = String(decoding: [closer, Self.closeBrace], as: UTF8.self)
            if case .openQuote(let quote) = search {
                diagnostics.append(
                    TemplateDiagnostics.unterminatedString(
                        closer: closerText,
                        at: file.location(of: SourceRange(start: quote, end: quote + 1))))
            } else {
                diagnostics.append(
                    TemplateDiagnostics.unterminatedTag(
                        opener: String(decoding: bytes[start..<start + 2], as: UTF8.self),
                        closer: closerText,
                        at: file.location(of: SourceRange(start: start, end: start + 2))))
            }
            // Resume at the end of the line: the rest of it is part of the broken tag.
            if kind == .comment { return bytes.count }
            var end = contentStart
            while end < bytes.count, bytes[end] != Self.newline { end += 1 }
            return end
        }
        var contentEnd = closerStart
        let trimsAfter = contentEnd > contentStart && bytes[contentEnd - 1] == Self.dash
        if trimsAfter { contentEnd -= 1 }
        var token = TemplateToken(
            kind: kind, range: SourceRange(start: start, end: closerStart + 2),
            content: SourceRange(start: contentStart, end: contentEnd))
        token.trimsBefore = trimsBefore
        token.trimsAfter = trimsAfter
        token.lineIndentation = indentation(ofLineContaining: start)
        tokens.append(token)
        return closerStart + 2
    }

    private enum CloserSearch {
        case found(Int)
        case missing
        /// The line ended inside a `"quoted"` part that starts at this offset.
        case openQuote(Int)
    }

    /// Finds `closer` followed by `}`. Output and block tags end on their line
    /// and may contain `"quoted"` text holding the closer.
    private func findCloser(_ closer: UInt8, from start: Int, acrossLines: Bool) -> CloserSearch {
        var position = start
        var openQuote: Int?
        while position < bytes.count {
            let byte = bytes[position]
            if byte == Self.newline, !acrossLines { break }
            if !acrossLines, byte == Self.quote {
                openQuote = openQuote == nil ? position : nil
            } else if openQuote == nil, byte == closer, position + 1 < bytes.count,
                bytes[position + 1] == Self.closeBrace
            {
                return .found(position)
            }
            position += 1
        }
        return openQuote.map(CloserSearch.openQuote) ?? .missing
    }

    /// The spaces and tabs that start the line holding `offset` (offsets come in increasing order).
    private mutating func indentation(ofLineContaining offset: Int) -> String {
        while lineScanPosition < offset {
            if bytes[lineScanPosition] == Self.newline {
                lastLineStart = lineScanPosition + 1
                lastLineIndentation = nil
            }
            lineScanPosition += 1
            lineScanSteps += 1
        }
        if let known = lastLineIndentation { return known }
        // The line's indentation ends before its first tag, which is this one.
        var end = lastLineStart
        while end < offset, bytes[end] == Self.space || bytes[end] == Self.tab { end += 1 }
        lineScanSteps += end - lastLineStart
        let indentation = String(decoding: bytes[lastLineStart..<end], as: UTF8.self)
        lastLineIndentation = indentation
        return indentation
    }

    // MARK: Whitespace rules

    private mutating func applyWhitespaceRules() {
        // Decide on the untouched text first, so neighbouring tags see the same source.
        var cutsBefore = [Int](repeating: 0, count: tokens.count)
        var cutsAfter = [Int](repeating: 0, count: tokens.count)
        for index in tokens.indices where tokens[index].kind != .text {
            if tokens[index].kind != .output,
                let before = horizontalSpaceToLineStart(before: index),
                let after = spaceThroughLineEnd(after: index)
            {
                tokens[index].isStandalone = true
                if index > 0 { cutsAfter[index - 1] = max(cutsAfter[index - 1], before) }
                if index + 1 < tokens.count {
                    cutsBefore[index + 1] = max(cutsBefore[index + 1], after)
                }
            }
            if tokens[index].trimsBefore, index > 0, tokens[index - 1].kind == .text {
                cutsAfter[index - 1] = max(cutsAfter[index - 1], trailingWhitespace(of: index - 1))
            }
            if tokens[index].trimsAfter, index + 1 < tokens.count, tokens[index + 1].kind == .text {
                cutsBefore[index + 1] = max(cutsBefore[index + 1], leadingWhitespace(of: index + 1))
            }
        }
        for index in tokens.indices where tokens[index].kind == .text {
            let range = tokens[index].range
            let start = range.start + cutsBefore[index]
            let end = max(start, range.end - cutsAfter[index])
            tokens[index].kept = start..<end
        }
    }

    /// How many spaces and tabs separate tag `index` from the start of its line,
    /// or `nil` if anything else (text or another tag) comes first on that line.
    private func horizontalSpaceToLineStart(before index: Int) -> Int? {
        guard index > 0 else { return 0 }
        let previous = tokens[index - 1]
        guard previous.kind == .text else { return nil }
        var position = previous.range.end
        while position > previous.range.start,
            bytes[position - 1] == Self.space || bytes[position - 1] == Self.tab
        {
            position -= 1
        }
        if position > previous.range.start {
            return bytes[position - 1] == Self.newline ? previous.range.end - position : nil
        }
        return index == 1 ? previous.range.end - position : nil
    }

    /// How many bytes of spaces, tabs and one line break follow tag `index` up to
    /// the next line, or `nil` if anything else comes first.
    private func spaceThroughLineEnd(after index: Int) -> Int? {
        guard index + 1 < tokens.count else { return 0 }
        let next = tokens[index + 1]
        guard next.kind == .text else { return nil }
        var position = next.range.start
        while position < next.range.end,
            bytes[position] == Self.space || bytes[position] == Self.tab
        {
            position += 1
        }
        if position < next.range.end, bytes[position] == Self.carriageReturn { position += 1 }
        if position < next.range.end, bytes[position] == Self.newline {
            return position + 1 - next.range.start
        }
        return position == next.range.end && index + 2 == tokens.count
            ? position - next.range.start : nil
    }

    private func trailingWhitespace(of index: Int) -> Int {
        let range = tokens[index].range
        var position = range.end
        while position > range.start, Self.isWhitespace(bytes[position - 1]) { position -= 1 }
        return range.end - position
    }

    private func leadingWhitespace(of index: Int) -> Int {
        let range = tokens[index].range
        var position = range.start
        while position < range.end, Self.isWhitespace(bytes[position]) { position += 1 }
        return position - range.start
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == newline || byte == carriageReturn
    }
}

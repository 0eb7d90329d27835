extension SpecParser.Reader {
    /// Reads a one-line flow sequence of scalars (`[a, "b", 'c']`) whose `[` is at
    /// `position`; leaves `position` after the `]`.
    mutating func parseFlowSequence() throws(Diagnostic) -> SpecSequence {
        let open = position
        position += 1
        var items: [SpecNode] = []
        while true {
            skipBlanks()
            let byte = current
            if byte == SpecByte.rightBracket {
                position += 1
                return SpecSequence(
                    items: items, range: SourceRange(start: open, end: position), isFlow: true)
            }
            items.append(.scalar(try parseFlowItem(open: open)))
            skipBlanks()
            let separator = current
            if separator == SpecByte.comma {
                position += 1
                continue
            }
            if separator == SpecByte.rightBracket { continue }
            try rejectFlowSeparator(open: open)
        }
    }

    /// Reads one item of a flow sequence at `position`.
    private mutating func parseFlowItem(open: Int) throws(Diagnostic) -> SpecScalar {
        let start = position
        let byte = current
        let next = self[start + 1]
        switch byte {
        case SpecByte.doubleQuote, SpecByte.singleQuote:
            return try parseQuotedScalar(parentIndent: -1, flowStart: open).scalar
        case SpecByte.comma:
            throw SpecDiagnostics.emptyFlowItem(at: location(start, start + 1))
        case SpecByte.leftBracket, SpecByte.leftBrace:
            throw SpecDiagnostics.nestedFlowCollectionNotSupported(at: location(start, start + 1))
        case SpecByte.hash, SpecByte.lineFeed, SpecByte.carriageReturn, SpecByte.end:
            throw SpecDiagnostics.multiLineFlowSequenceNotSupported(at: location(open, open + 1))
        case SpecByte.dash, SpecByte.question, SpecByte.colon:
            if byte == SpecByte.question, SpecByte.isWhitespaceOrEnd(next) {
                throw SpecDiagnostics.complexKeyNotSupported(at: location(start, start + 1))
            }
            if SpecByte.isWhitespaceOrEnd(next) || SpecByte.isFlowIndicator(next) {
                throw SpecDiagnostics.reservedIndicator(
                    Character(Unicode.Scalar(byte)), text: restOfLine(from: start),
                    at: location(start, start + 1))
            }
        case SpecByte.pipe, SpecByte.greaterThan, SpecByte.rightBrace:
            throw SpecDiagnostics.reservedIndicator(
                Character(Unicode.Scalar(byte)), text: restOfLine(from: start),
                at: location(start, start + 1))
        default:
            try rejectUnsupportedStart(at: start, lineStart: -1)
        }
        return scanFlowPlainScalar()
    }

    /// Reads a plain scalar inside a flow sequence: it ends at `,`, `]`, a flow
    /// indicator, `: `, a ` #` comment or the end of the line.
    private mutating func scanFlowPlainScalar() -> SpecScalar {
        let start = position
        var end = start
        while true {
            let byte = current
            if SpecByte.isBreakOrEnd(byte) || SpecByte.isFlowIndicator(byte) { break }
            if byte == SpecByte.colon {
                let next = self[position + 1]
                if SpecByte.isWhitespaceOrEnd(next) || SpecByte.isFlowIndicator(next) { break }
            }
            if SpecByte.isBlank(byte) {
                var afterBlanks = position
                while SpecByte.isBlank(self[afterBlanks]) { afterBlanks += 1 }
                if self[afterBlanks] == SpecByte.hash { break }
                position = afterBlanks
                continue
            }
            position += 1
            end = position
        }
        position = end
        return SpecScalar(
            value: string(start, end), style: .plain, range: SourceRange(start: start, end: end))
    }

    /// Throws the error for what follows a flow item instead of `,` or `]`.
    private mutating func rejectFlowSeparator(open: Int) throws(Diagnostic) {
        let byte = current
        let start = position
        if byte == SpecByte.colon {
            throw SpecDiagnostics.flowPairNotSupported(at: location(start, start + 1))
        }
        if byte == SpecByte.hash || SpecByte.isBreakOrEnd(byte) {
            throw SpecDiagnostics.multiLineFlowSequenceNotSupported(at: location(open, open + 1))
        }
        if byte == SpecByte.leftBracket || byte == SpecByte.leftBrace {
            throw SpecDiagnostics.nestedFlowCollectionNotSupported(at: location(start, start + 1))
        }
        throw SpecDiagnostics.expectedFlowSeparator(
            found: token(at: start), at: tokenLocation(at: start))
    }

    /// After a flow sequence's `]`: only a comment may follow on the line; a `:`
    /// would make the sequence a key.
    mutating func expectFlowSequenceEnd() throws(Diagnostic) {
        let afterBracket = position
        skipBlanks()
        if keyIndicator(at: position) != nil {
            throw SpecDiagnostics.complexKeyNotSupported(at: location(position, position + 1))
        }
        position = afterBracket
        try expectLineEnd(after: .flowSequence)
    }
}

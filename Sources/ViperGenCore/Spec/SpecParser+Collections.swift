extension SpecParser.Reader {
    /// Reads a block mapping indented by `indent` whose first key has been read;
    /// `colon` is the offset of that key's `:`.
    mutating func parseBlockMapping(indent: Int, firstKey: SpecScalar, colon firstColon: Int)
        throws(Diagnostic) -> SpecMapping
    {
        try enterCollection(at: firstKey.range.start)
        defer { depth -= 1 }
        var entries: [SpecMapping.Entry] = []
        entries.reserveCapacity(4)
        var keys = SpecKeyIndex()
        var key = firstKey
        var colon = firstColon
        var end = firstColon + 1
        while true {
            if let first = keys.earlierEntry(withKey: key.value, in: entries) {
                let firstKey = entries[first].key
                try report(
                    SpecDiagnostics.duplicateKey(
                        key.value,
                        at: location(key.range.start, key.range.end),
                        firstAt: location(firstKey.range.start, firstKey.range.end)))
            }
            if key.style == .plain { warnAboutUnclosedParenthesis(in: key, colon: colon) }
            let value = try parseMappingValue(
                indent: indent, lineStart: key.range.start - indent, afterColon: colon + 1)
            end = max(colon + 1, value.range.end)
            entries.append(SpecMapping.Entry(key: key, value: value))
            let head = try nextContentLine()
            guard head.isContent, head.indent >= indent else {
                lastClosedIndent = indent
                break
            }
            if head.indent > indent {
                throw indentationError(head, expected: indent, collection: .mapping)
            }
            (key, colon) = try parseMappingKey(head)
        }
        let range = SourceRange(start: firstKey.range.start, end: end)
        return SpecMapping(entries: entries, range: range)
    }

    /// Reads the key at the start of a line inside a block mapping; returns it and
    /// the offset of its `:`.
    private mutating func parseMappingKey(_ head: LineHead) throws(Diagnostic) -> (SpecScalar, Int)
    {
        let start = head.contentStart
        position = start
        let byte = current
        switch byte {
        case SpecByte.dash where SpecByte.isWhitespaceOrEnd(self[start + 1]):
            throw SpecDiagnostics.sequenceItemInMapping(at: location(start, start + 1))
        case SpecByte.doubleQuote, SpecByte.singleQuote:
            let quoted = try parseQuotedScalar(parentIndent: head.indent, flowStart: nil)
            let afterQuote = position
            skipBlanks()
            guard let colon = keyIndicator(at: position) else {
                throw SpecDiagnostics.missingColon(
                    after: string(start, afterQuote), at: location(start, afterQuote))
            }
            if quoted.isMultiLine {
                throw SpecDiagnostics.multiLineKey(at: location(start, afterQuote))
            }
            return (quoted.scalar, colon)
        case SpecByte.leftBracket:
            throw SpecDiagnostics.complexKeyNotSupported(at: location(start, start + 1))
        case SpecByte.pipe, SpecByte.greaterThan:
            throw SpecDiagnostics.missingColon(
                after: restOfLine(from: start), at: tokenLocation(at: start))
        default:
            try rejectUnsupportedStart(at: start, lineStart: head.lineStart)
            let line = scanPlainLine(from: start)
            guard line.stop == .colon else {
                try rejectMissingSpaceAfterColon(start: start, end: line.end)
                throw SpecDiagnostics.missingColon(
                    after: string(start, line.end), at: location(start, line.end))
            }
            let key = SpecScalar(
                value: string(start, line.end), style: .plain,
                range: SourceRange(start: start, end: line.end))
            return (key, line.stopIndex)
        }
    }

    /// Reads the value after a key's `:` (at `afterColon - 1`): on the same line,
    /// on the lines below (indented more, or a `- ` sequence at the key's own
    /// indentation), or nothing (an empty plain scalar right after the `:`).
    private mutating func parseMappingValue(indent: Int, lineStart: Int, afterColon: Int)
        throws(Diagnostic) -> SpecNode
    {
        position = afterColon
        skipBlanks()
        let byte = current
        if byte != SpecByte.hash, !SpecByte.isBreakOrEnd(byte) {
            return try parseNode(
                at: position, lineStart: lineStart, parentIndent: indent, placement: .afterColon)
        }
        skipToLineEnd()
        consumeLineBreak()
        let head = try nextContentLine(allowingTabs: true)
        if head.isContent {
            if head.indent > indent {
                return try parseNode(
                    at: head.contentStart, lineStart: head.lineStart, parentIndent: indent,
                    placement: head.tab.map(Placement.afterTab) ?? .lineStart)
            }
            if head.indent == indent, head.tab == nil, isSequenceItem(at: head.contentStart) {
                position = head.contentStart
                return .sequence(
                    try parseBlockSequence(
                        indent: indent, lineStart: head.lineStart, endsAtSiblingKey: true))
            }
        }
        return .scalar(emptyScalar(at: afterColon))
    }

    /// True when a `- ` sequence entry indicator is at `index`.
    func isSequenceItem(at index: Int) -> Bool {
        self[index] == SpecByte.dash && SpecByte.isWhitespaceOrEnd(self[index + 1])
    }

    /// Reads a block sequence whose first `-` is at `position`, indented by `indent`.
    ///
    /// - Parameter endsAtSiblingKey: the sequence is a mapping value written at
    ///   its key's indentation, so a line at that indentation without `- ` is the
    ///   mapping's next key rather than an error.
    mutating func parseBlockSequence(
        indent: Int, lineStart firstLineStart: Int, endsAtSiblingKey: Bool
    ) throws(Diagnostic) -> SpecSequence {
        try enterCollection(at: position)
        defer { depth -= 1 }
        var items: [SpecNode] = []
        items.reserveCapacity(4)
        let start = position
        var lineStart = firstLineStart
        var end = start + 1
        while true {
            let dash = position
            position += 1
            let tab = skipBlanks()
            let byte = current
            let item: SpecNode
            if byte == SpecByte.hash || SpecByte.isBreakOrEnd(byte) {
                skipToLineEnd()
                consumeLineBreak()
                let head = try nextContentLine(allowingTabs: true)
                if head.isContent, head.indent > indent {
                    item = try parseNode(
                        at: head.contentStart, lineStart: head.lineStart, parentIndent: indent,
                        placement: head.tab.map(Placement.afterTab) ?? .lineStart)
                } else {
                    item = .scalar(emptyScalar(at: dash + 1))
                }
            } else {
                item = try parseNode(
                    at: position, lineStart: lineStart, parentIndent: indent,
                    placement: tab.map(Placement.afterTab) ?? .afterDash)
            }
            end = max(dash + 1, item.range.end)
            items.append(item)
            let head = try nextContentLine()
            guard head.isContent, head.indent >= indent else {
                lastClosedIndent = indent
                break
            }
            if head.indent > indent {
                throw indentationError(head, expected: indent, collection: .sequence)
            }
            if isSequenceItem(at: head.contentStart) {
                lineStart = head.lineStart
                position = head.contentStart
                continue
            }
            if endsAtSiblingKey {
                lastClosedIndent = indent
                break
            }
            throw SpecDiagnostics.expectedSequenceItem(
                found: token(at: head.contentStart), at: tokenLocation(at: head.contentStart))
        }
        return SpecSequence(items: items, range: SourceRange(start: start, end: end), isFlow: false)
    }

    /// Warns about a plain key with an unclosed `(`, like `showError(message` in
    /// `- showError(message: String)`: YAML reads that line as a one-entry mapping,
    /// which is rarely what the author meant.
    private mutating func warnAboutUnclosedParenthesis(in key: SpecScalar, colon: Int) {
        let text = UnsafeBufferPointer(
            start: base + key.range.start, count: key.range.end - key.range.start)
        guard text.contains(UInt8(ascii: "(")) else { return }
        var depth = 0
        for byte in text {
            if byte == UInt8(ascii: "(") {
                depth += 1
            } else if byte == UInt8(ascii: ")"), depth > 0 {
                depth -= 1
            }
        }
        // Warnings never stop parsing; past the error limit they are dropped.
        guard depth > 0, diagnostics.count < Self.maximumErrors - 1 else { return }
        var end = colon
        while !SpecByte.isBreakOrEnd(self[end]),
            !(self[end] == SpecByte.hash && SpecByte.isBlank(self[end - 1]))
        { end += 1 }
        while end > colon, SpecByte.isBlank(self[end - 1]) { end -= 1 }
        diagnostics.append(
            SpecDiagnostics.unclosedParenthesisInKey(
                key: key.value, line: string(key.range.start, end), at: location(colon, colon + 1)))
    }

    /// The error for a line indented more than the collection it follows expects.
    func indentationError(_ head: LineHead, expected: Int, collection: SpecDiagnostics.Collection)
        -> Diagnostic
    {
        var levels = [expected]
        if lastClosedIndent > head.indent { levels.append(lastClosedIndent) }
        return SpecDiagnostics.unexpectedIndentation(
            found: head.indent, expected: levels, collection: collection,
            at: tokenLocation(at: head.contentStart))
    }
}

extension SpecParser.Reader {
    /// Where a node starts, which decides what it may be.
    enum Placement: Equatable {
        /// First on its line (the top-level node, or a value on the line below its key or `-`).
        case lineStart
        /// After `- ` on the same line.
        case afterDash
        /// After `key: ` on the same line: a block collection may not start here.
        case afterColon
        /// After whitespace holding a tab (at the offset given), on the line of a
        /// `-` or at the start of a line: only a scalar may start here, since a
        /// collection's indentation would depend on the tab's width.
        case afterTab(Int)
    }

    /// Reads the node whose first byte is at `start`.
    ///
    /// - Parameters:
    ///   - lineStart: the start of `start`'s line; `start - lineStart` is the
    ///     indentation a collection starting here gets.
    ///   - parentIndent: the indentation of the enclosing collection (-1 at the
    ///     top level); continuation lines must be indented more.
    mutating func parseNode(
        at start: Int, lineStart: Int, parentIndent: Int, placement: Placement
    ) throws(Diagnostic) -> SpecNode {
        position = start
        let byte = current
        let next = self[start + 1]
        switch byte {
        case SpecByte.dash where SpecByte.isWhitespaceOrEnd(next):
            if placement == .afterColon {
                throw SpecDiagnostics.sequenceOnKeyLine(at: location(start, start + 1))
            }
            if case .afterTab(let tab) = placement {
                throw SpecDiagnostics.tabInIndentation(at: location(tab, tab + 1))
            }
            return .sequence(
                try parseBlockSequence(
                    indent: start - lineStart, lineStart: lineStart, endsAtSiblingKey: false))
        case SpecByte.pipe, SpecByte.greaterThan:
            return .scalar(try parseBlockScalar(parentIndent: parentIndent))
        case SpecByte.leftBracket:
            let sequence = try parseFlowSequence()
            try expectFlowSequenceEnd()
            return .sequence(sequence)
        case SpecByte.doubleQuote, SpecByte.singleQuote:
            let quoted = try parseQuotedScalar(parentIndent: parentIndent, flowStart: nil)
            let afterQuote = position
            skipBlanks()
            if let colon = keyIndicator(at: position) {
                if quoted.isMultiLine {
                    throw SpecDiagnostics.multiLineKey(
                        at: location(quoted.scalar.range.start, quoted.scalar.range.end))
                }
                let mapping = try parseMapping(
                    firstKey: quoted.scalar, colon: colon, lineStart: lineStart,
                    placement: placement)
                return .mapping(mapping)
            }
            position = afterQuote
            try expectLineEnd(after: .quotedScalar)
            return .scalar(quoted.scalar)
        default:
            try rejectUnsupportedStart(at: start, lineStart: lineStart)
            let line = scanPlainLine(from: start)
            if line.stop == .colon {
                let key = SpecScalar(
                    value: string(start, line.end), style: .plain,
                    range: SourceRange(start: start, end: line.end))
                let mapping = try parseMapping(
                    firstKey: key, colon: line.stopIndex, lineStart: lineStart, placement: placement
                )
                return .mapping(mapping)
            }
            if placement != .afterColon {
                try rejectMissingSpaceAfterColon(start: start, end: line.end)
            }
            return .scalar(
                try parsePlainScalar(start: start, firstLine: line, parentIndent: parentIndent))
        }
    }

    /// Starts the block mapping whose first key was just read at a node's start.
    private mutating func parseMapping(
        firstKey: SpecScalar, colon: Int, lineStart: Int, placement: Placement
    ) throws(Diagnostic) -> SpecMapping {
        switch placement {
        case .afterColon:
            throw SpecDiagnostics.mappingOnKeyLine(
                key: firstKey.value, at: location(firstKey.range.start, colon + 1))
        case .afterTab(let tab):
            throw SpecDiagnostics.tabInIndentation(at: location(tab, tab + 1))
        case .lineStart, .afterDash:
            return try parseBlockMapping(
                indent: firstKey.range.start - lineStart, firstKey: firstKey, colon: colon)
        }
    }

    /// The offset of a `:` at `index` that makes what precedes it a key: it must be
    /// followed by whitespace or the end of input.
    func keyIndicator(at index: Int) -> Int? {
        self[index] == SpecByte.colon && SpecByte.isWhitespaceOrEnd(self[index + 1]) ? index : nil
    }

    /// Throws for a node that starts with an indicator the spec language does not
    /// accept (anchors, aliases, tags, flow mappings, directives, reserved
    /// characters, `? ` complex keys and `: ` empty keys).
    func rejectUnsupportedStart(at start: Int, lineStart: Int) throws(Diagnostic) {
        let byte = self[start]
        let followedBySpace = SpecByte.isWhitespaceOrEnd(self[start + 1])
        switch byte {
        case SpecByte.ampersand:
            throw SpecDiagnostics.anchorNotSupported(at: tokenLocation(at: start))
        case SpecByte.asterisk:
            throw SpecDiagnostics.aliasNotSupported(at: tokenLocation(at: start))
        case SpecByte.exclamation:
            throw SpecDiagnostics.tagNotSupported(at: tokenLocation(at: start))
        case SpecByte.leftBrace:
            throw SpecDiagnostics.flowMappingNotSupported(at: location(start, start + 1))
        case SpecByte.question where followedBySpace:
            throw SpecDiagnostics.complexKeyNotSupported(at: location(start, start + 1))
        case SpecByte.colon where followedBySpace:
            throw SpecDiagnostics.emptyKeyNotSupported(at: location(start, start + 1))
        case SpecByte.percent where start == lineStart:
            throw SpecDiagnostics.directiveNotSupported(at: tokenLocation(at: start))
        case SpecByte.percent, SpecByte.at, SpecByte.backtick, SpecByte.comma,
            SpecByte.rightBracket, SpecByte.rightBrace:
            throw SpecDiagnostics.reservedIndicator(
                Character(Unicode.Scalar(byte)), text: restOfLine(from: start),
                at: location(start, start + 1))
        default:
            return
        }
    }

    /// Throws for `name:Login` in a place where a key is expected: a plain scalar
    /// made of an identifier, `:` and a word, with no other `:`.
    func rejectMissingSpaceAfterColon(start: Int, end: Int) throws(Diagnostic) {
        guard let colon = colonOfKeyWithoutSpace(start: start, end: end) else { return }
        throw SpecDiagnostics.missingSpaceAfterColon(
            key: string(start, colon), value: string(colon + 1, end), at: location(colon, colon + 1)
        )
    }

    /// The `:` of `identifier:word` spanning `start..<end`, if the text has that shape.
    private func colonOfKeyWithoutSpace(start: Int, end: Int) -> Int? {
        func isIdentifierStart(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte == 0x5F
        }
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            isIdentifierStart(byte) || (byte >= SpecByte.zero && byte <= SpecByte.nine)
                || byte == SpecByte.dash
        }
        guard isIdentifierStart(self[start]) else { return nil }
        var index = start + 1
        while index < end, isIdentifierByte(self[index]) { index += 1 }
        guard index + 1 < end, self[index] == SpecByte.colon else { return nil }
        let first = self[index + 1]
        guard
            isIdentifierByte(first) || first == SpecByte.doubleQuote
                || first == SpecByte.singleQuote
        else { return nil }
        for other in (index + 1)..<end where self[other] == SpecByte.colon { return nil }
        return index
    }
}

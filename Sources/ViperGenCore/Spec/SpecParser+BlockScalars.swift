extension SpecParser.Reader {
    /// What happens to the line breaks at the end of a block scalar.
    private enum Chomping {
        /// `-`: all dropped.
        case strip
        /// No indicator: one kept.
        case clip
        /// `+`: all kept.
        case keep
    }

    /// Reads a literal (`|`) or folded (`>`) block scalar whose indicator is at
    /// `position`. Its lines must be indented more than `parentIndent`.
    mutating func parseBlockScalar(parentIndent: Int) throws(Diagnostic) -> SpecScalar {
        let start = position
        let isFolded = current == SpecByte.greaterThan
        position += 1
        let (explicitIndent, chomping) = try parseBlockScalarHeader(indicator: start)
        var end = position
        skipToLineEnd()
        consumeLineBreak()

        var indent: Int?
        if let explicitIndent {
            guard parentIndent >= 0 else {
                throw SpecDiagnostics.indentationIndicatorAtTopLevelNotSupported(
                    at: location(start, start + 2))
            }
            indent = parentIndent + explicitIndent
        }
        scratch.removeAll(keepingCapacity: true)
        var hasText = false
        var previousWasSpaced = false
        // Empty lines since the last text line (or since the header).
        var emptyLines = 0
        // The most indented empty line before the first text line, which must
        // not be indented more than that text line.
        var deepestLeadingEmptyLine: (offset: Int, indent: Int)?

        while position < count {
            let lineStart = position
            var spaces = 0
            while self[lineStart + spaces] == SpecByte.space { spaces += 1 }
            let afterSpaces = lineStart + spaces
            let byte = self[afterSpaces]
            let isEmpty = SpecByte.isBreakOrEnd(byte)

            if spaces == 0,
                isMarker(at: lineStart, SpecByte.dash) || isMarker(at: lineStart, SpecByte.dot)
            {
                break
            }
            guard let contentIndent = indent else {
                // Before the first text line, which sets the indentation.
                if isEmpty {
                    if spaces > (deepestLeadingEmptyLine?.indent ?? -1) {
                        deepestLeadingEmptyLine = (lineStart, spaces)
                    }
                    emptyLines += 1
                    position = afterSpaces
                    consumeLineBreak()
                    continue
                }
                if spaces <= parentIndent {
                    if byte == SpecByte.tab {
                        throw SpecDiagnostics.tabInIndentation(
                            at: location(afterSpaces, afterSpaces + 1))
                    }
                    break
                }
                if let deepest = deepestLeadingEmptyLine, deepest.indent > spaces {
                    throw SpecDiagnostics.blockScalarEmptyLineTooIndented(
                        spaces: deepest.indent, textIndent: spaces,
                        at: location(deepest.offset, deepest.offset + deepest.indent))
                }
                indent = spaces
                continue
            }
            if spaces < contentIndent || (isEmpty && spaces == contentIndent) {
                if isEmpty {
                    emptyLines += 1
                    position = afterSpaces
                    consumeLineBreak()
                    continue
                }
                if byte == SpecByte.tab {
                    throw SpecDiagnostics.tabInIndentation(
                        at: location(afterSpaces, afterSpaces + 1))
                }
                break
            }
            // A text line: everything after the indentation, including more spaces.
            let textStart = lineStart + contentIndent
            var lineEnd = afterSpaces
            while !SpecByte.isBreakOrEnd(self[lineEnd]) { lineEnd += 1 }
            let isSpaced = SpecByte.isBlank(self[textStart])
            if !hasText {
                for _ in 0..<emptyLines { scratch.append(SpecByte.lineFeed) }
            } else if isFolded && !isSpaced && !previousWasSpaced {
                if emptyLines == 0 {
                    scratch.append(SpecByte.space)
                } else {
                    for _ in 0..<emptyLines { scratch.append(SpecByte.lineFeed) }
                }
            } else {
                for _ in 0...emptyLines { scratch.append(SpecByte.lineFeed) }
            }
            scratch.append(
                contentsOf: UnsafeBufferPointer(start: base + textStart, count: lineEnd - textStart)
            )
            hasText = true
            previousWasSpaced = isSpaced
            emptyLines = 0
            end = lineEnd
            position = lineEnd
            consumeLineBreak()
        }

        switch chomping {
        case .strip:
            break
        case .clip:
            if hasText { scratch.append(SpecByte.lineFeed) }
        case .keep:
            let breaks = hasText ? emptyLines + 1 : emptyLines
            for _ in 0..<breaks { scratch.append(SpecByte.lineFeed) }
        }
        return SpecScalar(
            value: String(decoding: scratch, as: UTF8.self), style: isFolded ? .folded : .literal,
            range: SourceRange(start: start, end: end))
    }

    /// Reads the indentation and chomping indicators after `|` or `>` (in either
    /// order) and checks that only a comment follows on the line. Leaves
    /// `position` after the indicators.
    private mutating func parseBlockScalarHeader(indicator: Int) throws(Diagnostic) -> (
        indent: Int?, chomping: Chomping
    ) {
        var indent: Int?
        var chomping: Chomping?
        while true {
            let byte = current
            if byte >= SpecByte.zero, byte <= SpecByte.nine, indent == nil {
                guard byte != SpecByte.zero else {
                    throw SpecDiagnostics.invalidIndentationIndicator(
                        at: location(position, position + 1))
                }
                indent = Int(byte - SpecByte.zero)
            } else if byte == SpecByte.plus || byte == SpecByte.dash, chomping == nil {
                chomping = byte == SpecByte.plus ? .keep : .strip
            } else {
                break
            }
            position += 1
        }
        let afterIndicators = position
        skipBlanks()
        let byte = current
        let isComment = byte == SpecByte.hash && position > afterIndicators
        if !isComment, !SpecByte.isBreakOrEnd(byte) {
            if byte == SpecByte.hash {
                throw SpecDiagnostics.commentWithoutSpace(at: location(position, position + 1))
            }
            if byte >= SpecByte.zero, byte <= SpecByte.nine {
                throw SpecDiagnostics.invalidIndentationIndicator(
                    at: location(position, position + 1))
            }
            throw SpecDiagnostics.textAfterBlockScalarIndicator(
                String(Character(Unicode.Scalar(self[indicator]))), at: tokenLocation(at: position))
        }
        position = afterIndicators
        return (indent, chomping ?? .clip)
    }
}

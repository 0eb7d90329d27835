extension SpecParser.Reader {
    /// One line of a plain scalar in block context.
    struct PlainLine {
        enum Stop: Equatable {
            /// The line ended (line break or end of input).
            case lineEnd
            /// A ` #` comment starts at `stopIndex`.
            case comment
            /// A `:` followed by whitespace is at `stopIndex`: the text is a key.
            case colon
        }

        /// The end of the text, trailing blanks excluded.
        var end: Int
        var stop: Stop
        /// Where the line break, `#` or `:` is.
        var stopIndex: Int
    }

    /// Scans plain-scalar text from `start` to the end of its line, a comment or
    /// a key's `:`. Does not move `position`.
    func scanPlainLine(from start: Int) -> PlainLine {
        var index = start
        var end = start
        while true {
            // Ordinary bytes are the common case: step over a run of them at once.
            while !SpecByte.isPlainStop(self[index]) { index += 1 }
            let byte = self[index]
            if byte == SpecByte.colon {
                if SpecByte.isWhitespaceOrEnd(self[index + 1]) {
                    return PlainLine(end: trimmedEnd(start, index), stop: .colon, stopIndex: index)
                }
                index += 1
                end = index
                continue
            }
            if SpecByte.isBlank(byte) {
                end = index
                index += 1
                while SpecByte.isBlank(self[index]) { index += 1 }
                if self[index] == SpecByte.hash {
                    return PlainLine(end: end, stop: .comment, stopIndex: index)
                }
                if SpecByte.isBreakOrEnd(self[index]) {
                    return PlainLine(end: end, stop: .lineEnd, stopIndex: index)
                }
                continue
            }
            // Line break or end of input.
            return PlainLine(end: index, stop: .lineEnd, stopIndex: index)
        }
    }

    /// `index` moved back over blanks, not before `start`.
    private func trimmedEnd(_ start: Int, _ index: Int) -> Int {
        var end = index
        while end > start, SpecByte.isBlank(self[end - 1]) { end -= 1 }
        return end
    }

    /// Reads a plain scalar whose first line, starting at `start`, was scanned as
    /// `firstLine` (not a key), together with its continuation lines: lines
    /// indented more than `parentIndent`, folded into one value.
    mutating func parsePlainScalar(start: Int, firstLine: PlainLine, parentIndent: Int)
        throws(Diagnostic) -> SpecScalar
    {
        var end = firstLine.end
        position = firstLine.stopIndex
        if firstLine.stop == .comment {
            skipToLineEnd()
            consumeLineBreak()
            try rejectTextAfterComment(parentIndent: parentIndent)
            return SpecScalar(
                value: string(start, end), style: .plain, range: SourceRange(start: start, end: end)
            )
        }
        consumeLineBreak()
        var isMultiLine = false
        continuation: while true {
            // Blank lines between text lines become line feeds.
            var blankLines = 0
            var lineStart = position
            var indent = 0
            var textStart = position
            while true {
                indent = 0
                while self[lineStart + indent] == SpecByte.space { indent += 1 }
                textStart = lineStart + indent
                while SpecByte.isBlank(self[textStart]) { textStart += 1 }
                let byte = self[textStart]
                if byte == SpecByte.lineFeed || byte == SpecByte.carriageReturn {
                    blankLines += 1
                    position = textStart
                    consumeLineBreak()
                    lineStart = position
                    continue
                }
                break
            }
            position = lineStart
            let byte = self[textStart]
            if textStart >= count { break continuation }
            if byte == SpecByte.hash {
                // A comment line ends the value, whatever its indentation.
                try rejectTextAfterComment(parentIndent: parentIndent)
                break continuation
            }
            if indent <= parentIndent { break continuation }
            if indent == 0,
                isMarker(at: lineStart, SpecByte.dash) || isMarker(at: lineStart, SpecByte.dot)
            {
                break continuation
            }
            if isSequenceItem(at: textStart) {
                // YAML folds this line into the value; it is far more likely a
                // misindented sequence item, so refuse to guess.
                throw SpecDiagnostics.sequenceItemInMultiLineValueNotSupported(
                    item: restOfLine(from: textStart), at: location(textStart, textStart + 1))
            }
            let line = scanPlainLine(from: textStart)
            if line.stop == .colon {
                throw SpecDiagnostics.keyInMultiLineValue(
                    key: string(textStart, line.end), at: location(textStart, line.stopIndex + 1))
            }
            if !isMultiLine {
                isMultiLine = true
                scratch.removeAll(keepingCapacity: true)
                scratch.append(
                    contentsOf: UnsafeBufferPointer(start: base + start, count: end - start))
            }
            if blankLines == 0 {
                scratch.append(SpecByte.space)
            } else {
                for _ in 0..<blankLines { scratch.append(SpecByte.lineFeed) }
            }
            scratch.append(
                contentsOf: UnsafeBufferPointer(
                    start: base + textStart, count: line.end - textStart))
            end = line.end
            position = line.stopIndex
            skipToLineEnd()
            consumeLineBreak()
            if line.stop == .comment {
                try rejectTextAfterComment(parentIndent: parentIndent)
                break continuation
            }
        }
        let range = SourceRange(start: start, end: end)
        if isMultiLine {
            return SpecScalar(
                value: String(decoding: scratch, as: UTF8.self), style: .plain, range: range)
        }
        return SpecScalar(value: string(start, end), style: .plain, range: range)
    }

    /// After a plain scalar ended at a comment: a following line indented like a
    /// continuation is an error, since a comment cannot sit inside a value.
    private mutating func rejectTextAfterComment(parentIndent: Int) throws(Diagnostic) {
        let head = try nextContentLine()
        if head.isContent, head.indent > parentIndent {
            throw SpecDiagnostics.textAfterComment(at: tokenLocation(at: head.contentStart))
        }
    }
}

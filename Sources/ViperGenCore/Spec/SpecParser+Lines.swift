extension SpecParser.Reader {
    /// The start of the next line that matters for structure: its indentation
    /// and first content byte.
    struct LineHead {
        enum Kind: Equatable {
            case content
            case endOfInput
            /// A `---` line.
            case documentStart
            /// A `...` line.
            case documentEnd
        }

        var kind: Kind
        var lineStart: Int
        /// The first byte that is neither a space nor a tab.
        var contentStart: Int
        /// Spaces before the content (or before the first tab).
        var indent: Int
        /// The first tab in the whitespace before the content, if any.
        var tab: Int?

        /// True for a content line; markers and the end of input close every open collection.
        var isContent: Bool { kind == .content }

        init(kind: Kind, lineStart: Int, contentStart: Int, indent: Int? = nil, tab: Int? = nil) {
            self.kind = kind
            self.lineStart = lineStart
            self.contentStart = contentStart
            self.indent = indent ?? contentStart - lineStart
            self.tab = tab
        }
    }

    /// Moves `position` (the start of a line) past blank and comment lines to the
    /// start of the next line with content, a document marker, or the end of input.
    ///
    /// Throws when the whitespace before the content holds a tab, unless
    /// `allowingTabs` (the caller then checks ``LineHead/tab``): indentation is
    /// spaces only.
    mutating func nextContentLine(allowingTabs: Bool = false) throws(Diagnostic) -> LineHead {
        while true {
            let lineStart = position
            var index = lineStart
            while self[index] == SpecByte.space { index += 1 }
            let byte = self[index]
            if byte == SpecByte.end, index >= count {
                position = count
                return LineHead(kind: .endOfInput, lineStart: count, contentStart: count)
            }
            if byte == SpecByte.lineFeed || byte == SpecByte.carriageReturn {
                position = index
                consumeLineBreak()
                continue
            }
            if byte == SpecByte.hash {
                position = index
                skipToLineEnd()
                consumeLineBreak()
                continue
            }
            if byte == SpecByte.tab {
                var afterBlanks = index
                while SpecByte.isBlank(self[afterBlanks]) { afterBlanks += 1 }
                let next = self[afterBlanks]
                if SpecByte.isBreakOrEnd(next) || next == SpecByte.hash {
                    position = afterBlanks
                    skipToLineEnd()
                    consumeLineBreak()
                    continue
                }
                guard allowingTabs else {
                    throw SpecDiagnostics.tabInIndentation(at: location(index, index + 1))
                }
                position = lineStart
                return LineHead(
                    kind: .content, lineStart: lineStart, contentStart: afterBlanks,
                    indent: index - lineStart, tab: index)
            }
            position = lineStart
            if index == lineStart {
                if isMarker(at: lineStart, SpecByte.dash) {
                    return LineHead(
                        kind: .documentStart, lineStart: lineStart, contentStart: lineStart)
                }
                if isMarker(at: lineStart, SpecByte.dot) {
                    return LineHead(
                        kind: .documentEnd, lineStart: lineStart, contentStart: lineStart)
                }
            }
            return LineHead(kind: .content, lineStart: lineStart, contentStart: index)
        }
    }

    /// True when a `---` (`character` is `-`) or `...` (`.`) document marker
    /// starts at `lineStart`: three characters followed by whitespace or the end.
    func isMarker(at lineStart: Int, _ character: UInt8) -> Bool {
        self[lineStart] == character && self[lineStart + 1] == character
            && self[lineStart + 2] == character
            && SpecByte.isWhitespaceOrEnd(self[lineStart + 3])
    }

    /// Advances to the line break (or end of input) ending the current line.
    @inline(__always)
    mutating func skipToLineEnd() {
        while !SpecByte.isBreakOrEnd(current) { position += 1 }
    }

    /// Steps over the `\n` or `\r\n` at `position`, if any.
    @inline(__always)
    mutating func consumeLineBreak() {
        let byte = current
        if byte == SpecByte.lineFeed {
            position += 1
        } else if byte == SpecByte.carriageReturn {
            // The validator guarantees a line feed follows.
            position += 2
        }
    }

    /// Skips spaces and tabs; returns the offset of the first tab among them, if any.
    @discardableResult
    @inline(__always)
    mutating func skipBlanks() -> Int? {
        var tab: Int?
        while true {
            let byte = current
            if byte == SpecByte.space {
                position += 1
            } else if byte == SpecByte.tab {
                if tab == nil { tab = position }
                position += 1
            } else {
                return tab
            }
        }
    }

    /// After a node that ends on its line: skips blanks and a comment, then the
    /// line break. Returns false (with `position` at the unexpected byte) when
    /// something else is on the line; `#` directly after a token also counts as
    /// something else, since a comment needs a blank before it.
    mutating func finishLine() -> Bool {
        let tokenEnd = position
        skipBlanks()
        let byte = current
        if byte == SpecByte.hash, position > tokenEnd {
            skipToLineEnd()
        } else if !SpecByte.isBreakOrEnd(byte) {
            return false
        }
        consumeLineBreak()
        return true
    }

    /// Like ``finishLine()``, but throws the error for what was found instead.
    mutating func expectLineEnd(after construct: SpecDiagnostics.Construct) throws(Diagnostic) {
        let tokenEnd = position
        if finishLine() { return }
        if current == SpecByte.hash, position == tokenEnd {
            throw SpecDiagnostics.commentWithoutSpace(at: location(position, position + 1))
        }
        throw SpecDiagnostics.textAfter(
            construct, text: restOfLine(from: position), at: tokenLocation(at: position))
    }
}

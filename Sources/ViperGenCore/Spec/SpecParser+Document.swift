extension SpecParser.Reader {
    /// Reads the whole file: an optional byte order mark, an optional `---`, the
    /// top-level node, an optional `...`, and nothing else but comments.
    mutating func parseDocument() throws(Diagnostic) -> SpecDocument {
        if count >= 3, self[0] == 0xEF, self[1] == 0xBB, self[2] == 0xBF {
            position = 3
        }
        var hasExplicitStart = false
        var head = try nextContentLine()
        if head.isContent, head.indent == 0, current == SpecByte.percent {
            throw SpecDiagnostics.directiveNotSupported(at: tokenLocation(at: head.contentStart))
        }
        if head.kind == .documentStart {
            hasExplicitStart = true
            try readMarkerLine(head, isStart: true)
            head = try nextContentLine()
        }

        var root: SpecNode?
        switch head.kind {
        case .content:
            root = try parseNode(
                at: head.contentStart, lineStart: head.lineStart, parentIndent: -1,
                placement: .lineStart)
        case .documentStart, .documentEnd, .endOfInput:
            if hasExplicitStart { root = .scalar(emptyScalar(at: head.lineStart)) }
        }

        head = try nextContentLine()
        var hasExplicitEnd = false
        switch head.kind {
        case .endOfInput:
            break
        case .content:
            throw unexpectedContentAfterRoot(head, root: root)
        case .documentStart:
            throw SpecDiagnostics.multipleDocumentsNotSupported(
                at: location(head.lineStart, head.lineStart + 3))
        case .documentEnd:
            hasExplicitEnd = true
            try readMarkerLine(head, isStart: false)
            let next = try nextContentLine()
            if next.kind != .endOfInput {
                throw SpecDiagnostics.multipleDocumentsNotSupported(
                    at: tokenLocation(at: next.contentStart))
            }
        }
        return SpecDocument(
            root: root, hasExplicitStart: hasExplicitStart, hasExplicitEnd: hasExplicitEnd)
    }

    /// Steps over a `---` or `...` line, which may hold a comment but no content.
    private mutating func readMarkerLine(_ head: LineHead, isStart: Bool) throws(Diagnostic) {
        position = head.lineStart + 3
        let afterMarker = position
        if finishLine() { return }
        let text = position
        if current == SpecByte.hash, text == afterMarker {
            throw SpecDiagnostics.commentWithoutSpace(at: location(text, text + 1))
        }
        if isStart {
            throw SpecDiagnostics.contentOnDocumentStartLineNotSupported(
                at: tokenLocation(at: text))
        }
        throw SpecDiagnostics.textAfter(
            .documentEnd, text: restOfLine(from: text), at: tokenLocation(at: text))
    }

    /// The error for content left after the top-level node ended.
    private func unexpectedContentAfterRoot(_ head: LineHead, root: SpecNode?) -> Diagnostic {
        if let root {
            let rootStart = root.range.start
            var rootLineStart = rootStart
            while rootLineStart > 0, self[rootLineStart - 1] != SpecByte.lineFeed {
                rootLineStart -= 1
            }
            let rootIndent = rootStart - rootLineStart
            switch root {
            case .mapping:
                if head.indent < rootIndent {
                    return indentationError(head, expected: rootIndent, collection: .mapping)
                }
            case .sequence(let sequence) where !sequence.isFlow:
                if head.indent < rootIndent {
                    return indentationError(head, expected: rootIndent, collection: .sequence)
                }
            default:
                break
            }
        }
        return SpecDiagnostics.unexpectedContentAfterValue(at: tokenLocation(at: head.contentStart))
    }
}

/// Every error the spec parser reports, one factory each, so the messages can
/// be read and reviewed together. Each error says what is wrong and, in its
/// hint, what to write instead.
///
/// Errors for YAML features the spec language leaves out say "not supported",
/// so that nobody mistakes them for a claim that the YAML is invalid.
enum SpecDiagnostics {
    /// Constructs after which only a comment may follow on the line.
    enum Construct {
        case quotedScalar, flowSequence, documentEnd

        var description: String {
            switch self {
            case .quotedScalar: return "the closing quote"
            case .flowSequence: return "']'"
            case .documentEnd: return "the document end marker '...'"
            }
        }
    }

    /// The kind of block collection an indentation error is about.
    enum Collection {
        case mapping, sequence
    }

    // MARK: - Text encoding

    static func invalidUTF8(byte: UInt8, at location: SourceLocation) -> Diagnostic {
        .error(
            "invalid UTF-8 byte 0x\(hex(UInt32(byte), digits: 2))", at: location,
            hint: "save the file as UTF-8")
    }

    static func controlCharacter(_ scalar: UInt32, at location: SourceLocation) -> Diagnostic {
        .error(
            "control character U+\(hex(scalar, digits: 4)) is not supported in spec files",
            at: location,
            hint:
                "remove it; to put a control character in a value, write an escape such as \"\\t\" inside double quotes"
        )
    }

    static func carriageReturnWithoutLineFeed(at location: SourceLocation) -> Diagnostic {
        .error(
            "carriage return without a line feed is not supported", at: location,
            hint: "end lines with LF or CRLF")
    }

    static func byteOrderMarkInside(at location: SourceLocation) -> Diagnostic {
        .error(
            "byte order mark (U+FEFF) inside the file is not supported", at: location,
            hint: "remove it; a byte order mark may only be the file's first character")
    }

    // MARK: - YAML features the spec language leaves out

    static func anchorNotSupported(at location: SourceLocation) -> Diagnostic {
        .error(
            "anchors ('&name') are not supported in spec files", at: location,
            hint: "write the value out in full; quote it if it starts with '&'")
    }

    static func aliasNotSupported(at location: SourceLocation) -> Diagnostic {
        .error(
            "aliases ('*name') are not supported in spec files", at: location,
            hint: "write the value out in full; quote it if it starts with '*'")
    }

    static func tagNotSupported(at location: SourceLocation) -> Diagnostic {
        .error(
            "tags ('!tag') are not supported in spec files: every value is a string", at: location,
            hint: "remove the tag; quote the value if it starts with '!'")
    }

    static func directiveNotSupported(at location: SourceLocation) -> Diagnostic {
        .error(
            "directives ('%YAML', '%TAG') are not supported in spec files", at: location,
            hint: "remove the directive line")
    }

    static func multipleDocumentsNotSupported(at location: SourceLocation) -> Diagnostic {
        .error(
            "several documents in one file are not supported", at: location,
            hint: "a spec file holds one document: put each module in its own file")
    }

    static func contentOnDocumentStartLineNotSupported(at location: SourceLocation) -> Diagnostic {
        .error(
            "content on the '---' line is not supported", at: location,
            hint: "start the content on the line after '---'")
    }

    static func complexKeyNotSupported(at location: SourceLocation) -> Diagnostic {
        .error(
            "complex keys ('? key', or a collection used as a key) are not supported", at: location,
            hint: "write a plain or quoted key followed by ': ', as in 'name: value'")
    }

    static func emptyKeyNotSupported(at location: SourceLocation) -> Diagnostic {
        .error(
            "empty keys are not supported", at: location,
            hint: "write a key name before ':', as in 'name: value'")
    }

    static func flowMappingNotSupported(at location: SourceLocation) -> Diagnostic {
        .error(
            "flow mappings ('{ key: value }') are not supported", at: location,
            hint:
                "write one 'key: value' per line, indented under the parent key; quote the value if it starts with '{'"
        )
    }

    static func nestedFlowCollectionNotSupported(at location: SourceLocation) -> Diagnostic {
        .error(
            "nested flow collections are not supported: a flow sequence holds only scalars",
            at: location,
            hint: "write nested lists as indented '- item' lines")
    }

    static func multiLineFlowSequenceNotSupported(at location: SourceLocation) -> Diagnostic {
        .error(
            "flow sequences over several lines are not supported", at: location,
            hint: "close the ']' on the line where '[' opens, or write one '- item' per line")
    }

    static func flowPairNotSupported(at location: SourceLocation) -> Diagnostic {
        .error(
            "'key: value' pairs inside a flow sequence are not supported", at: location,
            hint: "write the items as '- key: value' lines, or quote the item if ':' is part of it")
    }

    static func tabInIndentation(at location: SourceLocation) -> Diagnostic {
        .error(
            "tab characters in indentation are not supported", at: location,
            hint: "indent with spaces only")
    }

    static func sequenceItemInMultiLineValueNotSupported(item: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "a '- ' line continuing a multi-line value is not supported", at: location,
            hint:
                "indent '\(excerpt(item))' like the '- ' items above to make it an item; to continue the text, quote the value"
        )
    }

    static func indentationIndicatorAtTopLevelNotSupported(at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "an indentation indicator on a top-level block scalar is not supported", at: location,
            hint: "remove the digit: the indentation is then taken from the first line of text")
    }

    // MARK: - Structure

    static func duplicateKey(
        _ key: String, at location: SourceLocation, firstAt first: SourceLocation
    ) -> Diagnostic {
        .error(
            "duplicate key '\(excerpt(key))'", at: location,
            notes: [Diagnostic.Note("'\(excerpt(key))' is first defined here", at: first)],
            hint: "keys in a mapping must be unique: remove or rename one of them")
    }

    static func unclosedParenthesisInKey(key: String, line: String, at location: SourceLocation)
        -> Diagnostic
    {
        .warning(
            "'\(excerpt(line))' is read as the key '\(excerpt(key))' with a value, because of ': '",
            at: location,
            hint: "quote it to make it one string: \"\(escapedForDoubleQuotes(excerpt(line)))\"")
    }

    static func unexpectedIndentation(
        found: Int, expected: [Int], collection: Collection, at location: SourceLocation
    ) -> Diagnostic {
        let levels = expected.sorted().map(String.init).joined(separator: " or ")
        let what = collection == .mapping ? "the keys" : "the '- ' items"
        return .error(
            "inconsistent indentation: \(spaces(found)), but \(what) around it are indented by \(levels)",
            at: location,
            hint:
                "line it up with \(what) at \(levels) spaces; to nest it, end the line above with 'key:' and indent this one under it"
        )
    }

    static func missingColon(after key: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "expected ':' after '\(excerpt(key))'", at: location,
            hint:
                "write '\(excerpt(key)): value' for a key, or indent the line more to continue the value above"
        )
    }

    static func missingSpaceAfterColon(key: String, value: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "missing space after ':' in '\(excerpt(key)):\(excerpt(value))'", at: location,
            hint: "write `\(excerpt(key)): \(excerpt(value))`")
    }

    static func sequenceOnKeyLine(at location: SourceLocation) -> Diagnostic {
        .error(
            "a sequence cannot start on the same line as its key", at: location,
            hint: "end the key's line after ':' and write each '- item' on its own line below it")
    }

    static func mappingOnKeyLine(key: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "a mapping cannot start on the same line as its key ('\(excerpt(key)):')", at: location,
            hint:
                "move '\(excerpt(key)): ...' to its own line, indented under its parent key, or quote the value if ': ' is part of it"
        )
    }

    static func multiLineKey(at location: SourceLocation) -> Diagnostic {
        .error(
            "a key must be on one line", at: location,
            hint: "write the key on one line; use \"\\n\" inside double quotes for a line break")
    }

    static func keyInMultiLineValue(key: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "unexpected key '\(excerpt(key))' in the continuation of a multi-line value",
            at: location,
            hint: "a line indented more than the key above continues that key's value: "
                + "indent '\(excerpt(key)):' like the keys next to it, or quote the value if ': ' is part of its text"
        )
    }

    static func textAfterComment(at location: SourceLocation) -> Diagnostic {
        .error(
            "a value cannot continue after a comment", at: location,
            hint: "move the comment after the value's last line, or indent this line like a key")
    }

    static func sequenceItemInMapping(at location: SourceLocation) -> Diagnostic {
        .error(
            "a '- ' item cannot follow the keys of a mapping at the same indentation", at: location,
            hint:
                "put the items under a key ('key:' on the line before them), or indent them under the previous key"
        )
    }

    static func expectedSequenceItem(found: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "expected a '- ' item at this indentation, found '\(excerpt(found))'", at: location,
            hint:
                "start the line with '- ', or indent it under the previous item: a sequence and a mapping cannot share one indentation"
        )
    }

    static func unexpectedContentAfterValue(at location: SourceLocation) -> Diagnostic {
        .error(
            "unexpected content after the top-level value", at: location,
            hint:
                "a spec file holds one value (usually a mapping of 'key: value' lines); remove this line or indent it under a key"
        )
    }

    static func textAfter(_ construct: Construct, text: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "unexpected text '\(excerpt(text))' after \(construct.description)", at: location,
            hint: construct == .documentEnd
                ? "only a comment may follow '...'"
                : "only a comment ('# ...') may follow on the line; quote the whole value if the text belongs to it"
        )
    }

    static func commentWithoutSpace(at location: SourceLocation) -> Diagnostic {
        .error(
            "a comment must be separated from the text before it by a space", at: location,
            hint: "write ' #' to start a comment")
    }

    static func reservedIndicator(_ character: Character, text: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "a value cannot start with '\(character)'", at: location,
            hint: "quote the value: \"\(escapedForDoubleQuotes(excerpt(text)))\"")
    }

    static func nestingTooDeep(_ limit: Int, at location: SourceLocation) -> Diagnostic {
        .error(
            "collections nested more than \(limit) levels deep are not supported", at: location,
            hint: "flatten the spec: a module spec needs only a few levels")
    }

    static func tooManyErrors(_ limit: Int, at location: SourceLocation) -> Diagnostic {
        .error(
            "too many errors (\(limit)): stopped reading the file here", at: location,
            hint: "fix the errors above and run again")
    }

    // MARK: - Scalars

    static func unterminatedQuotedScalar(
        isDouble: Bool, at location: SourceLocation,
        continuationAt continuation: SourceLocation? = nil
    ) -> Diagnostic {
        let quote = isDouble ? "\"" : "'"
        let kind = isDouble ? "double-quoted" : "single-quoted"
        var notes: [Diagnostic.Note] = []
        if let continuation {
            notes.append(
                Diagnostic.Note(
                    "this line is not indented enough to continue the string", at: continuation))
        }
        return .error(
            "unterminated \(kind) string", at: location, notes: notes,
            hint:
                "add the closing \(quote == "'" ? "\"'\"" : "'\"'"); a string that continues on the next lines must indent them more than its key"
        )
    }

    static func invalidEscape(_ text: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "invalid escape sequence '\(excerpt(text))' in a double-quoted string", at: location,
            hint:
                "write '\\\\' for a backslash, or use single quotes, where '\\' has no special meaning; "
                + "escapes are \\0 \\a \\b \\t \\n \\v \\f \\r \\e \\\" \\/ \\\\ \\N \\_ \\L \\P \\xXX \\uXXXX \\UXXXXXXXX and '\\' + space"
        )
    }

    static func invalidEscape(_ text: String, expectedDigits: Int, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "invalid escape sequence '\(excerpt(text))': expected \(expectedDigits) hexadecimal digits",
            at: location,
            hint: "write exactly \(expectedDigits) digits 0-9 or A-F after '\(text.prefix(2))'")
    }

    static func invalidUnicodeEscape(_ text: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "escape sequence '\(excerpt(text))' is not a Unicode character", at: location,
            hint: "use a code point up to 10FFFF outside the surrogate range D800-DFFF")
    }

    static func documentMarkerInQuotedScalar(marker: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "document marker '\(excerpt(marker))' inside a quoted string", at: location,
            hint: "indent the line, or close the string before it")
    }

    static func invalidIndentationIndicator(at location: SourceLocation) -> Diagnostic {
        .error(
            "invalid indentation indicator: expected one digit from 1 to 9", at: location,
            hint:
                "write '|2' for text indented by two spaces more than its key, or leave the digit out"
        )
    }

    static func textAfterBlockScalarIndicator(_ indicator: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "unexpected text after the block scalar indicator '\(indicator)'", at: location,
            hint: "start the text on the next line, indented more than its key")
    }

    static func blockScalarEmptyLineTooIndented(
        spaces: Int, textIndent: Int, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "a leading empty line of the block scalar has \(spaces) spaces, more than its first line of text (\(textIndent))",
            at: location,
            hint:
                "remove the trailing spaces from the empty line, or add an indentation indicator such as '|\(max(1, min(9, textIndent)))'"
        )
    }

    static func emptyFlowItem(at location: SourceLocation) -> Diagnostic {
        .error(
            "missing item before ','", at: location,
            hint: "remove the extra ',' or write an item before it (\"\" for an empty string)")
    }

    static func expectedFlowSeparator(found: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "expected ',' or ']' in the flow sequence, found '\(excerpt(found))'", at: location,
            hint: "separate the items with ', ' and quote an item that contains ',', '[' or ']'")
    }

    // MARK: - Formatting helpers

    private static func spaces(_ count: Int) -> String {
        count == 1 ? "this line is indented by 1 space" : "this line is indented by \(count) spaces"
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// User text quoted in a message, shortened so one long line cannot flood the output.
    private static func excerpt(_ text: String) -> String {
        let limit = 60
        guard text.count > limit else { return text }
        return String(text.prefix(limit - 3)) + "..."
    }

    private static func escapedForDoubleQuotes(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}

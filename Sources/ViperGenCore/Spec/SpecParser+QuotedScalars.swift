extension SpecParser.Reader {
    /// A quoted scalar and whether it spans several lines (then it cannot be a key).
    struct QuotedScalar {
        var scalar: SpecScalar
        var isMultiLine: Bool
    }

    /// Reads the single- or double-quoted scalar whose opening quote is at
    /// `position`; leaves `position` just after the closing quote.
    ///
    /// - Parameters:
    ///   - parentIndent: continuation lines must be indented more than this.
    ///   - flowStart: the `[` of the flow sequence the scalar is in, if any; the
    ///     scalar must then end on its line.
    mutating func parseQuotedScalar(parentIndent: Int, flowStart: Int?) throws(Diagnostic)
        -> QuotedScalar
    {
        let open = position
        let quote = current
        let isDouble = quote == SpecByte.doubleQuote
        var index = open + 1
        // Most quoted scalars are one line without escapes: their value is their text.
        while true {
            let byte = self[index]
            if byte == quote {
                if isDouble || self[index + 1] != SpecByte.singleQuote {
                    position = index + 1
                    let scalar = SpecScalar(
                        value: string(open + 1, index),
                        style: isDouble ? .doubleQuoted : .singleQuoted,
                        range: SourceRange(start: open, end: position))
                    return QuotedScalar(scalar: scalar, isMultiLine: false)
                }
                break
            }
            if (isDouble && byte == SpecByte.backslash) || SpecByte.isBreakOrEnd(byte) { break }
            index += 1
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(
            contentsOf: UnsafeBufferPointer(start: base + open + 1, count: index - open - 1))
        position = index
        let isMultiLine = try readQuotedRest(
            open: open, quote: quote, parentIndent: parentIndent, flowStart: flowStart)
        let scalar = SpecScalar(
            value: String(decoding: scratch, as: UTF8.self),
            style: isDouble ? .doubleQuoted : .singleQuoted,
            range: SourceRange(start: open, end: position))
        return QuotedScalar(scalar: scalar, isMultiLine: isMultiLine)
    }

    /// The general case of a quoted scalar: escapes, `''`, and line folding.
    /// Appends the value to `scratch`; returns whether a line break was crossed.
    private mutating func readQuotedRest(
        open: Int, quote: UInt8, parentIndent: Int, flowStart: Int?
    ) throws(Diagnostic) -> Bool {
        let isDouble = quote == SpecByte.doubleQuote
        // Blanks after `keptCount` are trailing blanks, dropped at a line break.
        var keptCount = scratch.count
        while keptCount > 0, SpecByte.isBlank(scratch[keptCount - 1]) { keptCount -= 1 }
        var isMultiLine = false
        while true {
            let byte = current
            if byte == quote {
                if !isDouble, self[position + 1] == SpecByte.singleQuote {
                    scratch.append(SpecByte.singleQuote)
                    keptCount = scratch.count
                    position += 2
                    continue
                }
                position += 1
                return isMultiLine
            }
            if byte == SpecByte.lineFeed || byte == SpecByte.carriageReturn {
                if let flowStart {
                    throw SpecDiagnostics.multiLineFlowSequenceNotSupported(
                        at: location(flowStart, flowStart + 1))
                }
                scratch.removeLast(scratch.count - keptCount)
                consumeLineBreak()
                let blankLines = try skipQuotedLinePrefix(open: open, parentIndent: parentIndent)
                if blankLines == 0 {
                    scratch.append(SpecByte.space)
                } else {
                    for _ in 0..<blankLines { scratch.append(SpecByte.lineFeed) }
                }
                keptCount = scratch.count
                isMultiLine = true
                continue
            }
            if byte == SpecByte.end, position >= count {
                throw SpecDiagnostics.unterminatedQuotedScalar(
                    isDouble: isDouble, at: location(open, open + 1))
            }
            if isDouble, byte == SpecByte.backslash {
                let next = self[position + 1]
                if next == SpecByte.lineFeed || next == SpecByte.carriageReturn {
                    // An escaped line break joins the lines without a space.
                    if let flowStart {
                        throw SpecDiagnostics.multiLineFlowSequenceNotSupported(
                            at: location(flowStart, flowStart + 1))
                    }
                    position += 1
                    consumeLineBreak()
                    let blankLines = try skipQuotedLinePrefix(
                        open: open, parentIndent: parentIndent)
                    for _ in 0..<blankLines { scratch.append(SpecByte.lineFeed) }
                    keptCount = scratch.count
                    isMultiLine = true
                    continue
                }
                try appendEscape()
                keptCount = scratch.count
                continue
            }
            scratch.append(byte)
            position += 1
            if !SpecByte.isBlank(byte) { keptCount = scratch.count }
        }
    }

    /// At the start of a continuation line of a quoted scalar: skips blank lines
    /// (returning how many) and the next line's leading blanks, checking that the
    /// line is indented more than `parentIndent` and is not a document marker.
    private mutating func skipQuotedLinePrefix(open: Int, parentIndent: Int) throws(Diagnostic)
        -> Int
    {
        var blankLines = 0
        let isDouble = self[open] == SpecByte.doubleQuote
        while true {
            let lineStart = position
            var indent = 0
            while self[lineStart + indent] == SpecByte.space { indent += 1 }
            var textStart = lineStart + indent
            while SpecByte.isBlank(self[textStart]) { textStart += 1 }
            let byte = self[textStart]
            if byte == SpecByte.lineFeed || byte == SpecByte.carriageReturn {
                blankLines += 1
                position = textStart
                consumeLineBreak()
                continue
            }
            if textStart >= count {
                throw SpecDiagnostics.unterminatedQuotedScalar(
                    isDouble: isDouble, at: location(open, open + 1))
            }
            if indent <= parentIndent {
                if self[lineStart + indent] == SpecByte.tab {
                    throw SpecDiagnostics.tabInIndentation(
                        at: location(lineStart + indent, lineStart + indent + 1))
                }
                throw SpecDiagnostics.unterminatedQuotedScalar(
                    isDouble: isDouble, at: location(open, open + 1),
                    continuationAt: location(textStart, textStart + 1))
            }
            if indent == 0,
                isMarker(at: lineStart, SpecByte.dash) || isMarker(at: lineStart, SpecByte.dot)
            {
                throw SpecDiagnostics.documentMarkerInQuotedScalar(
                    marker: string(lineStart, lineStart + 3), at: location(lineStart, lineStart + 3)
                )
            }
            position = textStart
            return blankLines
        }
    }

    /// Reads the escape sequence whose `\` is at `position` and appends its value
    /// to `scratch`. An invalid escape is reported and skipped.
    private mutating func appendEscape() throws(Diagnostic) {
        let start = position
        let code = self[start + 1]
        var hexDigits = 0
        var value: UInt32?
        switch code {
        case UInt8(ascii: "0"): value = 0x00
        case UInt8(ascii: "a"): value = 0x07
        case UInt8(ascii: "b"): value = 0x08
        case UInt8(ascii: "t"), SpecByte.tab: value = 0x09
        case UInt8(ascii: "n"): value = 0x0A
        case UInt8(ascii: "v"): value = 0x0B
        case UInt8(ascii: "f"): value = 0x0C
        case UInt8(ascii: "r"): value = 0x0D
        case UInt8(ascii: "e"): value = 0x1B
        case SpecByte.space: value = 0x20
        case SpecByte.doubleQuote: value = 0x22
        case UInt8(ascii: "/"): value = 0x2F
        case SpecByte.backslash: value = 0x5C
        case UInt8(ascii: "N"): value = 0x85
        case UInt8(ascii: "_"): value = 0xA0
        case UInt8(ascii: "L"): value = 0x2028
        case UInt8(ascii: "P"): value = 0x2029
        case UInt8(ascii: "x"): hexDigits = 2
        case UInt8(ascii: "u"): hexDigits = 4
        case UInt8(ascii: "U"): hexDigits = 8
        default:
            break
        }
        if let value {
            position = start + 2
            appendUTF8(value)
            return
        }
        guard hexDigits > 0 else {
            // Skip the backslash and the character after it (unless that ends the input).
            let length =
                code == SpecByte.end && start + 1 >= count ? 1 : characterLength(at: start + 1) + 1
            try report(
                SpecDiagnostics.invalidEscape(
                    string(start, start + length), at: location(start, start + length)))
            position = start + length
            return
        }
        var scalar: UInt32 = 0
        var index = start + 2
        while index < start + 2 + hexDigits, let digit = hexValue(self[index]) {
            scalar = scalar << 4 | digit
            index += 1
        }
        position = index
        let text = string(start, index)
        guard index == start + 2 + hexDigits else {
            try report(
                SpecDiagnostics.invalidEscape(
                    text, expectedDigits: hexDigits, at: location(start, index)))
            return
        }
        guard scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
            try report(SpecDiagnostics.invalidUnicodeEscape(text, at: location(start, index)))
            return
        }
        appendUTF8(scalar)
    }

    /// The number of bytes of the UTF-8 character starting at `index`.
    private func characterLength(at index: Int) -> Int {
        let byte = self[index]
        switch byte {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// Appends the UTF-8 encoding of a valid Unicode scalar value to `scratch`.
    private mutating func appendUTF8(_ value: UInt32) {
        switch value {
        case 0..<0x80:
            scratch.append(UInt8(value))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | value >> 6))
            scratch.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | value >> 12))
            scratch.append(UInt8(0x80 | value >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | value & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | value >> 18))
            scratch.append(UInt8(0x80 | value >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | value >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | value & 0x3F))
        }
    }
}

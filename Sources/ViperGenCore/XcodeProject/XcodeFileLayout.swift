/// How a project file is laid out: its line ending, its indentation unit, the
/// `/* Begin ISA section */` ... `/* End ISA section */` comments that group the
/// objects, and where lines start and end, so edits fit in as Xcode's would.
struct XcodeFileLayout {
    /// One section of the `objects` dictionary.
    struct Section {
        var isa: String
        /// Offset of the first byte of the `Begin` comment's line.
        var beginLineStart: Int
        /// Offsets of the `End` comment's line: its first byte and just past its newline.
        var endLineStart: Int
        var endLineEnd: Int
        /// Indices (in `objects.entries`) of the objects between the two comments.
        var entryIndices: [Int]
    }

    let bytes: [UInt8]
    let newline: String
    let indentUnit: String
    /// In file order.
    let sections: [Section]
    /// The file, for its line table.
    private let source: SourceFile

    init(file: XcodeProjectFile) {
        let bytes = file.bytes
        self.bytes = bytes
        self.source = file.source
        let firstNewline = bytes.firstIndex(of: 0x0A)
        self.newline = firstNewline.map { $0 > 0 && bytes[$0 - 1] == 0x0D } == true ? "\r\n" : "\n"
        let objectsKey = file.root.entry("objects")?.key.range.start ?? 0
        var unit = "\t"
        let lineStart = file.source.lineStarts[file.source.line(containing: objectsKey) - 1]
        if lineStart < objectsKey,
            bytes[lineStart..<objectsKey].allSatisfy({ $0 == 0x20 || $0 == 0x09 })
        {
            unit = String(decoding: bytes[lineStart..<objectsKey], as: UTF8.self)
        }
        self.indentUnit = unit
        self.sections = Self.sections(in: file, bytes: bytes)
    }

    /// The sections, found from comment lines inside the `objects` dictionary.
    private static func sections(in file: XcodeProjectFile, bytes: [UInt8]) -> [Section] {
        let begin = Array("/* Begin ".utf8)
        let end = Array("/* End ".utf8)
        let suffix = Array(" section */".utf8)
        var sections: [Section] = []
        var open: (isa: String, lineStart: Int)?
        var offset = file.objects.range.start
        let limit = file.objects.range.end
        let entries = file.objects.entries
        var entryIndex = 0
        while offset < limit {
            // A comment inside an object's value belongs to that object, not to
            // the `objects` dictionary (a malformed file may nest one there).
            while entryIndex < entries.count, entries[entryIndex].range.end <= offset {
                entryIndex += 1
            }
            if entryIndex < entries.count, entries[entryIndex].range.start <= offset {
                offset = entries[entryIndex].range.end
                continue
            }
            var lineEnd = offset
            while lineEnd < limit, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            var contentStart = offset
            while contentStart < lineEnd, bytes[contentStart] == 0x20 || bytes[contentStart] == 0x09
            { contentStart += 1 }
            var contentEnd = lineEnd
            while contentEnd > contentStart, [0x20, 0x09, 0x0D].contains(bytes[contentEnd - 1]) {
                contentEnd -= 1
            }
            let content = bytes[contentStart..<contentEnd]
            if content.starts(with: begin), content.reversed().starts(with: suffix.reversed()),
                content.count > begin.count + suffix.count
            {
                let isa = String(
                    decoding: content.dropFirst(begin.count).dropLast(suffix.count), as: UTF8.self)
                open = (isa, offset)
            } else if content.starts(with: end), content.reversed().starts(with: suffix.reversed()),
                let current = open,
                content.count > end.count + suffix.count,
                String(decoding: content.dropFirst(end.count).dropLast(suffix.count), as: UTF8.self)
                    == current.isa
            {
                sections.append(
                    Section(
                        isa: current.isa, beginLineStart: current.lineStart, endLineStart: offset,
                        endLineEnd: min(lineEnd + 1, bytes.count), entryIndices: []))
                open = nil
            }
            offset = lineEnd + 1
        }
        var sectionIndex = 0
        for (index, entry) in file.objects.entries.enumerated() {
            while sectionIndex < sections.count,
                sections[sectionIndex].endLineStart < entry.range.start
            { sectionIndex += 1 }
            guard sectionIndex < sections.count else { break }
            if sections[sectionIndex].beginLineStart < entry.range.start {
                sections[sectionIndex].entryIndices.append(index)
            }
        }
        return sections
    }

    // MARK: - Lines

    /// The offset of the first byte of the line holding `offset`, from the
    /// file's line table (a project written on one line has one long line).
    func lineStart(of offset: Int) -> Int {
        source.lineStarts[source.line(containing: offset) - 1]
    }

    /// Where to insert whole lines that must come before the text at `offset`:
    /// the start of its line, or `offset` itself when something else (such as
    /// the previous object's `;`) stands before it on that line.
    func insertionPoint(before offset: Int) -> Int {
        isFirstOnLine(offset) ? lineStart(of: offset) : offset
    }

    /// True when only spaces and tabs stand between the line's start and `offset`.
    func isFirstOnLine(_ offset: Int) -> Bool {
        var position = offset
        while position > 0, bytes[position - 1] == 0x20 || bytes[position - 1] == 0x09 {
            position -= 1
        }
        return position == 0 || bytes[position - 1] == 0x0A
    }

    /// Just past the newline that ends the line holding `offset`, when only
    /// spaces, tabs and a carriage return follow `offset` on it; otherwise nil.
    func endOfLineIfLast(_ offset: Int) -> Int? {
        var position = offset
        while position < bytes.count,
            bytes[position] == 0x20 || bytes[position] == 0x09 || bytes[position] == 0x0D
        { position += 1 }
        if position == bytes.count { return position }
        return bytes[position] == 0x0A ? position + 1 : nil
    }

    /// The spaces and tabs that start the line holding `offset`.
    func indentation(ofLineAt offset: Int) -> String {
        let start = lineStart(of: offset)
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The bytes to remove to delete `range` from the file: its whole lines when
    /// nothing else is on them, else the range and the spaces after it.
    func removal(of range: SourceRange) -> Range<Int> {
        if isFirstOnLine(range.start), let end = endOfLineIfLast(range.end) {
            return lineStart(of: range.start)..<end
        }
        var end = range.end
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return range.start..<end
    }

    /// True when the line holding `offset` has only whitespace.
    func isBlankLine(at offset: Int) -> Bool {
        let start = lineStart(of: offset)
        var position = start
        while position < bytes.count, bytes[position] != 0x0A {
            guard [0x20, 0x09, 0x0D].contains(bytes[position]) else { return false }
            position += 1
        }
        return true
    }
}

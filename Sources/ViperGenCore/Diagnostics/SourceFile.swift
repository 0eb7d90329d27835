/// A byte range inside a ``SourceFile``: `start` is inclusive, `end` exclusive.
public struct SourceRange: Equatable, Hashable, Sendable {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// An empty range at one offset (for diagnostics that point between characters).
    public static func at(_ offset: Int) -> SourceRange { SourceRange(start: offset, end: offset) }
}

/// The text of one input file as UTF-8 bytes, with the line table used to turn
/// byte offsets into editor positions.
public struct SourceFile: Sendable {
    /// The path shown in diagnostics (usually relative to the project root).
    public let path: String
    public let bytes: [UInt8]
    /// Byte offset of the first byte of every line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    /// Columns of the lines diagnostics point into, worked out on demand
    /// (see ``SourceColumns``): parsing valid text never pays for them.
    let columns = SourceColumns()

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 24 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index] == 0x0A {
                starts.append(index + 1)
            }
        }
        self.lineStarts = starts
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 1-based line number that contains `offset`.
    public func line(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// Byte offsets of the line's content, without its `\n` or `\r\n`.
    public func contentRange(ofLine line: Int) -> Range<Int> {
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return start..<max(start, end)
    }

    /// The editor position of a byte range: 1-based line and column (in characters),
    /// how many characters to underline (at least one, never past the line's end),
    /// and the line's text. A leading byte order mark is invisible in editors, so
    /// it is not counted in first-line columns nor shown in the line's text.
    public func location(of range: SourceRange) -> SourceLocation {
        var location = rawLocation(of: range)
        if location.line == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            if range.start >= 3 { location.column -= 1 }
            if let text = location.lineText, text.unicodeScalars.first == "\u{FEFF}" {
                location.lineText = String(text.unicodeScalars.dropFirst())
            } else if range.start >= 3 {
                location.lineTextColumn -= 1
            }
        }
        return location
    }

    private func rawLocation(of range: SourceRange) -> SourceLocation {
        let offset = min(max(range.start, 0), bytes.count)
        let line = line(containing: offset)
        let content = contentRange(ofLine: line)
        let clampedOffset = min(offset, content.upperBound)
        let underlineEnd = min(max(range.end, clampedOffset), content.upperBound)
        let excerpt = Self.excerpt(around: clampedOffset, in: content, of: bytes)
        let column = columns.column(of: clampedOffset, inLine: line, content: content, bytes: bytes)
        return SourceLocation(
            path: path,
            line: line,
            column: column,
            length: max(
                1, Self.characterCount(bytes[clampedOffset..<min(underlineEnd, excerpt.upperBound)])
            ),
            lineText: Self.decoded(bytes[excerpt]),
            lineTextColumn: column - Self.characterCount(bytes[excerpt.lowerBound..<clampedOffset]),
            lineTextIsCut: excerpt.upperBound < content.upperBound
        )
    }

    /// How many bytes of a line an excerpt shows on each side of its position:
    /// a diagnostic costs the same on a line of any length, so ten thousand
    /// errors on one long line print ten thousand short excerpts, not ten
    /// thousand copies of the line.
    static let excerptReach = 120

    /// The bytes of `line` an excerpt shows around `offset`, cut at UTF-8
    /// scalar boundaries.
    private static func excerpt(around offset: Int, in line: Range<Int>, of bytes: [UInt8])
        -> Range<Int>
    {
        var start = max(line.lowerBound, offset - excerptReach)
        while start < offset, SourceColumns.isContinuation(bytes[start]) { start += 1 }
        var end = min(line.upperBound, offset + excerptReach)
        while end > offset, end < line.upperBound, SourceColumns.isContinuation(bytes[end]) {
            end -= 1
        }
        return start..<end
    }

    /// The location of a single offset (underlines one character).
    public func location(at offset: Int) -> SourceLocation {
        location(of: SourceRange(start: offset, end: offset))
    }

    static func decoded(_ slice: ArraySlice<UInt8>) -> String {
        String(decoding: slice, as: UTF8.self)
    }

    /// How many characters editors show for bytes within one line: the byte
    /// count when they are ASCII (a line holds no `\r\n`, the one ASCII pair
    /// that is a single character), else the decoded text's character count.
    static func characterCount(_ slice: ArraySlice<UInt8>) -> Int {
        slice.allSatisfy { $0 < 0x80 } ? slice.count : decoded(slice).count
    }
}

extension SourceFile: Equatable {
    /// Two files are equal when their paths and bytes are (the line table follows from the bytes).
    public static func == (lhs: SourceFile, rhs: SourceFile) -> Bool {
        lhs.path == rhs.path && lhs.bytes == rhs.bytes
    }
}

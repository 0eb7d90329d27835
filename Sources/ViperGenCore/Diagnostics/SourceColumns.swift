/// Turns byte offsets into character columns without counting from the start
/// of a long line each time: many diagnostics on one long line would
/// otherwise cost the line's length each (quadratic in the line).
///
/// A line of ASCII needs no counting (a column is its byte offset). A long
/// line with other characters keeps checkpoints: byte offsets at character
/// boundaries with their columns, about every ``checkpointSpacing`` bytes,
/// so a column is counted from the nearest checkpoint before it.
struct SourceColumns: Sendable {
    /// A character boundary of a line and its 1-based column.
    struct Checkpoint: Sendable {
        var offset: Int
        var column: Int
    }

    static let checkpointSpacing = 256

    private let lineStarts: [Int]
    private let asciiLines: [Bool]
    /// Checkpoints of the long non-ASCII lines, by 0-based line index.
    private let checkpoints: [Int: [Checkpoint]]
    private let bytes: [UInt8]

    init(bytes: [UInt8], lineStarts: [Int], asciiLines: [Bool]) {
        self.bytes = bytes
        self.lineStarts = lineStarts
        self.asciiLines = asciiLines
        var checkpoints: [Int: [Checkpoint]] = [:]
        for index in asciiLines.indices where !asciiLines[index] {
            let start = lineStarts[index]
            let end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
            if end - start > 2 * Self.checkpointSpacing {
                checkpoints[index] = Self.checkpoints(of: bytes, from: start, to: end)
            }
        }
        self.checkpoints = checkpoints
    }

    /// The 1-based column (in characters) of `offset` on 1-based `line`.
    func column(of offset: Int, inLine line: Int) -> Int {
        let start = lineStarts[line - 1]
        if asciiLines[line - 1] { return offset - start + 1 }
        var from = Checkpoint(offset: start, column: 1)
        if let marks = checkpoints[line - 1] {
            var low = 0
            var high = marks.count - 1
            while low <= high {
                let middle = (low + high) / 2
                if marks[middle].offset <= offset { from = marks[middle]; low = middle + 1 } else { high = middle - 1 }
            }
        }
        return from.column + SourceFile.characterCount(bytes[from.offset..<offset])
    }

    /// A checkpoint about every `checkpointSpacing` bytes: at an ASCII byte
    /// that starts a character of its own (the character before it and it
    /// are two characters, which excludes CR LF and prepended marks).
    private static func checkpoints(of bytes: [UInt8], from start: Int, to end: Int) -> [Checkpoint] {
        var result: [Checkpoint] = []
        var last = Checkpoint(offset: start, column: 1)
        var candidate = start + checkpointSpacing
        while candidate < end {
            if bytes[candidate] < 0x80, let previous = previousScalarStart(before: candidate, in: bytes, after: last.offset),
               SourceFile.characterCount(bytes[previous..<(candidate + 1)]) == 2 {
                last = Checkpoint(offset: candidate,
                                  column: last.column + SourceFile.characterCount(bytes[last.offset..<candidate]))
                result.append(last)
                candidate += checkpointSpacing
            } else {
                candidate += 1
            }
        }
        return result
    }

    private static func previousScalarStart(before offset: Int, in bytes: [UInt8], after floor: Int) -> Int? {
        var index = offset - 1
        while index > floor, isContinuation(bytes[index]) { index -= 1 }
        return index >= floor && index < offset ? index : nil
    }

    /// A UTF-8 byte that continues a scalar (`10xxxxxx`).
    static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
}

/// Turns byte offsets into character columns without counting from the start
/// of a long line each time: many diagnostics on one long line would
/// otherwise cost the line's length each (quadratic in the line).
///
/// The first location on a line looks at it once: a line of ASCII needs no
/// counting (a column is its byte offset); a long line with other characters
/// gets checkpoints, byte offsets at character boundaries with their columns
/// about every ``checkpointSpacing`` bytes, so a column is counted from the
/// nearest checkpoint before it. Lines no diagnostic points into cost nothing.
/// Safe to share: the table is only read and written under `lock`.
final class SourceColumns: @unchecked Sendable {
    /// A character boundary of a line and its 1-based column.
    struct Checkpoint: Sendable {
        var offset: Int
        var column: Int
    }

    /// What one line's columns need.
    enum Line: Sendable {
        case ascii
        case counted(checkpoints: [Checkpoint])
    }

    static let checkpointSpacing = 256

    private let lock = PosixLock()
    /// The lines looked at so far, by 1-based number (guarded by `lock`).
    private var lines: [Int: Line] = [:]

    /// The 1-based column (in characters) of `offset` on 1-based `line`, whose
    /// text is `bytes[content]`.
    func column(of offset: Int, inLine line: Int, content: Range<Int>, bytes: [UInt8]) -> Int {
        let known = lock.withLock { lines[line] }
        let kind = known ?? Self.examine(content, of: bytes)
        if known == nil { lock.withLock { lines[line] = kind } }
        switch kind {
        case .ascii:
            return offset - content.lowerBound + 1
        case .counted(let marks):
            var from = Checkpoint(offset: content.lowerBound, column: 1)
            var low = 0
            var high = marks.count - 1
            while low <= high {
                let middle = (low + high) / 2
                if marks[middle].offset <= offset {
                    from = marks[middle]
                    low = middle + 1
                } else {
                    high = middle - 1
                }
            }
            return from.column + SourceFile.characterCount(bytes[from.offset..<offset])
        }
    }

    private static func examine(_ content: Range<Int>, of bytes: [UInt8]) -> Line {
        if bytes[content].allSatisfy({ $0 < 0x80 }) { return .ascii }
        guard content.count > 2 * checkpointSpacing else { return .counted(checkpoints: []) }
        return .counted(
            checkpoints: checkpoints(of: bytes, from: content.lowerBound, to: content.upperBound))
    }

    /// A checkpoint about every `checkpointSpacing` bytes: at an ASCII byte
    /// that starts a character of its own (the character before it and it
    /// are two characters, which excludes prepended marks).
    private static func checkpoints(of bytes: [UInt8], from start: Int, to end: Int) -> [Checkpoint]
    {
        var result: [Checkpoint] = []
        var last = Checkpoint(offset: start, column: 1)
        var candidate = start + checkpointSpacing
        while candidate < end {
            if bytes[candidate] < 0x80,
                let previous = previousScalarStart(
                    before: candidate, in: bytes, after: last.offset),
                SourceFile.characterCount(bytes[previous..<(candidate + 1)]) == 2
            {
                last = Checkpoint(
                    offset: candidate,
                    column: last.column + SourceFile.characterCount(bytes[last.offset..<candidate]))
                result.append(last)
                candidate += checkpointSpacing
            } else {
                candidate += 1
            }
        }
        return result
    }

    private static func previousScalarStart(before offset: Int, in bytes: [UInt8], after floor: Int)
        -> Int?
    {
        var index = offset - 1
        while index > floor, isContinuation(bytes[index]) { index -= 1 }
        return index >= floor && index < offset ? index : nil
    }

    /// A UTF-8 byte that continues a scalar (`10xxxxxx`).
    static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
}

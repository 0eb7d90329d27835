/// A line diff in unified format (`---`, `+++`, `@@` hunks with three lines of
/// context), computed with Myers' O(ND) algorithm.
public struct UnifiedDiff: Equatable, Sendable {
    public enum Line: Equatable, Sendable {
        case same(String)
        case removed(String)
        case added(String)
    }

    public let lines: [Line]
    /// For each of `lines`, whether its text shows escapes (`\x{…}` for a byte
    /// that is not UTF-8, or a control character a report shows as `\u{…}`):
    /// the rendered diff says so under it, so it cannot be mistaken for a line
    /// that holds those characters as text.
    private let escaped: [Bool]

    public init(old: String, new: String) {
        self.init(old: Array(old.utf8), new: Array(new.utf8))
    }

    /// The diff of two files' bytes: lines are compared as bytes, and shown
    /// as text with what is not UTF-8 escaped.
    public init(old: [UInt8], new: [UInt8]) {
        var script = EditScript(old: Self.split(old), new: Self.split(new))
        script.compare(0, script.old.count, 0, script.new.count)
        lines = script.lines
        escaped = script.escaped
    }

    /// True when the texts are identical.
    public var isEmpty: Bool {
        !lines.contains { if case .same = $0 { return false } else { return true } }
    }

    /// The 1-based line in the old text where the first difference is.
    public var firstChangedOldLine: Int {
        var oldLine = 1
        for line in lines {
            switch line {
            case .same: oldLine += 1
            case .removed, .added: return oldLine
            }
        }
        return oldLine
    }

    /// The 1-based line where two texts first differ (what
    /// ``firstChangedOldLine`` says, without computing a diff).
    public static func firstDifferingLine(_ old: [UInt8], _ new: [UInt8]) -> Int {
        var line = 1
        for index in 0..<min(old.count, new.count) {
            if old[index] != new[index] { return line }
            if old[index] == UInt8(ascii: "\n") { line += 1 }
        }
        // One text is a prefix of the other: the difference starts on the line after the shared part.
        return line
    }

    /// The diff as text, with the given file labels.
    public func rendered(oldLabel: String, newLabel: String, context: Int = 3) -> String {
        guard !isEmpty else { return "" }
        var output = "--- \(oldLabel)\n+++ \(newLabel)\n"
        var index = 0
        var oldLine = 1
        var newLine = 1
        var positions: [(old: Int, new: Int)] = []
        for line in lines {
            positions.append((oldLine, newLine))
            switch line {
            case .same:
                oldLine += 1
                newLine += 1
            case .removed: oldLine += 1
            case .added: newLine += 1
            }
        }
        while index < lines.count {
            guard
                let change = lines[index...].firstIndex(where: {
                    if case .same = $0 { false } else { true }
                })
            else {
                break
            }
            let start = max(index, change - context)
            var end = change
            var lastChange = change
            while end < lines.count {
                if case .same = lines[end] {
                    if end - lastChange > context * 2 { break }
                } else {
                    lastChange = end
                }
                end += 1
            }
            let stop = min(lines.count, lastChange + context + 1)
            let hunk = lines[start..<stop]
            let oldCount = hunk.filter { if case .added = $0 { false } else { true } }.count
            let newCount = hunk.filter { if case .removed = $0 { false } else { true } }.count
            let oldStart = oldCount == 0 ? positions[start].old - 1 : positions[start].old
            let newStart = newCount == 0 ? positions[start].new - 1 : positions[start].new
            output +=
                "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@\n"
            for (offset, line) in zip(hunk.indices, hunk) {
                switch line {
                case .same(let text): output += " " + text + "\n"
                case .removed(let text): output += "-" + text + "\n"
                case .added(let text): output += "+" + text + "\n"
                }
                if escaped[offset] { output += Self.escapeNote }
            }
            index = stop
        }
        return output
    }

    /// The line under a line shown with escapes.
    public static let escapeNote =
        "\\ (the line above is shown with escapes: \\x{…} for a byte that is not UTF-8, "
        + "\\u{…} for a control character)\n"

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    /// The lines of `bytes` (split on the LF byte), each with its bytes and
    /// its text; the last notes a missing final newline.
    private static func split(_ bytes: [UInt8]) -> [(
        bytes: ArraySlice<UInt8>, text: String, escaped: Bool
    )] {
        guard !bytes.isEmpty else { return [] }
        var lines = UTF8Lines.split(bytes).map { line in
            let shown = UTF8Lines.shown(line)
            return (
                bytes: line, text: shown.text,
                escaped: shown.escaped
                    || shown.text.unicodeScalars.contains {
                        UnicodeText.isControl($0) && $0 != "\t"
                    }
            )
        }
        if lines.last?.bytes.isEmpty == true {
            lines.removeLast()
        } else {
            // Unequal to the same bytes with their newline: an LF, which no line holds, marks it.
            lines[lines.count - 1].bytes = ArraySlice(
                Array(lines[lines.count - 1].bytes) + [UInt8(ascii: "\n")])
            lines[lines.count - 1].text += "\n\\ No newline at end of file"
        }
        return lines
    }

    /// Myers' shortest edit script in linear space: the common prefix and
    /// suffix are taken off, then the middle snake of the rest splits it in two,
    /// recursively (Myers 1986, section 4b). Memory is proportional to the
    /// number of lines, not to lines times edits. A region that would take
    /// more than ``maximumEditSearch`` steps to split (thousands of changed
    /// lines) is shown as removed and added whole: time stays bounded too.

    /// Each line as a number, equal exactly when the lines' bytes are: Swift
    /// compares Strings by Unicode equivalence, which would hide a change
    /// between "é" and "e" with a combining accent, and comparing numbers is
    /// also cheaper than comparing text in the search.
    fileprivate static func lineIdentities(_ old: [ArraySlice<UInt8>], _ new: [ArraySlice<UInt8>])
        -> (old: [Int], new: [Int])
    {
        var identities: [ArraySlice<UInt8>: Int] = [:]
        func identity(_ bytes: ArraySlice<UInt8>) -> Int {
            if let known = identities[bytes] { return known }
            let next = identities.count
            identities[bytes] = next
            return next
        }
        let oldIdentities = old.map(identity)
        return (oldIdentities, new.map(identity))
    }
}

/// The recursion of the linear-space Myers diff, appending lines in order.
private struct EditScript {
    typealias SplitLine = (bytes: ArraySlice<UInt8>, text: String, escaped: Bool)
    let oldLines: [SplitLine]
    let newLines: [SplitLine]
    /// The lines as byte-exact identities, which the search compares.
    let old: [Int]
    let new: [Int]
    var lines: [UnifiedDiff.Line] = []
    /// Whether each of `lines` is shown with escapes.
    var escaped: [Bool] = []
    /// Furthest x on each diagonal, forward and backward (reused by every step).
    private var forward: [Int]
    private var backward: [Int]

    init(old: [SplitLine], new: [SplitLine]) {
        oldLines = old
        newLines = new
        (self.old, self.new) = UnifiedDiff.lineIdentities(old.map(\.bytes), new.map(\.bytes))
        let size = 2 * (old.count + new.count) + 3
        forward = [Int](repeating: 0, count: size)
        backward = [Int](repeating: 0, count: size)
        lines.reserveCapacity(max(old.count, new.count))
    }

    mutating func append(_ kind: (String) -> UnifiedDiff.Line, _ line: SplitLine) {
        lines.append(kind(line.text))
        escaped.append(line.escaped)
    }

    /// Appends the diff of `old[oldStart..<oldEnd]` and `new[newStart..<newEnd]`.
    mutating func compare(_ oldStart: Int, _ oldEnd: Int, _ newStart: Int, _ newEnd: Int) {
        var oldStart = oldStart
        var newStart = newStart
        var oldEnd = oldEnd
        var newEnd = newEnd
        while oldStart < oldEnd, newStart < newEnd, old[oldStart] == new[newStart] {
            append(UnifiedDiff.Line.same, oldLines[oldStart])
            oldStart += 1
            newStart += 1
        }
        var suffix = 0
        while oldEnd > oldStart, newEnd > newStart, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
            suffix += 1
        }
        if oldStart == oldEnd {
            for index in newStart..<newEnd { append(UnifiedDiff.Line.added, newLines[index]) }
        } else if newStart == newEnd {
            for index in oldStart..<oldEnd { append(UnifiedDiff.Line.removed, oldLines[index]) }
        } else {
            if let split = middleSnake(oldStart, oldEnd, newStart, newEnd),
                split.x + split.y > oldStart + newStart, split.x + split.y < oldEnd + newEnd
            {
                compare(oldStart, split.x, newStart, split.y)
                compare(split.x, oldEnd, split.y, newEnd)
            } else {
                // Too costly to split (or, never for a box whose ends differ, no progress): replace it whole.
                for index in oldStart..<oldEnd { append(UnifiedDiff.Line.removed, oldLines[index]) }
                for index in newStart..<newEnd { append(UnifiedDiff.Line.added, newLines[index]) }
            }
        }
        for index in oldEnd..<(oldEnd + suffix) { append(UnifiedDiff.Line.same, oldLines[index]) }
    }

    /// Edit distances searched from each corner before a region is given up
    /// on and replaced whole.
    static let maximumEditSearch = 1_000

    /// A point on an optimal path through the box, found by searching from
    /// both corners until the two searches overlap; `nil` past
    /// ``maximumEditSearch``. The box has differing first lines and differing
    /// last lines, so the point splits it.
    private mutating func middleSnake(
        _ oldStart: Int, _ oldEnd: Int, _ newStart: Int, _ newEnd: Int
    ) -> (x: Int, y: Int)? {
        let n = oldEnd - oldStart
        let m = newEnd - newStart
        let delta = n - m
        let odd = delta & 1 != 0
        let reach = (n + m + 1) / 2
        let offset = reach + 1
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        for d in 0...min(reach, Self.maximumEditSearch) {
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1])
                    ? forward[offset + k + 1] : forward[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, old[oldStart + x] == new[newStart + y] {
                    x += 1
                    y += 1
                }
                forward[offset + k] = x
                let reverseK = delta - k
                if odd, reverseK >= -(d - 1), reverseK <= d - 1,
                    x + backward[offset + reverseK] >= n
                {
                    return (oldStart + x, newStart + y)
                }
            }
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && backward[offset + k - 1] < backward[offset + k + 1])
                    ? backward[offset + k + 1] : backward[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, old[oldEnd - 1 - x] == new[newEnd - 1 - y] {
                    x += 1
                    y += 1
                }
                backward[offset + k] = x
                let forwardK = delta - k
                if !odd, forwardK >= -d, forwardK <= d, x + forward[offset + forwardK] >= n {
                    return (oldEnd - x, newEnd - y)
                }
            }
        }
        return nil
    }
}

/// A line diff in unified format (`---`, `+++`, `@@` hunks with three lines of
/// context), computed with Myers' O(ND) algorithm.
public struct UnifiedDiff: Equatable, Sendable {
    public enum Line: Equatable, Sendable {
        case same(String)
        case removed(String)
        case added(String)
    }

    public let lines: [Line]

    public init(old: String, new: String) {
        lines = Self.diff(Self.split(old), Self.split(new))
    }

    /// True when the texts are identical.
    public var isEmpty: Bool { !lines.contains { if case .same = $0 { return false } else { return true } } }

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
            case .same: oldLine += 1; newLine += 1
            case .removed: oldLine += 1
            case .added: newLine += 1
            }
        }
        while index < lines.count {
            guard let change = lines[index...].firstIndex(where: { if case .same = $0 { false } else { true } }) else {
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
            output += "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@\n"
            for line in hunk {
                switch line {
                case .same(let text): output += " " + text + "\n"
                case .removed(let text): output += "-" + text + "\n"
                case .added(let text): output += "+" + text + "\n"
                }
            }
            index = stop
        }
        return output
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    private static func split(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        // Split on the byte: "\r\n" is one Character, so splitting on the Character "\n" would miss it.
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        if lines.last == "" { lines.removeLast() } else { lines[lines.count - 1] += "\n\\ No newline at end of file" }
        return lines
    }

    /// Myers' shortest edit script in linear space: the common prefix and
    /// suffix are taken off, then the middle snake of the rest splits it in two,
    /// recursively (Myers 1986, section 4b). Memory is proportional to the
    /// number of lines, not to lines times edits. A region that would take
    /// more than ``maximumEditSearch`` steps to split (thousands of changed
    /// lines) is shown as removed and added whole: time stays bounded too.
    private static func diff(_ old: [String], _ new: [String]) -> [Line] {
        var script = EditScript(old: old, new: new)
        script.compare(0, old.count, 0, new.count)
        return script.lines
    }

    /// Each line as a number, equal exactly when the lines' bytes are: Swift
    /// compares Strings by Unicode equivalence, which would hide a change
    /// between "é" and "e" with a combining accent, and comparing numbers is
    /// also cheaper than comparing text in the search.
    fileprivate static func lineIdentities(_ old: [String], _ new: [String]) -> (old: [Int], new: [Int]) {
        var identities: [[UInt8]: Int] = [:]
        func identity(_ line: String) -> Int {
            let bytes = Array(line.utf8)
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
    let oldText: [String]
    let newText: [String]
    /// The lines as byte-exact identities, which the search compares.
    let old: [Int]
    let new: [Int]
    var lines: [UnifiedDiff.Line] = []
    /// Furthest x on each diagonal, forward and backward (reused by every step).
    private var forward: [Int]
    private var backward: [Int]

    init(old: [String], new: [String]) {
        oldText = old
        newText = new
        (self.old, self.new) = UnifiedDiff.lineIdentities(old, new)
        let size = 2 * (old.count + new.count) + 3
        forward = [Int](repeating: 0, count: size)
        backward = [Int](repeating: 0, count: size)
        lines.reserveCapacity(max(old.count, new.count))
    }

    /// Appends the diff of `old[oldStart..<oldEnd]` and `new[newStart..<newEnd]`.
    mutating func compare(_ oldStart: Int, _ oldEnd: Int, _ newStart: Int, _ newEnd: Int) {
        var oldStart = oldStart, newStart = newStart, oldEnd = oldEnd, newEnd = newEnd
        while oldStart < oldEnd, newStart < newEnd, old[oldStart] == new[newStart] {
            lines.append(.same(oldText[oldStart]))
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
            for index in newStart..<newEnd { lines.append(.added(newText[index])) }
        } else if newStart == newEnd {
            for index in oldStart..<oldEnd { lines.append(.removed(oldText[index])) }
        } else {
            if let split = middleSnake(oldStart, oldEnd, newStart, newEnd),
               split.x + split.y > oldStart + newStart, split.x + split.y < oldEnd + newEnd {
                compare(oldStart, split.x, newStart, split.y)
                compare(split.x, oldEnd, split.y, newEnd)
            } else {
                // Too costly to split (or, never for a box whose ends differ, no progress): replace it whole.
                for index in oldStart..<oldEnd { lines.append(.removed(oldText[index])) }
                for index in newStart..<newEnd { lines.append(.added(newText[index])) }
            }
        }
        for index in oldEnd..<(oldEnd + suffix) { lines.append(.same(oldText[index])) }
    }

    /// Edit distances searched from each corner before a region is given up
    /// on and replaced whole.
    static let maximumEditSearch = 1_000

    /// A point on an optimal path through the box, found by searching from
    /// both corners until the two searches overlap; `nil` past
    /// ``maximumEditSearch``. The box has differing first lines and differing
    /// last lines, so the point splits it.
    private mutating func middleSnake(_ oldStart: Int, _ oldEnd: Int, _ newStart: Int, _ newEnd: Int) -> (x: Int, y: Int)? {
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
                var x = k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1])
                    ? forward[offset + k + 1] : forward[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, old[oldStart + x] == new[newStart + y] {
                    x += 1
                    y += 1
                }
                forward[offset + k] = x
                let reverseK = delta - k
                if odd, reverseK >= -(d - 1), reverseK <= d - 1, x + backward[offset + reverseK] >= n {
                    return (oldStart + x, newStart + y)
                }
            }
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && backward[offset + k - 1] < backward[offset + k + 1])
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

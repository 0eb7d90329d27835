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
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() } else { lines[lines.count - 1] += "\n\\ No newline at end of file" }
        return lines
    }

    /// Myers' shortest edit script, traced back into a line list.
    private static func diff(_ old: [String], _ new: [String]) -> [Line] {
        let n = old.count
        let m = new.count
        let maximum = n + m
        if maximum == 0 { return [] }
        var frontier = [Int](repeating: 0, count: 2 * maximum + 2)
        var trace: [[Int]] = []
        var found = false
        for distance in 0...maximum {
            trace.append(frontier)
            for k in stride(from: -distance, through: distance, by: 2) {
                var x: Int
                if k == -distance || (k != distance && frontier[maximum + k - 1] < frontier[maximum + k + 1]) {
                    x = frontier[maximum + k + 1]
                } else {
                    x = frontier[maximum + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                frontier[maximum + k] = x
                if x >= n, y >= m {
                    found = true
                    break
                }
            }
            if found { break }
        }
        var result: [Line] = []
        var x = n
        var y = m
        for distance in stride(from: trace.count - 1, through: 0, by: -1) {
            let saved = trace[distance]
            let k = x - y
            let previousK: Int
            if k == -distance || (k != distance && saved[maximum + k - 1] < saved[maximum + k + 1]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = saved[maximum + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                result.append(.same(old[x]))
            }
            if distance > 0 {
                if x == previousX {
                    y -= 1
                    result.append(.added(new[y]))
                } else {
                    x -= 1
                    result.append(.removed(old[x]))
                }
            }
        }
        return result.reversed()
    }
}

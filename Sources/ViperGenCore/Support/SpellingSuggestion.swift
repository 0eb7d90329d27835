/// Finds the closest known name to a misspelt one, for "did you mean" hints.
/// Bounded whatever the input: names longer than ``longestCompared`` are not
/// compared, a comparison stops once it cannot beat the best so far, and a
/// hint lists at most ``listedNames`` names.
public enum SpellingSuggestion {
    /// The longest name (in Unicode scalars) compared: a typo of a longer name
    /// is not worth a suggestion, and its distances would cost its length squared.
    static let longestCompared = 64
    /// How many names one hint compares at most (the first, in the order given).
    static let mostCompared = 20_000
    /// How many known names a hint lists before saying how many more there are.
    static let listedNames = 30

    /// The candidate nearest to `name` by edit distance (case-insensitive) among
    /// those close enough to be a plausible typo (at most a third of the longer
    /// name's length), the first in alphabetical order on a tie.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let lowered = Array(name.lowercased().unicodeScalars)
        guard !lowered.isEmpty, lowered.count <= longestCompared else { return nil }
        var best: (candidate: String, distance: Int)?
        // A bounded number of names per hint: a list of a hundred thousand targets costs no more.
        for candidate in candidates.prefix(mostCompared)
        where candidate.unicodeScalars.count <= longestCompared {
            let other = Array(candidate.lowercased().unicodeScalars)
            // A tie goes to the earlier name: a later one must be strictly nearer.
            var bound = limit(lowered.count, other.count)
            if let best {
                bound = min(bound, candidate < best.candidate ? best.distance : best.distance - 1)
            }
            // The distance is at least the difference in length.
            guard abs(other.count - lowered.count) <= bound,
                let distance = editDistance(lowered, other, atMost: bound)
            else { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// The largest distance taken for a typo between names of these lengths.
    private static func limit(_ length: Int, _ otherLength: Int) -> Int {
        max(1, (max(length, otherLength) + 2) / 3)
    }

    /// A hint such as "did you mean 'close'? Known traits: close, request".
    public static func hint(for name: String, among candidates: [String], kind: String) -> String {
        let known = knownList(candidates.sorted(), kind: kind)
        if let suggestion = closest(to: name, in: candidates) {
            return "did you mean '\(suggestion)'? \(known)"
        }
        return known
    }

    /// "Known traits: a, b, c" from sorted names, the first ``listedNames`` of them.
    static func knownList(_ sorted: [String], kind: String) -> String {
        var known = "Known \(kind): " + sorted.prefix(listedNames).joined(separator: ", ")
        if sorted.count > listedNames { known += " and \(sorted.count - listedNames) more" }
        return known
    }

    /// Damerau-Levenshtein distance (adjacent transpositions count as one
    /// edit), or `nil` once it is sure to exceed `bound`. Only the cells
    /// within `bound` of the diagonal are computed (any path outside that band
    /// costs more), so a bounded comparison is linear in the names' length.
    static func editDistance(
        _ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar],
        atMost bound: Int = .max
    ) -> Int? {
        let bound = min(bound, max(lhs.count, rhs.count))
        guard abs(lhs.count - rhs.count) <= bound else { return nil }
        if lhs.isEmpty || rhs.isEmpty { return max(lhs.count, rhs.count) }
        let outside = bound + 1
        var previousPrevious = [Int](repeating: outside, count: rhs.count + 1)
        var previous = (0...rhs.count).map { $0 <= bound ? $0 : outside }
        var current = [Int](repeating: outside, count: rhs.count + 1)
        for i in 1...lhs.count {
            let low = max(1, i - bound)
            let high = min(rhs.count, i + bound)
            current[0] = i <= bound ? i : outside
            if low > 1 { current[low - 1] = outside }
            var rowMinimum = current[0]
            if low <= high {
                for j in low...high {
                    let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                        value = min(value, previousPrevious[j - 2] + 1)
                    }
                    current[j] = min(value, outside)
                    rowMinimum = min(rowMinimum, current[j])
                }
            }
            if high < rhs.count { current[high + 1] = outside }
            // Later rows only grow from this one, or from the one before through a transposition.
            if rowMinimum > bound, i > 1 || lhs.count == 1 { return nil }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[rhs.count] <= bound ? previous[rhs.count] : nil
    }
}

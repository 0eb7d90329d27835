/// Finds the closest known name to a misspelt one, for "did you mean" hints.
public enum SpellingSuggestion {
    /// The candidate nearest to `name` by edit distance (case-insensitive), if it
    /// is close enough to be a plausible typo: at most a third of the name's length.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let lowered = Array(name.lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates.sorted() {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            if distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        guard let best else { return nil }
        let limit = max(1, (max(lowered.count, best.candidate.count) + 2) / 3)
        return best.distance <= limit ? best.candidate : nil
    }

    /// A hint such as "did you mean 'close'? Known traits: close, request".
    public static func hint(for name: String, among candidates: [String], kind: String) -> String {
        let known = "Known \(kind): " + candidates.sorted().joined(separator: ", ")
        if let suggestion = closest(to: name, in: candidates) {
            return "did you mean '\(suggestion)'? \(known)"
        }
        return known
    }

    /// Damerau-Levenshtein distance (adjacent transpositions count as one edit).
    static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previousPrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[rhs.count]
    }
}

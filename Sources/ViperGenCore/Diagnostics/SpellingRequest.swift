/// The names a misspelt name may have meant, shared by every diagnostic that
/// names one of them: sorted and lowercased once, when the first hint needs it.
public final class SpellingCandidates: @unchecked Sendable, Hashable {
    /// What the names are, for "Known traits: ...".
    public let kind: String
    private let names: [String]
    private var sorted: [String]?
    private let lock = PosixLock()

    public init(_ names: [String], kind: String) {
        self.names = names
        self.kind = kind
    }

    var count: Int { names.count }

    /// The names, sorted (made once).
    func sortedNames() -> [String] {
        lock.withLock {
            if let sorted { return sorted }
            let made = names.sorted()
            sorted = made
            return made
        }
    }

    public static func == (lhs: SpellingCandidates, rhs: SpellingCandidates) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A "did you mean" a diagnostic asks for: its hint is written once the
/// stage's diagnostics are all known (``Diagnostic/resolvingHints(_:)``), and
/// only the first ``Diagnostic/suggestedHints`` in order of position get a
/// suggestion: however many names a repository misspells, a run compares
/// names a bounded number of times.
public struct SpellingRequest: Hashable, Sendable {
    public let name: String
    public let candidates: SpellingCandidates
    /// The hint after the suggestion; `nil` for "Known <kind>: ...".
    public let rest: String?

    public init(_ name: String, among candidates: SpellingCandidates, rest: String? = nil) {
        self.name = name
        self.candidates = candidates
        self.rest = rest
    }

    /// The hint: with a suggestion and the names known when `suggesting`;
    /// else, for a diagnostic past the first hundred (which no one reads),
    /// without sorting or comparing anything.
    func hint(suggesting: Bool) -> String {
        guard suggesting else { return rest ?? "\(candidates.count) \(candidates.kind) are known" }
        let sorted = candidates.sortedNames()
        let suggestion = SpellingSuggestion.closest(to: name, in: sorted)
        let prefix = suggestion.map { "did you mean '\($0)'? " } ?? ""
        return prefix + (rest ?? SpellingSuggestion.knownList(sorted, kind: candidates.kind))
    }
}

extension Diagnostic {
    /// How many diagnostics of one list get a "did you mean" (the first, by position).
    public static let suggestedHints = 100

    /// `diagnostics` with every requested hint written: the first
    /// ``suggestedHints`` by position with a suggestion, the others with
    /// their list of names (or their rest) alone.
    public static func resolvingHints(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let requested = diagnostics.indices.filter { diagnostics[$0].spelling != nil }
        guard !requested.isEmpty else { return diagnostics }
        let ranked = requested.sorted { lhs, rhs in
            let left = diagnostics[lhs].location
            let right = diagnostics[rhs].location
            switch (left, right) {
            case (let left?, let right?) where left != right: return left < right
            case (nil, _?): return true
            case (_?, nil): return false
            default: return lhs < rhs
            }
        }
        var resolved = diagnostics
        for (rank, index) in ranked.enumerated() {
            guard let request = resolved[index].spelling else { continue }
            resolved[index].hint = request.hint(suggesting: rank < suggestedHints)
            resolved[index].spelling = nil
        }
        return resolved
    }
}

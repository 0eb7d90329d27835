/// What `check` found: generated files that differ from their specs, are
/// missing, or are left over from specs that no longer produce them.
public struct DriftReport: Equatable, Sendable {
    public enum Status: String, Equatable, Sendable {
        case changed
        case missing
        case orphaned
        /// A temporary or backup file (or the journal) left by a killed run.
        case leftover
    }

    public struct Entry: Equatable, Sendable {
        /// The file's path (relative to the project root; the CLI shows it relative to the working folder).
        public var path: String
        public var status: Status
        /// The unified diff from the file on disk to what the spec generates (changed files).
        public var diff: String?
        /// The line on disk where the drift starts (for annotations).
        public var line: Int
    }

    public var entries: [Entry]
    /// How many generated files were compared.
    public var checkedCount: Int

    public var isClean: Bool { entries.isEmpty }

    /// The drift in a write plan for the same files: scaffolded files never
    /// count. Diffs are computed only with `includesDiffs` (a report that
    /// prints none does not pay for them).
    public init(plan: WritePlan, includesDiffs: Bool = true) {
        var entries: [Entry] = []
        var checked = 0
        for entry in plan.entries {
            switch (entry.action, entry.ownership) {
            case (.update, .generated?):
                checked += 1
                let old = entry.previous ?? []
                let new = entry.contents ?? []
                guard includesDiffs else {
                    entries.append(Entry(path: entry.path, status: .changed, diff: nil,
                                         line: UnifiedDiff.firstDifferingLine(old, new)))
                    continue
                }
                let diff = UnifiedDiff(old: String(decoding: old, as: UTF8.self), new: String(decoding: new, as: UTF8.self))
                entries.append(Entry(path: entry.path, status: .changed,
                                     diff: diff.rendered(oldLabel: "a/\(entry.path)", newLabel: "b/\(entry.path)"),
                                     line: diff.firstChangedOldLine))
            case (.create, .generated?):
                checked += 1
                entries.append(Entry(path: entry.path, status: .missing, diff: nil, line: 1))
            case (.unchanged, .generated?):
                checked += 1
            case (.orphan, _), (.delete, _):
                entries.append(Entry(path: entry.path, status: .orphaned, diff: nil, line: 1))
            default:
                break
            }
        }
        self.entries = entries
        self.checkedCount = checked
    }

    /// Adds the files a killed run left behind (``WriteJournal/leftovers(in:fileSystem:)``).
    public mutating func addLeftovers(_ paths: [String]) {
        entries += paths.map { Entry(path: $0, status: .leftover, diff: nil, line: 1) }
    }

    public func count(_ status: Status) -> Int {
        entries.filter { $0.status == status }.count
    }
}

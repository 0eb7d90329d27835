/// What `check` found: generated files that differ from their specs, are
/// missing, or are left over from specs that no longer produce them.
public struct DriftReport: Equatable, Sendable {
    public enum Status: String, Equatable, Sendable {
        case changed
        case missing
        case orphaned
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

    /// The drift in a write plan for the same files: scaffolded files never count.
    public init(plan: WritePlan) {
        var entries: [Entry] = []
        var checked = 0
        for entry in plan.entries {
            switch (entry.action, entry.ownership) {
            case (.update, .generated?):
                checked += 1
                let old = String(decoding: entry.previous ?? [], as: UTF8.self)
                let new = String(decoding: entry.contents ?? [], as: UTF8.self)
                let diff = UnifiedDiff(old: old, new: new)
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

    public func count(_ status: Status) -> Int {
        entries.filter { $0.status == status }.count
    }
}

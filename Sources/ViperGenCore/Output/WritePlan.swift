/// What applying a run would do to each file, decided before anything is written.
public struct WritePlan: Equatable, Sendable {
    public enum Action: String, Equatable, Sendable {
        /// The file does not exist yet.
        case create
        /// A generated file whose bytes differ.
        case update
        /// A generated file whose bytes are already right (left untouched).
        case unchanged
        /// A scaffolded file that already exists (the user's; left untouched).
        case keep
        /// A generated file no spec produces any more (reported; deleted with `--prune`).
        case orphan
        /// An orphan that this run deletes.
        case delete
    }

    public struct Entry: Equatable, Sendable {
        /// Path relative to the project root.
        public var path: String
        public var action: Action
        /// The new content (for create and update).
        public var contents: [UInt8]?
        public var ownership: RenderedFile.Ownership?
        /// The file's bytes on disk before the run (for update and delete).
        public var previous: [UInt8]?

        public init(
            path: String, action: Action, contents: [UInt8]? = nil,
            ownership: RenderedFile.Ownership? = nil, previous: [UInt8]? = nil
        ) {
            self.path = path
            self.action = action
            self.contents = contents
            self.ownership = ownership
            self.previous = previous
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted { $0.path < $1.path }
    }

    /// Entries that change the disk when applied.
    public var changes: [Entry] {
        entries.filter { [.create, .update, .delete].contains($0.action) }
    }

    public func count(_ action: Action) -> Int {
        entries.filter { $0.action == action }.count
    }
}

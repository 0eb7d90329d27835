/// What the planner found on disk before rendering: one target per file the
/// run plans, and the orphans. It decides which files are rendered.
public struct OutputSurvey: Equatable, Sendable {
    /// One path a rendered file goes to.
    public struct Target: Equatable, Sendable {
        /// Path relative to the project root.
        public var path: String
        public var ownership: RenderedFile.Ownership
        /// What is at the path now (`nil`: nothing).
        public var kind: FileKind?
        /// The bytes on disk, read when the file exists and may be rewritten
        /// (a generated file, or a scaffold being overwritten).
        public var existing: Result<[UInt8], FileSystemError>?
        /// Why the path may not be written, when it may not.
        public var problem: Diagnostic?
        /// True when the run renders the file: it is generated, or a scaffold
        /// that is missing or being overwritten. An existing scaffold is kept
        /// as it is, so it is never rendered.
        public var needsRendering: Bool

        public init(
            path: String, ownership: RenderedFile.Ownership, kind: FileKind?,
            existing: Result<[UInt8], FileSystemError>? = nil, problem: Diagnostic? = nil,
            needsRendering: Bool = true
        ) {
            self.path = path
            self.ownership = ownership
            self.kind = kind
            self.existing = existing
            self.problem = problem
            self.needsRendering = needsRendering
        }
    }

    /// A generated file under the output roots that no spec produces any more.
    public struct Orphan: Equatable, Sendable {
        public var path: String
        /// The start of the file, where its marker is (``GeneratedFileMarker/searchedPrefix`` bytes at most).
        public var bytes: [UInt8]
        /// Why it may not be deleted (with `prune`), when it may not.
        public var problem: Diagnostic?

        public init(path: String, bytes: [UInt8], problem: Diagnostic? = nil) {
            self.path = path
            self.bytes = bytes
            self.problem = problem
        }
    }

    /// Sorted by path.
    public var targets: [Target]
    public var orphans: [Orphan]
    /// True when orphans are deleted rather than reported.
    public var prunes: Bool
    /// Why a prune cannot be trusted: a folder under the output roots that
    /// cannot be read may hold orphans (one error each).
    public var pruneProblems: [Diagnostic]

    public init(
        targets: [Target], orphans: [Orphan] = [], prunes: Bool = false,
        pruneProblems: [Diagnostic] = []
    ) {
        self.targets = targets
        self.orphans = orphans
        self.prunes = prunes
        self.pruneProblems = pruneProblems
    }

    /// The files among `files` that the run renders, in their order.
    public func toRender(_ files: [OutputFile]) -> [OutputFile] {
        let paths = Set(targets.lazy.filter(\.needsRendering).map(\.path))
        return files.filter { paths.contains($0.path) }
    }
}

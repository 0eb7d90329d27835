/// What `check` found: generated files that differ from their specs, are
/// missing, or are left over from specs that no longer produce them; and,
/// with an Xcode project, files missing from their target and references to
/// files that no longer exist.
public struct DriftReport: Equatable, Sendable {
    public enum Status: String, Equatable, Sendable {
        case changed
        case missing
        case orphaned
        /// A temporary or backup file (or the journal) left by a killed run.
        case leftover
        /// The Xcode project disagrees with the files (``ProjectDrift``).
        case project
    }

    /// How the Xcode project and a file disagree.
    public struct ProjectDrift: Equatable, Sendable {
        public enum Problem: String, Equatable, Sendable {
            /// The run writes the file, but its target does not build it.
            case notInTarget = "not-in-target"
            /// The project references a file viper-gen writes that no longer exists.
            case staleReference = "stale-reference"
        }

        public var problem: Problem
        /// The project file (relative to the project root; the CLI shows it relative to the working folder).
        public var projectFile: String
        /// The target that should build the file (``Problem/notInTarget``).
        public var target: String?
    }

    public struct Entry: Equatable, Sendable {
        /// The file's path (relative to the project root; the CLI shows it relative to the working folder).
        public var path: String
        public var status: Status
        /// The unified diff from the file on disk to what the spec generates (changed files).
        public var diff: String?
        /// The line on disk where the drift starts (for annotations).
        public var line: Int
        /// What is wrong in the Xcode project (status ``Status/project``).
        public var project: ProjectDrift?

        public init(
            path: String, status: Status, diff: String? = nil, line: Int = 1,
            project: ProjectDrift? = nil
        ) {
            self.path = path
            self.status = status
            self.diff = diff
            self.line = line
            self.project = project
        }
    }

    public var entries: [Entry]
    /// How many generated files were compared.
    public var checkedCount: Int

    public var isClean: Bool { entries.isEmpty }

    /// The drift in a write plan for the same files: scaffolded files never
    /// count. Diffs are computed only with `includesDiffs` (a report that
    /// prints none does not pay for them).
    /// The largest file whose diff is shown (either side, 2 MiB), and the most
    /// lines all diffs of one report compare together (400,000): past them a
    /// drifted file is named with where it starts to differ, and its diff left
    /// to `git diff` after `generate`. A repository's committed files cannot
    /// make `check` spend minutes or gigabytes on diffs.
    public static let largestDiffedFile = 2 << 20
    public static let mostDiffedLines = 400_000

    /// With `scaffoldsAreChecked` (`generation: build`, whose project holds
    /// no generated file), a missing scaffold is drift too, and each one there
    /// counts as checked.
    public init(plan: WritePlan, includesDiffs: Bool = true, scaffoldsAreChecked: Bool = false) {
        var entries: [Entry] = []
        var checked = 0
        var linesLeft = Self.mostDiffedLines
        for entry in plan.entries {
            switch (entry.action, entry.ownership) {
            case (.update, .generated?):
                checked += 1
                let old = entry.previous ?? []
                let new = entry.contents ?? []
                let lines = Self.lineCount(old) + Self.lineCount(new)
                guard includesDiffs, old.count <= Self.largestDiffedFile,
                    new.count <= Self.largestDiffedFile,
                    lines <= linesLeft
                else {
                    let line = UnifiedDiff.firstDifferingLine(old, new)
                    entries.append(
                        Entry(
                            path: entry.path, status: .changed,
                            diff: includesDiffs ? Self.tooLargeToShow(from: line) : nil, line: line)
                    )
                    continue
                }
                linesLeft -= lines
                let diff = UnifiedDiff(old: old, new: new)
                entries.append(
                    Entry(
                        path: entry.path, status: .changed,
                        diff: diff.rendered(
                            oldLabel: "a/\(entry.path)", newLabel: "b/\(entry.path)"),
                        line: diff.firstChangedOldLine))
            case (.create, .generated?):
                checked += 1
                entries.append(Entry(path: entry.path, status: .missing, diff: nil, line: 1))
            case (.unchanged, .generated?):
                checked += 1
            case (.create, .scaffolded?) where scaffoldsAreChecked:
                checked += 1
                entries.append(Entry(path: entry.path, status: .missing, diff: nil, line: 1))
            case (.keep, .scaffolded?) where scaffoldsAreChecked:
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

    /// The note that stands for a diff too large to show.
    static func tooLargeToShow(from line: Int) -> String {
        "(it differs from line \(line) on; the diff is too large to show here: run `viper-gen generate`, then `git diff`)\n"
    }

    private static func lineCount(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.reduce(into: 0) { if $1 == UInt8(ascii: "\n") { $0 += 1 } }
        }
    }

    /// Adds the files a killed run left behind (``WriteJournal/leftovers(in:fileSystem:)``).
    public mutating func addLeftovers(_ paths: [String]) {
        entries += paths.map { Entry(path: $0, status: .leftover, diff: nil, line: 1) }
    }

    /// Adds the project drift of a run: files missing from their target, then
    /// stale references, each sorted by path.
    public mutating func addProjectDrift(_ result: XcodeProjectStage.Result) {
        let file = result.projectFile
        entries += result.missingFromTarget.sorted { $0.path < $1.path }.map { membership in
            Entry(
                path: membership.path, status: .project,
                project: ProjectDrift(
                    problem: .notInTarget, projectFile: file, target: membership.target))
        }
        entries += result.staleReferences.map { path in
            Entry(
                path: path, status: .project,
                project: ProjectDrift(problem: .staleReference, projectFile: file))
        }
    }

    public func count(_ status: Status) -> Int {
        entries.filter { $0.status == status }.count
    }

    public func count(_ problem: ProjectDrift.Problem) -> Int {
        entries.filter { $0.project?.problem == problem }.count
    }
}

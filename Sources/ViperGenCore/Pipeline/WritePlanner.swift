/// Stage 5, plan, in two halves around rendering.
///
/// 1. ``survey(_:options:)`` looks at the disk where each file goes (reads
///    only): what is there, the bytes of files that may be rewritten, paths
///    that may not be written, and orphans. It decides which files must be
///    rendered: every generated file, and a scaffold only when it is missing
///    or being overwritten.
/// 2. ``plan(_:survey:)`` compares the rendered files with the survey and
///    decides, per file: create, update, leave unchanged, keep the user's
///    scaffold, or report (with `prune`, delete) an orphaned generated file.
///    Pure: it does not touch the disk.
public struct WritePlanner {
    public struct Options: Equatable, Sendable {
        /// What a run does with scaffolded files.
        public enum Scaffolds: Equatable, Sendable {
            /// Create the missing ones; existing ones are the user's (`generate`, `new`).
            case createMissing
            /// Also replace existing ones (`new --force`).
            case overwrite
            /// Neither render nor plan them (`check` compares generated files only).
            case leaveOut
        }

        /// Look for generated files no spec produces any more.
        public var findsOrphans: Bool
        /// Delete those orphans.
        public var prunes: Bool
        public var scaffolds: Scaffolds

        public init(findsOrphans: Bool = true, prunes: Bool = false, scaffolds: Scaffolds = .createMissing) {
            self.findsOrphans = findsOrphans
            self.prunes = prunes
            self.scaffolds = scaffolds
        }
    }

    let fileSystem: FileSystem
    let project: Project

    public init(fileSystem: FileSystem, project: Project) {
        self.fileSystem = fileSystem
        self.project = project
    }

    /// Looks at every path `files` go to, on every core when the file system
    /// allows concurrent reads, and finds orphans. Reads only.
    public func survey(_ files: [OutputFile], options: Options = Options()) -> OutputSurvey {
        let planned = (options.scaffolds == .leaveOut ? files.filter { $0.ownership == .generated } : files)
            .sorted { $0.path < $1.path }
        let reader = ConcurrentReader(fileSystem)
        let root = project.rootPath
        let overwritesScaffolds = options.scaffolds == .overwrite
        var targets = ParallelMap.map(planned, concurrently: fileSystem.allowsConcurrentReads) { file in
            let absolute = PathText.join(root, file.path)
            let kind = reader.fileSystem.kind(of: absolute)
            var target = OutputSurvey.Target(path: file.path, ownership: file.ownership, kind: kind)
            target.needsRendering = file.ownership == .generated || kind == nil || overwritesScaffolds
            if kind == .file, file.ownership == .generated || overwritesScaffolds {
                target.existing = Result { () throws(FileSystemError) in try reader.fileSystem.read(absolute) }
            }
            return target
        }
        let confinement = OutputConfinement(fileSystem: fileSystem, rootPath: root)
        for index in targets.indices where targets[index].needsRendering {
            targets[index].problem = confinement.problem(with: targets[index].path, kind: targets[index].kind)
        }
        var orphans: [OutputSurvey.Orphan] = []
        if options.findsOrphans {
            for (path, bytes) in self.orphans(excluding: Set(files.map(\.path))) {
                var orphan = OutputSurvey.Orphan(path: path, bytes: bytes)
                if options.prunes {
                    orphan.problem = confinement.problem(with: path, kind: fileSystem.kind(of: PathText.join(root, path)))
                }
                orphans.append(orphan)
            }
        }
        return OutputSurvey(targets: targets, orphans: orphans, prunes: options.prunes)
    }

    /// The write plan: what applying the run does to each surveyed path.
    /// `rendered` holds the files the survey asked for. Throws every path
    /// that may not be written or read.
    public func plan(_ rendered: [RenderedFile], survey: OutputSurvey) throws(DiagnosticList) -> WritePlan {
        var contents: [String: String] = [:]
        for file in rendered { contents[file.path] = file.contents }
        var diagnostics: [Diagnostic] = []
        var entries: [WritePlan.Entry] = []
        for target in survey.targets {
            guard target.needsRendering else {
                // A scaffold that exists and is not overwritten: the user's, never read or written.
                entries.append(.init(path: target.path, action: .keep, ownership: target.ownership))
                continue
            }
            if let problem = target.problem {
                diagnostics.append(problem)
                continue
            }
            guard let text = contents[target.path] else {
                preconditionFailure("'\(target.path)' is planned but was not rendered")
            }
            switch target.kind {
            case nil:
                entries.append(.init(path: target.path, action: .create, contents: Array(text.utf8),
                                     ownership: target.ownership))
            case .directory:
                diagnostics.append(OutputDiagnostics.notAFile(target.path))
            case .file, .symbolicLink:
                switch target.existing {
                case nil:
                    entries.append(.init(path: target.path, action: .keep, ownership: target.ownership))
                case .success(let existing)?:
                    if Self.bytes(existing, equalUTF8Of: text) {
                        entries.append(.init(path: target.path, action: .unchanged, ownership: target.ownership))
                    } else {
                        entries.append(.init(path: target.path, action: .update, contents: Array(text.utf8),
                                             ownership: target.ownership, previous: existing))
                    }
                case .failure(let error)?:
                    diagnostics.append(OutputDiagnostics.unreadable(target.path, reason: error.reason))
                }
            }
        }
        for orphan in survey.orphans {
            if let problem = orphan.problem {
                diagnostics.append(problem)
                continue
            }
            entries.append(.init(path: orphan.path, action: survey.prunes ? .delete : .orphan, previous: orphan.bytes))
        }
        guard diagnostics.isEmpty else { throw DiagnosticList(diagnostics) }
        return WritePlan(entries: entries)
    }

    /// True when `bytes` are the UTF-8 of `text` (compared with `memcmp`, without a copy).
    static func bytes(_ bytes: [UInt8], equalUTF8Of text: String) -> Bool {
        guard bytes.count == text.utf8.count else { return false }
        return text.utf8.withContiguousStorageIfAvailable { textBytes in
            bytes.withUnsafeBufferPointer { FileDescriptor.memoryEqual($0, textBytes) }
        } ?? bytes.elementsEqual(text.utf8)
    }

    /// Generated Swift files under the output roots that are not in `known`.
    /// Folders are listed level by level, each level's folders (and the
    /// candidate files' first bytes) on every core when the disk allows it.
    func orphans(excluding known: Set<String>) -> [(path: String, bytes: [UInt8])] {
        let marker = GeneratedFileMarker(config: project.config)
        guard marker.prefix != nil else { return [] }
        let config = project.config
        let roots = Set([config.sources, config.tests, config.shared, config.sharedTests])
        let outermost = roots.filter { root in
            !roots.contains { other in other != root && PathText.relative(root, to: other) != nil }
        }
        let reader = ConcurrentReader(fileSystem)
        let rootPath = project.rootPath
        let concurrently = fileSystem.allowsConcurrentReads
        var level = outermost.sorted()
        var candidates: [String] = []
        while !level.isEmpty {
            let listings = ParallelMap.map(level, concurrently: concurrently) { folder in
                (try? reader.fileSystem.kindsOfEntries(in: PathText.join(rootPath, folder))) ?? []
            }
            var next: [String] = []
            for (folder, listing) in zip(level, listings) {
                for (name, kind) in listing where !name.hasPrefix(".") {
                    let path = PathText.join(folder, name)
                    switch kind {
                    case .directory: next.append(path)
                    case .file where name.hasSuffix(".swift") && !known.contains(path): candidates.append(path)
                    default: break
                    }
                }
            }
            level = next
        }
        let read = ParallelMap.map(candidates, concurrently: concurrently) { path -> [UInt8]? in
            guard let bytes = try? reader.fileSystem.read(PathText.join(rootPath, path)), marker.matches(bytes) else {
                return nil
            }
            return bytes
        }
        return zip(candidates, read).compactMap { path, bytes in bytes.map { (path, $0) } }.sorted { $0.0 < $1.0 }
    }
}

/// Stages 5 and 7, plan, in two halves around rendering.
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
        /// Refuse to create a scaffold whose name a file elsewhere in the
        /// module's folders already has (``MovedScaffolds``); `adopt`, which
        /// writes only specs, and `new`, whose module has no earlier place, do not ask.
        public var refusesMovedScaffolds: Bool
        /// Edit the Xcode project file when `viper-gen.yml` has an `xcode:`
        /// section (`generate --no-project` leaves it as it is, for a build phase).
        public var editsProject: Bool

        public init(
            findsOrphans: Bool = true, prunes: Bool = false, scaffolds: Scaffolds = .createMissing,
            editsProject: Bool = true, refusesMovedScaffolds: Bool = true
        ) {
            self.refusesMovedScaffolds = refusesMovedScaffolds
            self.findsOrphans = findsOrphans
            self.prunes = prunes
            self.scaffolds = scaffolds
            self.editsProject = editsProject
        }
    }

    let fileSystem: FileSystem
    let project: Project
    /// The most read from existing outputs (``maximumTotalExistingSize``; tests lower it).
    var existingLimit = Self.maximumTotalExistingSize
    /// The largest existing output read to compare (16 MiB, twice what one
    /// render may produce): a bigger file there is refused, not loaded.
    public static let maximumOutputSize = 16 << 20
    /// The most the survey reads from existing outputs together (512 MiB,
    /// twice what one run may render), whatever a repository puts there.
    public static let maximumTotalExistingSize = 512 << 20

    private static func overBudget(_ path: String, limit: Int) -> FileSystemError {
        FileSystemError(
            path: path,
            reason: "the files at the output paths hold more than "
                + "\(ByteCountText.text(limit)) together, the most viper-gen reads to compare")
    }

    public init(fileSystem: FileSystem, project: Project) {
        self.fileSystem = fileSystem
        self.project = project
    }

    /// Looks at every path `files` go to, and finds orphans: each folder is
    /// listed once, and the files that may be rewritten are read, on every
    /// core when the file system allows concurrent reads. Reads only.
    public func survey(_ files: [OutputFile], options: Options = Options()) -> OutputSurvey {
        // Indexes, not copies: the files carry their contexts.
        let planned = files.indices.filter {
            options.scaffolds != .leaveOut || files[$0].ownership == .generated
        }
        .sorted { files[$0].path < files[$1].path }
        let root = project.rootPath
        let findsOrphans = options.findsOrphans
        let listings = FolderListings(
            fileSystem: fileSystem, rootPath: root,
            walking: findsOrphans ? outputRoots : [],
            needed: Set(planned.map { PathText.directory(of: files[$0].path) }))
        let overwritesScaffolds = options.scaffolds == .overwrite
        var targets = planned.map { index in
            let file = files[index]
            let kind = listings.kind(of: file.path)
            return OutputSurvey.Target(
                path: file.path, ownership: file.ownership, kind: kind,
                needsRendering: file.ownership == .generated || kind == nil || overwritesScaffolds)
        }
        let reader = ConcurrentReader(fileSystem)
        let toRead = targets.indices.filter { index in
            targets[index].kind == .file
                && (targets[index].ownership == .generated || overwritesScaffolds)
        }
        // What is at the output paths is bounded as a whole too, not only per file.
        let budget = ByteBudget(limit: existingLimit)
        let contents = ParallelMap.map(toRead, concurrently: fileSystem.allowsConcurrentReads) {
            [targets] index in
            let absolute = PathText.join(root, targets[index].path)
            return Result { () throws(FileSystemError) in
                guard budget.isAvailable else {
                    throw Self.overBudget(absolute, limit: budget.limit)
                }
                let bytes = try reader.fileSystem.read(
                    absolute, beneath: root, limit: WritePlanner.maximumOutputSize)
                guard budget.spend(bytes.count) else {
                    throw Self.overBudget(absolute, limit: budget.limit)
                }
                return bytes
            }
        }
        for (index, content) in zip(toRead, contents) { targets[index].existing = content }
        let confinement = OutputConfinement(
            fileSystem: fileSystem, rootPath: root,
            listedKind: { [listings] in listings.listedKind(of: $0) })
        for index in targets.indices where targets[index].needsRendering {
            targets[index].problem = confinement.problem(
                with: targets[index].path, kind: targets[index].kind)
        }
        if options.refusesMovedScaffolds {
            refuseMovedScaffolds(in: &targets, listings: findsOrphans ? listings : nil)
        }
        var orphans: [OutputSurvey.Orphan] = []
        if findsOrphans {
            let known = Set(files.map(\.path))
            let candidates = listings.walkedMarkableFiles.filter { !known.contains($0) }.sorted()
            // Only the start of each file, where the marker is: a folder of large hand-written files costs little.
            let read = ParallelMap.map(candidates, concurrently: fileSystem.allowsConcurrentReads) {
                path -> [UInt8]? in
                guard
                    let bytes = try? reader.fileSystem.readPrefix(
                        PathText.join(root, path), beneath: root,
                        count: GeneratedFileMarker.searchedPrefix),
                    GeneratedFileMarker.matches(bytes, path: path)
                else {
                    return nil
                }
                return bytes
            }
            for (path, bytes) in zip(candidates, read) {
                guard let bytes else { continue }
                var orphan = OutputSurvey.Orphan(path: path, bytes: bytes)
                if options.prunes {
                    orphan.problem = confinement.problem(
                        with: path, kind: fileSystem.kind(of: PathText.join(root, path)))
                }
                orphans.append(orphan)
            }
        }
        let pruneProblems =
            options.prunes
            ? listings.unwalkedFolders.map {
                OutputDiagnostics.unreadableOutputFolder($0.path, reason: $0.reason)
            } : []
        return OutputSurvey(
            targets: targets, orphans: orphans, prunes: options.prunes, pruneProblems: pruneProblems
        )
    }

    /// Gives each missing scaffold that a file elsewhere in its module's
    /// folders already stands for (``MovedScaffolds``) that problem. Looks
    /// at the sources and tests only when a scaffold is missing: in
    /// `walked`, when the survey walked them already.
    private func refuseMovedScaffolds(
        in targets: inout [OutputSurvey.Target], listings walked: FolderListings?
    ) {
        let missing = targets.indices.filter {
            targets[$0].ownership == .scaffolded && targets[$0].kind == nil
                && targets[$0].problem == nil
        }
        guard !missing.isEmpty else { return }
        let config = project.config
        let listings =
            walked
            ?? FolderListings(
                fileSystem: fileSystem, rootPath: project.rootPath,
                walking: Self.outermost([config.sources, config.tests]), needed: [])
        let moved = MovedScaffolds(
            folders: ModuleFolders(config: config), searched: [config.sources, config.tests],
            files: listings.walkedFiles, planned: Set(targets.map(\.path)))
        for index in missing {
            guard let existing = moved.existing(for: targets[index].path) else { continue }
            targets[index].problem = OutputDiagnostics.scaffoldElsewhere(
                targets[index].path, existing: existing)
        }
    }

    /// The outermost output roots (those not inside another), where orphans are looked for.
    private var outputRoots: [String] {
        let config = project.config
        return Self.outermost([config.sources, config.tests, config.shared, config.sharedTests])
    }

    /// The folders of `folders` not inside another of them, sorted.
    private static func outermost(_ folders: [String]) -> [String] {
        let roots = Set(folders)
        // `.` (the project root itself) holds every other root.
        if roots.contains(".") { return ["."] }
        return roots.filter { root in
            !roots.contains { other in other != root && PathText.relative(root, to: other) != nil }
        }.sorted()
    }

    /// The write plan: what applying the run does to each surveyed path.
    /// `rendered` holds the files the survey asked for. Throws every path
    /// that may not be written or read.
    public func plan(_ rendered: [RenderedFile], survey: OutputSurvey) throws(DiagnosticList)
        -> WritePlan
    {
        var contents: [String: String] = [:]
        contents.reserveCapacity(rendered.count)
        for file in rendered { contents[file.path] = file.contents }
        var diagnostics = CaseFoldingClash.diagnostics(rendered) + survey.pruneProblems
        var entries: [WritePlan.Entry] = []
        entries.reserveCapacity(survey.targets.count + survey.orphans.count)
        /// Entries that write, with their text: made bytes at the end, on every core.
        var withNewContents: [(entry: Int, text: String)] = []
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
            // A scaffold is the user's once written: it may never carry the mark that lets --prune delete it.
            if target.ownership == .scaffolded,
                GeneratedFileMarker.matches(
                    Array(text.utf8.prefix(GeneratedFileMarker.searchedPrefix)), path: target.path)
            {
                diagnostics.append(OutputDiagnostics.markerInScaffold(target.path))
                continue
            }
            switch target.kind {
            case nil:
                withNewContents.append((entries.count, text))
                entries.append(
                    .init(path: target.path, action: .create, ownership: target.ownership))
            case .directory:
                diagnostics.append(OutputDiagnostics.notAFile(target.path))
            case .other:
                diagnostics.append(OutputDiagnostics.notARegularFile(target.path))
            case .file, .symbolicLink:
                switch target.existing {
                case nil:
                    entries.append(
                        .init(path: target.path, action: .keep, ownership: target.ownership))
                case .success(let existing)?:
                    if Self.bytes(existing, equalUTF8Of: text) {
                        entries.append(
                            .init(
                                path: target.path, action: .unchanged, ownership: target.ownership))
                    } else {
                        withNewContents.append((entries.count, text))
                        entries.append(
                            .init(
                                path: target.path, action: .update, ownership: target.ownership,
                                previous: existing))
                    }
                case .failure(let error)?:
                    diagnostics.append(
                        OutputDiagnostics.unreadable(target.path, reason: error.reason))
                }
            }
        }
        for orphan in survey.orphans {
            if let problem = orphan.problem {
                diagnostics.append(problem)
                continue
            }
            entries.append(
                .init(
                    path: orphan.path, action: survey.prunes ? .delete : .orphan,
                    previous: orphan.bytes))
        }
        guard diagnostics.isEmpty else { throw DiagnosticList(diagnostics) }
        let bytes = ParallelMap.map(withNewContents) { Array($0.text.utf8) }
        for (written, contents) in zip(withNewContents, bytes) {
            entries[written.entry].contents = contents
        }
        return WritePlan(entries: entries)
    }

    /// True when `bytes` are the UTF-8 of `text` (compared with `memcmp`, without a copy).
    static func bytes(_ bytes: [UInt8], equalUTF8Of text: String) -> Bool {
        guard bytes.count == text.utf8.count else { return false }
        return text.utf8.withContiguousStorageIfAvailable { textBytes in
            bytes.withUnsafeBufferPointer { FileDescriptor.memoryEqual($0, textBytes) }
        } ?? bytes.elementsEqual(text.utf8)
    }
}

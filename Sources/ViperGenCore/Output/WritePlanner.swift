/// Compares rendered files with the disk and decides, per file, what a run
/// does: create, update, leave unchanged, keep the user's scaffold, or report
/// (and with `prune`, delete) an orphaned generated file. Reads only.
public struct WritePlanner {
    public struct Options: Equatable, Sendable {
        /// Look for generated files no spec produces any more.
        public var findsOrphans: Bool
        /// Delete those orphans.
        public var prunes: Bool
        /// Overwrite scaffolded files that already exist.
        public var overwritesScaffolds: Bool

        public init(findsOrphans: Bool = true, prunes: Bool = false, overwritesScaffolds: Bool = false) {
            self.findsOrphans = findsOrphans
            self.prunes = prunes
            self.overwritesScaffolds = overwritesScaffolds
        }
    }

    let fileSystem: FileSystem
    let project: Project

    public init(fileSystem: FileSystem, project: Project) {
        self.fileSystem = fileSystem
        self.project = project
    }

    public func plan(_ files: [RenderedFile], options: Options = Options()) -> Result<WritePlan, DiagnosticList> {
        let confinement = OutputConfinement(fileSystem: fileSystem, rootPath: project.rootPath)
        var diagnostics: [Diagnostic] = []
        var entries: [WritePlan.Entry] = []
        let found = inspect(files, readsScaffolds: options.overwritesScaffolds)
        for (file, found) in zip(files, found) {
            if file.isPlaceholder {
                // Not rendered because it exists: kept, never written (and never written empty).
                guard !options.overwritesScaffolds else {
                    diagnostics.append(OutputDiagnostics.unrenderedScaffold(file.path))
                    continue
                }
                entries.append(.init(path: file.path, action: .keep, ownership: file.ownership))
                continue
            }
            if let problem = confinement.problem(with: file.path, kind: found.kind) {
                diagnostics.append(problem)
                continue
            }
            switch found.kind {
            case nil:
                entries.append(.init(path: file.path, action: .create, contents: Array(file.contents.utf8),
                                     ownership: file.ownership))
            case .directory:
                diagnostics.append(OutputDiagnostics.notAFile(file.path))
            case .file, .symbolicLink:
                switch found.existing {
                case nil:
                    entries.append(.init(path: file.path, action: .keep, ownership: file.ownership))
                case .success(let existing)?:
                    if Self.bytes(existing, equalUTF8Of: file.contents) {
                        entries.append(.init(path: file.path, action: .unchanged, ownership: file.ownership))
                    } else {
                        entries.append(.init(path: file.path, action: .update, contents: Array(file.contents.utf8),
                                             ownership: file.ownership, previous: existing))
                    }
                case .failure(let error)?:
                    diagnostics.append(OutputDiagnostics.unreadable(file.path, reason: error.reason))
                }
            }
        }
        if options.findsOrphans {
            let known = Set(files.map(\.path))
            for orphan in orphans(excluding: known) {
                if options.prunes,
                   let problem = confinement.problem(with: orphan.path,
                                                     kind: fileSystem.kind(of: PathText.join(project.rootPath, orphan.path))) {
                    diagnostics.append(problem)
                    continue
                }
                entries.append(.init(path: orphan.path, action: options.prunes ? .delete : .orphan,
                                     previous: orphan.bytes))
            }
        }
        guard diagnostics.isEmpty else { return .failure(DiagnosticList(diagnostics)) }
        return .success(WritePlan(entries: entries))
    }

    /// What is on disk where a rendered file goes.
    private struct Found: Sendable {
        var kind: FileKind?
        /// The bytes on disk, read when the file exists and may be rewritten
        /// (a regular file that is generated, or a scaffold being overwritten).
        var existing: Result<[UInt8], FileSystemError>?
    }

    /// Looks at every target path and reads what may be rewritten, on every
    /// core when the file system allows concurrent reads. Reads only.
    private func inspect(_ files: [RenderedFile], readsScaffolds: Bool) -> [Found] {
        let reader = ConcurrentReader(fileSystem)
        let root = project.rootPath
        return ParallelMap.map(files, concurrently: fileSystem.allowsConcurrentReads) { file in
            // A placeholder is a scaffold that exists (that is why it was not rendered): no need to look.
            if file.isPlaceholder { return Found(kind: .file) }
            let absolute = PathText.join(root, file.path)
            let kind = reader.fileSystem.kind(of: absolute)
            var found = Found(kind: kind)
            if kind == .file, file.ownership == .generated || readsScaffolds {
                found.existing = Result { () throws(FileSystemError) in try reader.fileSystem.read(absolute) }
            }
            return found
        }
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

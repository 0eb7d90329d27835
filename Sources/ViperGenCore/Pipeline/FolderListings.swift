/// What the folders a survey looks at hold, each folder listed once, level by
/// level, on every core when the disk allows it. The kind of each planned
/// file comes from its folder's listing instead of one `lstat` per file, and a
/// folder that is known to be missing (its parent was listed without it) is
/// not looked at at all: in a fresh tree that is every module's folder.
struct FolderListings {
    /// Project-relative folder -> the kind of each entry.
    private var folders: [String: [String: FileKind?]] = [:]
    /// Folders that exist but cannot be listed: their files are looked at one by one.
    private var unlistable: Set<String> = []
    /// Folders whose listing failed because they do not exist.
    private var missing: Set<String> = []
    /// Every file the walk met that could carry viper-gen's marker (Swift,
    /// and the kinds ``GeneratedFileMarker/syntax(forPath:)`` knows), for
    /// orphans, in the order met: sort what you keep of it (usually a few
    /// orphans of thousands of files).
    private(set) var walkedMarkableFiles: [String] = []
    /// Every regular file the walk met, in the order met.
    private(set) var walkedFiles: [String] = []
    /// Folders the walk met but could not list, with why: orphans in them
    /// cannot be found.
    private(set) var unwalkedFolders: [(path: String, reason: String)] = []

    private let fileSystem: FileSystem
    private let rootPath: String

    /// Lists every folder below `walkRoots` (not following symbolic links, not
    /// entering names that start with `.`), then each folder of `needed` not
    /// listed yet and not known to be missing.
    init(fileSystem: FileSystem, rootPath: String, walking walkRoots: [String], needed: Set<String>)
    {
        self.fileSystem = fileSystem
        self.rootPath = rootPath
        var level = walkRoots.sorted()
        while !level.isEmpty {
            var next: [String] = []
            for (folder, listing) in zip(level, list(level)) {
                guard case .success(let listing) = listing else {
                    if case .failure(let error) = listing, unlistable.contains(folder) {
                        unwalkedFolders.append((folder, error.reason))
                    }
                    continue
                }
                for (name, kind) in listing where !name.hasPrefix(".") {
                    let path = PathText.join(folder, name)
                    switch kind {
                    case .directory: next.append(path)
                    case .file:
                        walkedFiles.append(path)
                        if GeneratedFileMarker.syntax(forPath: name) != nil {
                            walkedMarkableFiles.append(path)
                        }
                    default: break
                    }
                }
            }
            level = next
        }
        let rest = needed.filter {
            folders[$0] == nil && !unlistable.contains($0) && !isKnownMissing($0)
        }
        _ = list(rest.sorted())
    }

    /// What is at `path` (project-relative), as `lstat` would say.
    func kind(of path: String) -> FileKind? {
        if let known = listedKind(of: path) { return known }
        guard unlistable.contains(PathText.directory(of: path)) else { return nil }
        return fileSystem.kind(of: PathText.join(rootPath, path))
    }

    /// What is at the project-relative `path` when the listings know: its
    /// folder was listed, or it lies in a folder known to be missing
    /// (`.some(nil)`: nothing). `nil` when they cannot say.
    func listedKind(of path: String) -> FileKind?? {
        if let entries = folders[PathText.directory(of: path)] {
            return .some(entries[PathText.lastComponent(of: path)] ?? nil)
        }
        if missing.contains(path) || isKnownMissing(path) { return .some(nil) }
        return nil
    }

    /// Lists `paths` (on every core when allowed) and records each listing.
    private mutating func list(_ paths: [String]) -> [Result<
        [(name: String, kind: FileKind?)], FileSystemError
    >] {
        let reader = ConcurrentReader(fileSystem)
        let root = rootPath
        let listings = ParallelMap.map(paths, concurrently: fileSystem.allowsConcurrentReads) {
            folder in
            Result { () throws(FileSystemError) in
                try reader.fileSystem.kindsOfEntries(in: PathText.join(root, folder), beneath: root)
            }
        }
        for (folder, listing) in zip(paths, listings) {
            if case .success(let listing) = listing {
                var kinds: [String: FileKind?] = [:]
                for (name, kind) in listing { kinds[name] = kind }
                folders[folder] = kinds
            } else if fileSystem.kind(of: PathText.join(rootPath, folder)) != nil {
                unlistable.insert(folder)
            } else {
                missing.insert(folder)
            }
        }
        return listings
    }

    /// True when an enclosing folder is missing, or was listed without the
    /// next folder on the way to `folder`, so `folder` cannot exist.
    private func isKnownMissing(_ folder: String) -> Bool {
        var child = folder
        var parent = PathText.directory(of: folder)
        while parent != child {
            if missing.contains(parent) { return true }
            if let entries = folders[parent] {
                return entries[PathText.lastComponent(of: child)] == nil
            }
            child = parent
            parent = PathText.directory(of: parent)
        }
        return false
    }
}

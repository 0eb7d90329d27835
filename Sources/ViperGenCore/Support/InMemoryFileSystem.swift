#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file system held in memory, for tests and dry runs. Paths are absolute;
/// folders are implied by the files inside them or created explicitly.
/// Symbolic links are stored as targets and resolved lexically.
public final class InMemoryFileSystem: FileSystem {
    enum Node {
        case file([UInt8])
        case directory
        case link(String)
        /// A FIFO or device: listed, never read.
        case special
    }

    var nodes: [String: Node] = ["/": .directory]
    /// Each file's identity (its "inode"): links share one, a new file gets a new one.
    var identities: [String: UInt64] = [:]
    private var lastIdentity: UInt64 = 0
    /// Every path written, in order (lets tests assert that nothing was written).
    public internal(set) var writes: [String] = []
    /// Paths whose writes fail, to simulate unwritable folders.
    public var failingPaths: Set<String> = []
    /// Folders whose listing fails, to simulate unreadable folders.
    public var unlistablePaths: Set<String> = []

    public init(files: [String: String] = [:]) {
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            insertFile(Array(text.utf8), at: PathText.normalized(path))
        }
    }

    /// All regular files and their text, for comparisons in tests.
    public var files: [String: String] {
        var result: [String: String] = [:]
        for (path, node) in nodes {
            if case .file(let bytes) = node {
                result[path] = String(decoding: bytes, as: UTF8.self)
            }
        }
        return result
    }

    public func addSymbolicLink(at path: String, to target: String) {
        ensureParents(of: path)
        nodes[PathText.normalized(path)] = .link(target)
    }

    /// Puts a FIFO (or any file that is not regular) at `path`.
    public func addSpecialFile(at path: String) {
        ensureParents(of: path)
        nodes[PathText.normalized(path)] = .special
    }

    public func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        guard let resolved = resolvingSymlinks(path), let node = nodes[resolved] else {
            throw FileSystemError(path: path, errno: ENOENT)
        }
        switch node {
        case .file(let bytes):
            guard bytes.count <= limit else {
                throw FileSystemError.tooLarge(path, limit: limit)
            }
            return bytes
        case .directory: throw FileSystemError(path: path, reason: "is a folder")
        case .link, .special: throw FileSystemError(path: path, reason: "not a regular file")
        }
    }

    public func kindsOfEntries(in directory: String, beneath root: String) throws(FileSystemError)
        -> [(name: String, kind: FileKind?)]
    {
        let folder =
            PathText.relative(directory, to: root) == "."
            ? (resolvingSymlinks(root) ?? root)
            : try confinedPath(directory, beneath: root)
        do {
            return try kindsOfEntries(in: folder)
        } catch {
            throw FileSystemError(path: directory, reason: error.reason, cause: error.cause)
        }
    }

    public func readPrefix(_ path: String, beneath root: String, count: Int) throws(FileSystemError)
        -> [UInt8]
    {
        Array(try read(path, beneath: root, limit: Int.max).prefix(count))
    }

    /// Walks from `root` as the disk does, refusing a `..` or a link that leaves it.
    public func read(_ path: String, beneath root: String, limit: Int) throws(FileSystemError)
        -> [UInt8]
    {
        let resolved = try confinedPath(path, beneath: root)
        do {
            return try read(resolved, limit: limit)
        } catch {
            throw FileSystemError(path: path, reason: error.reason, cause: error.cause)
        }
    }

    public func kind(of path: String, beneath root: String) throws(FileSystemError) -> FileKind? {
        if PathText.relative(path, to: root) == "." { return .directory }
        // Nothing is beneath a root that is not there (the disk's `open` of it fails with ENOENT).
        guard resolvingSymlinks(root) != nil else { return nil }
        let resolved: String
        do {
            resolved = try confinedPath(path, beneath: root)
        } catch  where error.isMissing {
            return nil
        }
        return kind(of: resolved)
    }

    /// Where `path` leads beneath `root`, every link followed while it stays there.
    private func confinedPath(_ path: String, beneath root: String) throws(FileSystemError)
        -> String
    {
        let outside = FileSystemError(
            path: path, reason: LocalConfinedReader.outside(root), cause: .outside)
        guard let relative = PathText.relative(path, to: root), relative != ".",
            let realRoot = resolvingSymlinks(root)
        else { throw outside }
        var resolved = realRoot
        var remaining = relative.split(separator: "/").map(String.init)
        var hops = 0
        while !remaining.isEmpty {
            let name = remaining.removeFirst()
            if name == "." { continue }
            let next =
                name == ".." ? PathText.directory(of: resolved) : PathText.join(resolved, name)
            guard next == realRoot || PathText.relative(next, to: realRoot) != nil else {
                throw outside
            }
            if case .link(let target)? = nodes[next] {
                hops += 1
                guard hops <= 40 else {
                    throw FileSystemError(path: path, reason: "too many levels of symbolic links")
                }
                let absolute = PathText.normalized(
                    target.hasPrefix("/") ? target : PathText.join(resolved, target))
                guard let inside = PathText.relative(absolute, to: realRoot) else { throw outside }
                resolved = realRoot
                remaining =
                    (inside == "." ? [] : inside.split(separator: "/").map(String.init)) + remaining
            } else {
                resolved = next
            }
        }
        return resolved
    }

    public func kind(of path: String) -> FileKind? {
        switch nodes[PathText.normalized(path)] {
        case .file?: return .file
        case .directory?: return .directory
        case .link?: return .symbolicLink
        case .special?: return .other
        case nil: return nil
        }
    }

    public func entries(in directory: String) throws(FileSystemError) -> [String] {
        let folder = PathText.normalized(directory)
        if unlistablePaths.contains(folder) {
            throw FileSystemError(path: directory, errno: EACCES)
        }
        guard case .directory? = nodes[folder] else {
            throw FileSystemError(path: directory, errno: ENOENT)
        }
        let prefix = folder == "/" ? "/" : folder + "/"
        return nodes.keys.compactMap { path in
            guard path.hasPrefix(prefix), path != folder else { return nil }
            let rest = path.dropFirst(prefix.count)
            return rest.contains("/") ? nil : String(rest)
        }
    }

    public func resolvingSymlinks(_ path: String) -> String? {
        var resolved = "/"
        var remaining = PathText.normalized(path).split(separator: "/").map(String.init)
        var hops = 0
        while !remaining.isEmpty {
            let next = PathText.join(resolved, remaining.removeFirst())
            switch nodes[next] {
            case .link(let target)?:
                hops += 1
                if hops > 32 { return nil }
                let absolute = target.hasPrefix("/") ? target : PathText.join(resolved, target)
                remaining =
                    PathText.normalized(absolute).split(separator: "/").map(String.init) + remaining
                resolved = "/"
            case nil:
                return nil
            default:
                resolved = next
            }
        }
        return resolved
    }

    public func writer(beneath root: String, creatingRoot: Bool) throws(FileSystemError)
        -> ConfinedWriter
    {
        if creatingRoot { try createDirectory(root) }
        guard directoryExists(root) else { throw FileSystemError(path: root, errno: ENOENT) }
        return InMemoryConfinedWriter(fileSystem: self, root: resolvingSymlinks(root) ?? root)
    }

    /// Runs in memory are never concurrent: the lock is always free.
    public func lockProject(
        _ root: String, mode: ProjectLockMode, waits: Bool,
        onBusy: () -> Void
    ) throws(FileSystemError) -> ProjectLock {
        FreeLock()
    }

    // MARK: Setting up files (tests)

    /// Writes a file, creating its folders, following links (a test's setup).
    public func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let normalized = PathText.normalized(path)
        try refuseFailing(normalized)
        let target = resolvingSymlinks(normalized) ?? normalized
        insertFile(bytes, at: target)
        writes.append(normalized)
    }

    /// Creates the folder and its missing parents.
    public func createDirectory(_ path: String) throws(FileSystemError) {
        let normalized = PathText.normalized(path)
        if case .file? = nodes[normalized] {
            throw FileSystemError(path: path, errno: EEXIST)
        }
        ensureParents(of: normalized)
        nodes[normalized] = .directory
    }

    /// Deletes a file (a test's setup).
    public func removeFile(_ path: String) throws(FileSystemError) {
        let normalized = PathText.normalized(path)
        guard case .file? = nodes[normalized] else {
            throw FileSystemError(path: path, errno: ENOENT)
        }
        nodes[normalized] = nil
        writes.append(normalized)
    }

    func refuseFailing(_ normalized: String) throws(FileSystemError) {
        if failingPaths.contains(normalized)
            || failingPaths.contains(PathText.directory(of: normalized))
        {
            throw FileSystemError(path: normalized, errno: EACCES)
        }
    }

    func insertFile(_ bytes: [UInt8], at path: String) {
        ensureParents(of: path)
        nodes[path] = .file(bytes)
        identities[path] = newIdentity()
    }

    /// An identity no file had before.
    func newIdentity() -> UInt64 {
        lastIdentity += 1
        return lastIdentity
    }

    /// The identity of what is at `path` (given one now if it had none).
    func identity(at path: String) -> UInt64? {
        guard nodes[path] != nil else { return nil }
        if let known = identities[path] { return known }
        let made = newIdentity()
        identities[path] = made
        return made
    }

    func ensureParents(of path: String) {
        var folder = PathText.directory(of: path)
        while folder != "/" && folder != "." && nodes[folder] == nil {
            nodes[folder] = .directory
            folder = PathText.directory(of: folder)
        }
    }

    private final class FreeLock: ProjectLock {
        func release() {}
    }
}

/// A file system held in memory, for tests and dry runs. Paths are absolute;
/// folders are implied by the files inside them or created explicitly.
/// Symbolic links are stored as targets and resolved lexically.
public final class InMemoryFileSystem: FileSystem {
    private enum Node {
        case file([UInt8])
        case directory
        case link(String)
    }

    private var nodes: [String: Node] = ["/": .directory]
    /// Every path written, in order (lets tests assert that nothing was written).
    public private(set) var writes: [String] = []
    /// Paths whose writes fail, to simulate unwritable folders.
    public var failingPaths: Set<String> = []

    public init(files: [String: String] = [:]) {
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            insertFile(Array(text.utf8), at: PathText.normalized(path))
        }
    }

    /// All regular files and their text, for comparisons in tests.
    public var files: [String: String] {
        var result: [String: String] = [:]
        for (path, node) in nodes {
            if case .file(let bytes) = node { result[path] = String(decoding: bytes, as: UTF8.self) }
        }
        return result
    }

    public func addSymbolicLink(at path: String, to target: String) {
        ensureParents(of: path)
        nodes[PathText.normalized(path)] = .link(target)
    }

    public func read(_ path: String) throws(FileSystemError) -> [UInt8] {
        guard let resolved = resolvingSymlinks(path), case .file(let bytes)? = nodes[resolved] else {
            throw FileSystemError(path: path, reason: "No such file or directory")
        }
        return bytes
    }

    public func kind(of path: String) -> FileKind? {
        switch nodes[PathText.normalized(path)] {
        case .file?: return .file
        case .directory?: return .directory
        case .link?: return .symbolicLink
        case nil: return nil
        }
    }

    public func entries(in directory: String) throws(FileSystemError) -> [String] {
        let folder = PathText.normalized(directory)
        guard case .directory? = nodes[folder] else {
            throw FileSystemError(path: directory, reason: "No such file or directory")
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
                remaining = PathText.normalized(absolute).split(separator: "/").map(String.init) + remaining
                resolved = "/"
            case nil:
                return nil
            default:
                resolved = next
            }
        }
        return resolved
    }

    public func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let normalized = PathText.normalized(path)
        if failingPaths.contains(normalized) || failingPaths.contains(PathText.directory(of: normalized)) {
            throw FileSystemError(path: path, reason: "Permission denied")
        }
        let target = resolvingSymlinks(normalized) ?? normalized
        insertFile(bytes, at: target)
        writes.append(normalized)
    }

    public func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let normalized = PathText.normalized(path)
        if failingPaths.contains(normalized) || failingPaths.contains(PathText.directory(of: normalized)) {
            throw FileSystemError(path: path, reason: "Permission denied")
        }
        guard case .directory? = nodes[PathText.directory(of: normalized)] else {
            throw FileSystemError(path: path, reason: "No such file or directory")
        }
        nodes[normalized] = .file(bytes)
        writes.append(normalized)
    }

    public func rename(_ source: String, to destination: String) throws(FileSystemError) {
        let from = PathText.normalized(source)
        let to = PathText.normalized(destination)
        guard let node = nodes[from] else {
            throw FileSystemError(path: source, reason: "No such file or directory")
        }
        if failingPaths.contains(to) { throw FileSystemError(path: destination, reason: "Permission denied") }
        nodes[from] = nil
        nodes[to] = node
        writes.append(to)
    }

    public func removeDirectory(_ path: String) throws(FileSystemError) {
        let normalized = PathText.normalized(path)
        guard case .directory? = nodes[normalized] else {
            throw FileSystemError(path: path, reason: "No such file or directory")
        }
        guard (try? entries(in: normalized))?.isEmpty ?? false else {
            throw FileSystemError(path: path, reason: "Directory not empty")
        }
        nodes[normalized] = nil
        writes.append(normalized)
    }

    public func createDirectory(_ path: String) throws(FileSystemError) {
        let normalized = PathText.normalized(path)
        if case .file? = nodes[normalized] {
            throw FileSystemError(path: path, reason: "File exists")
        }
        ensureParents(of: normalized)
        nodes[normalized] = .directory
    }

    public func removeFile(_ path: String) throws(FileSystemError) {
        let normalized = PathText.normalized(path)
        guard case .file? = nodes[normalized] else {
            throw FileSystemError(path: path, reason: "No such file or directory")
        }
        nodes[normalized] = nil
        writes.append(normalized)
    }

    private func insertFile(_ bytes: [UInt8], at path: String) {
        ensureParents(of: path)
        nodes[path] = .file(bytes)
    }

    private func ensureParents(of path: String) {
        var folder = PathText.directory(of: path)
        while folder != "/" && folder != "." && nodes[folder] == nil {
            nodes[folder] = .directory
            folder = PathText.directory(of: folder)
        }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A ``ConfinedWriter`` on an ``InMemoryFileSystem``: folders are resolved
/// lexically, following links only while they stay beneath the root.
final class InMemoryConfinedWriter: ConfinedWriter {
    private let fileSystem: InMemoryFileSystem
    private let root: String

    init(fileSystem: InMemoryFileSystem, root: String) {
        self.fileSystem = fileSystem
        self.root = root
    }

    func createFolders(_ folder: String, into created: inout [String]) throws(FileSystemError) {
        var current = root
        for name in PathText.normalized(folder).split(separator: "/").map(String.init)
        where name != "." {
            let next = try resolved(PathText.join(current, name), display: folder)
            switch fileSystem.nodes[next] {
            case .directory?: break
            case nil:
                try fileSystem.refuseFailing(next)
                fileSystem.nodes[next] = .directory
                fileSystem.writes.append(next)
                created.append(PathText.relative(next, to: root) ?? next)
            default: throw FileSystemError(path: next, errno: ENOTDIR)
            }
            current = next
        }
    }

    func createFile(_ path: String, bytes: [UInt8], modeOf: String?) throws(FileSystemError) {
        let target = try located(path)
        try fileSystem.refuseFailing(target)
        guard fileSystem.nodes[target] == nil else {
            throw FileSystemError(path: target, errno: EEXIST)
        }
        fileSystem.nodes[target] = .file(bytes)
        fileSystem.identities[target] = fileSystem.newIdentity()
        fileSystem.writes.append(target)
    }

    func link(_ path: String, as link: String) throws(FileSystemError) {
        let source = try located(path)
        let target = try located(link)
        guard let node = fileSystem.nodes[source] else {
            throw FileSystemError(path: source, errno: ENOENT)
        }
        guard fileSystem.nodes[target] == nil else {
            throw FileSystemError(path: target, errno: EEXIST)
        }
        try fileSystem.refuseFailing(target)
        fileSystem.nodes[target] = node
        fileSystem.identities[target] = fileSystem.identity(at: source)
        fileSystem.writes.append(target)
    }

    func replace(_ destination: String, with source: String) throws(FileSystemError) {
        let from = try located(source)
        let to = try located(destination)
        guard let node = fileSystem.nodes[from] else {
            throw FileSystemError(path: from, errno: ENOENT)
        }
        try fileSystem.refuseFailing(to)
        let identity = fileSystem.identity(at: from)
        fileSystem.nodes[from] = nil
        fileSystem.identities[from] = nil
        fileSystem.nodes[to] = node
        fileSystem.identities[to] = identity
        fileSystem.writes.append(to)
    }

    func move(_ source: String, toNew destination: String) throws(FileSystemError) {
        let to = try located(destination)
        guard fileSystem.nodes[to] == nil else { throw FileSystemError(path: to, errno: EEXIST) }
        try replace(destination, with: source)
    }

    func removeFile(_ path: String) throws(FileSystemError) {
        let target = try located(path)
        switch fileSystem.nodes[target] {
        case .file?, .link?, .special?:
            fileSystem.nodes[target] = nil
            fileSystem.identities[target] = nil
            fileSystem.writes.append(target)
        default: throw FileSystemError(path: target, errno: ENOENT)
        }
    }

    func removeFolder(_ path: String) throws(FileSystemError) {
        let target = try located(path)
        guard case .directory? = fileSystem.nodes[target],
            (try? fileSystem.entries(in: target))?.isEmpty == true
        else {
            throw FileSystemError(path: target, errno: ENOTEMPTY)
        }
        fileSystem.nodes[target] = nil
        fileSystem.writes.append(target)
    }

    func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
        let target = try located(path)
        guard case .file(let bytes)? = fileSystem.nodes[target] else {
            throw FileSystemError(path: target, reason: "not a regular file")
        }
        return bytes
    }

    func identity(of path: String) throws(FileSystemError) -> FileIdentity? {
        let target: String
        do {
            target = try located(path)
        } catch  where error.isMissing {
            return nil
        }
        return fileSystem.identity(at: target).map { FileIdentity(device: 0, inode: $0) }
    }

    func exchange(_ first: String, _ second: String) throws(FileSystemError) -> Bool {
        let one = try located(first)
        let other = try located(second)
        guard let oneNode = fileSystem.nodes[one], let otherNode = fileSystem.nodes[other] else {
            throw FileSystemError(path: fileSystem.nodes[one] == nil ? one : other, errno: ENOENT)
        }
        try fileSystem.refuseFailing(one)
        try fileSystem.refuseFailing(other)
        let (oneIdentity, otherIdentity) = (
            fileSystem.identity(at: one), fileSystem.identity(at: other)
        )
        (fileSystem.nodes[one], fileSystem.nodes[other]) = (otherNode, oneNode)
        (fileSystem.identities[one], fileSystem.identities[other]) = (otherIdentity, oneIdentity)
        fileSystem.writes += [one, other]
        return true
    }

    func exists(_ path: String) throws(FileSystemError) -> Bool {
        do {
            return fileSystem.nodes[try located(path)] != nil
        } catch  where error.isMissing {
            return false
        }
    }

    func close() {}

    /// The absolute path of `path`: its folder resolved beneath the root, its last component as is.
    private func located(_ path: String) throws(FileSystemError) -> String {
        let normalized = PathText.normalized(path)
        guard PathText.isPlainRelative(normalized) else {
            throw FileSystemError(path: path, reason: "not a path inside '\(root)'")
        }
        let folder = PathText.directory(of: normalized)
        let resolvedFolder =
            folder == "." ? root : try resolved(PathText.join(root, folder), display: path)
        guard case .directory? = fileSystem.nodes[resolvedFolder] else {
            throw FileSystemError(path: PathText.join(root, normalized), errno: ENOENT)
        }
        return PathText.join(resolvedFolder, PathText.lastComponent(of: normalized))
    }

    /// Where a folder path leads, refused when a link takes it outside the root.
    private func resolved(_ absolute: String, display: String) throws(FileSystemError) -> String {
        let parent = PathText.directory(of: absolute)
        let base = parent == root ? root : (fileSystem.resolvingSymlinks(parent) ?? parent)
        let candidate = PathText.join(base, PathText.lastComponent(of: absolute))
        let real: String
        if case .link? = fileSystem.nodes[candidate] {
            guard let target = fileSystem.resolvingSymlinks(candidate) else {
                throw FileSystemError(path: candidate, errno: ENOENT)
            }
            real = target
        } else {
            real = candidate
        }
        guard PathText.relative(real, to: root) != nil else {
            throw FileSystemError(
                path: PathText.join(root, display),
                reason: "a symbolic link leads outside '\(root)'", cause: .outside)
        }
        return real
    }
}

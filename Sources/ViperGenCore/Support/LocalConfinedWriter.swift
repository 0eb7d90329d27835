#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A ``ConfinedWriter`` on the real disk. Every folder is opened from the
/// root's descriptor one component at a time with `O_NOFOLLOW`; a symbolic
/// link met on the way is read and followed by hand only while it stays
/// beneath the root, so the check and the use are the same system call and a
/// folder swapped for a link mid-run cannot lead outside. Each operation then
/// works on the folder's descriptor (`openat`, `renameat`, `linkat`,
/// `unlinkat`), never on a path.
final class LocalConfinedWriter: ConfinedWriter {
    private let rootPath: String
    private var rootDescriptor: Int32
    /// The root with every link resolved, for links written as absolute paths.
    private let realRoot: String
    /// Open folders by their relative path (a few: entries come sorted by
    /// folder), their parents included, so a sibling opens in one step.
    private var openFolders: [String: Int32] = [:]
    /// The keys of `openFolders`, least recently used first: that one is
    /// closed first, so the folders an operation has just used stay open.
    private var openingOrder: [String] = []
    /// The folder the last lookup returned: never closed by the next one, so
    /// an operation on two paths (a rename) keeps both descriptors valid.
    private var lastReturned: String?
    /// How many folders stay open (16, fewer under a tight `ulimit -n`: ``OpenFileBudget``).
    private static let maximumOpenFolders = OpenFileBudget.foldersKept()
    private static let maximumLinkHops = 40
    /// Why a folder that changed kind while it was being opened is refused.
    static let swapped =
        "it changed (a folder swapped for a link or back) while viper-gen was opening it"

    init(root: String) throws(FileSystemError) {
        rootPath = root
        rootDescriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard rootDescriptor >= 0 else { throw LocalFileSystem.error(root) }
        realRoot = LocalFileSystem().resolvingSymlinks(root) ?? root
    }

    /// A writer on a copy of `other`'s root descriptor.
    private init(sharingRootOf other: LocalConfinedWriter) throws(FileSystemError) {
        rootPath = other.rootPath
        realRoot = other.realRoot
        rootDescriptor = fcntl(other.rootDescriptor, F_DUPFD_CLOEXEC, 0)
        guard rootDescriptor >= 0 else { throw LocalFileSystem.error(other.rootPath) }
    }

    deinit { close() }

    func parallelWriter() throws(FileSystemError) -> ConfinedWriter? {
        try LocalConfinedWriter(sharingRootOf: self)
    }

    func close() {
        for descriptor in openFolders.values { FileDescriptor.close(descriptor) }
        openFolders = [:]
        openingOrder = []
        if rootDescriptor >= 0 { FileDescriptor.close(rootDescriptor) }
        rootDescriptor = -1
    }

    // MARK: Operations

    func createFolders(_ folder: String, into created: inout [String]) throws(FileSystemError) {
        _ = try openFolder(PathText.normalized(folder), creating: &created)
    }

    func createFile(_ path: String, bytes: [UInt8], modeOf: String?) throws(FileSystemError) {
        let (folder, name) = try locate(path)
        let descriptor = openat(
            folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw error(path) }
        var failure: FileSystemError?
        if let modeOf {
            let (modeFolder, modeName) = try locate(modeOf)
            var info = stat()
            if fstatat(modeFolder, modeName, &info, AT_SYMLINK_NOFOLLOW) == 0 {
                _ = fchmod(descriptor, info.st_mode & 0o7777)
            }
        }
        if !FileDescriptor.writeAll(bytes, to: descriptor) { failure = error(path) }
        FileDescriptor.close(descriptor)
        if let failure {
            unlinkat(folder, name, 0)
            throw failure
        }
    }

    func link(_ path: String, as link: String) throws(FileSystemError) {
        let (folder, name) = try locate(path)
        let (linkFolder, linkName) = try locate(link)
        if linkat(folder, name, linkFolder, linkName, 0) == 0 { return }
        guard [EPERM, EOPNOTSUPP, EMLINK, EXDEV].contains(errno) else { throw error(link) }
        try copy(name, in: folder, as: linkName, in: linkFolder, path: path, link: link)
    }

    func replace(_ destination: String, with source: String) throws(FileSystemError) {
        let (sourceFolder, sourceName) = try locate(source)
        let (folder, name) = try locate(destination)
        guard renameat(sourceFolder, sourceName, folder, name) == 0 else {
            throw error(destination)
        }
    }

    func move(_ source: String, toNew destination: String) throws(FileSystemError) {
        let (sourceFolder, sourceName) = try locate(source)
        let (folder, name) = try locate(destination)
        switch NoReplaceRename.rename(sourceFolder, sourceName, folder, name) {
        case .done: return
        case .failed: throw error(destination)
        case .unsupported:
            // Link, then unlink: the link fails if anything is at the destination.
            guard linkat(sourceFolder, sourceName, folder, name, 0) == 0 else {
                throw error(destination)
            }
            unlinkat(sourceFolder, sourceName, 0)
        }
    }

    func removeFile(_ path: String) throws(FileSystemError) {
        let (folder, name) = try locate(path)
        guard unlinkat(folder, name, 0) == 0 else { throw error(path) }
    }

    func removeFolder(_ path: String) throws(FileSystemError) {
        let normalized = PathText.normalized(path)
        forget(below: normalized)
        let (folder, name) = try locate(normalized)
        guard unlinkat(folder, name, AT_REMOVEDIR) == 0 else { throw error(path) }
    }

    func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
        let (folder, name) = try locate(path)
        let descriptor = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw error(path) }
        defer { FileDescriptor.close(descriptor) }
        return try FileDescriptor.readRegularFile(descriptor, path: absolute(path), limit: 1 << 26)
    }

    func identity(of path: String) throws(FileSystemError) -> FileIdentity? {
        let located: (folder: Int32, name: String)
        do {
            located = try locate(path)
        } catch  where error.isMissing {
            return nil
        }
        var info = stat()
        guard fstatat(located.folder, located.name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw error(path)
        }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    func exchange(_ first: String, _ second: String) throws(FileSystemError) -> Bool {
        let (firstFolder, firstName) = try locate(first)
        let (secondFolder, secondName) = try locate(second)
        switch NoReplaceRename.exchange(firstFolder, firstName, secondFolder, secondName) {
        case .done: return true
        case .unsupported: return false
        case .failed: throw error(second)
        }
    }

    func exists(_ path: String) throws(FileSystemError) -> Bool {
        try identity(of: path) != nil
    }

    // MARK: Resolving folders beneath the root

    /// The open folder of `path` and its last component.
    private func locate(_ path: String) throws(FileSystemError) -> (folder: Int32, name: String) {
        let normalized = PathText.normalized(path)
        let name = PathText.lastComponent(of: normalized)
        guard PathText.isPlainRelative(normalized), name != "." else {
            throw FileSystemError(path: absolute(path), reason: "not a path inside '\(rootPath)'")
        }
        var created: [String]?
        return (try openFolder(PathText.directory(of: normalized), creating: &created), name)
    }

    /// Keeps what was created in `created` when a deeper folder fails too.
    private func openFolder(_ folder: String, creating created: inout [String])
        throws(FileSystemError) -> Int32
    {
        var optional: [String]? = created
        defer { created = optional ?? [] }
        return try openFolder(folder, creating: &optional)
    }

    /// The descriptor of `folder` (relative, normalized), opened beneath the
    /// root; missing folders are created when `created` is not `nil`, and
    /// appended to it.
    private func openFolder(_ folder: String, creating created: inout [String]?)
        throws(FileSystemError) -> Int32
    {
        if folder == "." || folder.isEmpty { return rootDescriptor }
        if let known = openFolders[folder] {
            markUsed(folder)
            lastReturned = folder
            return known
        }
        var pending = folder.split(separator: "/").map(String.init)
        var resolved: [String] = []
        var current = rootDescriptor
        // Start from the nearest open parent: it was opened beneath the root the same way.
        if let (parent, descriptor) = nearestOpenParent(of: pending) {
            resolved = Array(pending[..<parent])
            pending.removeFirst(parent)
            current = descriptor
        }
        /// Whether `current` was opened here (and is closed here unless kept open).
        var ownsCurrent = false
        var hops = 0
        func step(to next: Int32) {
            if ownsCurrent { FileDescriptor.close(current) }
            current = next
            ownsCurrent = next != rootDescriptor
        }
        defer { if ownsCurrent && openFolders[folder] != current { FileDescriptor.close(current) } }
        while !pending.isEmpty {
            let name = pending.removeFirst()
            if name == "." || name.isEmpty { continue }
            if name == ".." {
                guard !resolved.isEmpty else { throw leaves(folder) }
                resolved.removeLast()
                step(to: try reopen(resolved, for: folder))
                continue
            }
            let next = openat(current, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next >= 0 {
                step(to: next)
                resolved.append(name)
                // A parent reached without a link is kept open under its own path.
                if hops == 0, !pending.isEmpty {
                    keepOpen(current, as: PathText.join(resolved))
                    ownsCurrent = false
                }
                continue
            }
            let failure = errno
            let folderNow = current
            let judged = FailedFolderOpen.judge(failure: failure, creating: created != nil) {
                var info = stat()
                return fstatat(folderNow, name, &info, AT_SYMLINK_NOFOLLOW) == 0
                    ? FileDescriptor.kind(ofMode: info.st_mode) : nil
            }
            switch judged {
            case .create:
                // Nothing there: create it (a link or folder put there meanwhile makes `mkdirat` fail).
                if mkdirat(current, name, 0o777) == 0 {
                    created?.append(PathText.join(resolved + [name]))
                } else if errno != EEXIST {
                    throw error(PathText.join(resolved + [name]))
                }
                pending.insert(name, at: 0)
                continue
            case .link:
                hops += 1
                guard hops <= Self.maximumLinkHops else {
                    throw FileSystemError(
                        path: absolute(folder), reason: "too many levels of symbolic links")
                }
                let target = try readLink(name, in: current, for: folder)
                if target.hasPrefix("/") {
                    guard let inside = PathText.relative(PathText.normalized(target), to: realRoot)
                    else {
                        throw leaves(folder)
                    }
                    resolved = []
                    step(to: rootDescriptor)
                    pending = inside.split(separator: "/").map(String.init) + pending
                } else {
                    pending = target.split(separator: "/").map(String.init) + pending
                }
                continue
            case .swapped:
                // Not a folder and not a link when opened, yet a folder now: neither "missing" nor followed.
                throw FileSystemError(
                    path: absolute(PathText.join(resolved + [name])), reason: Self.swapped)
            case .failed:
                errno = failure
                throw error(PathText.join(resolved + [name]))
            }
        }
        if current == rootDescriptor { return rootDescriptor }
        if ownsCurrent {
            keepOpen(current, as: folder)
            ownsCurrent = false
        } else if openFolders[folder] == nil {
            // Reached through a link back to an open folder: a copy of its own.
            let copy = fcntl(current, F_DUPFD_CLOEXEC, 0)
            if copy >= 0 { keepOpen(copy, as: folder) }
        }
        lastReturned = folder
        return openFolders[folder] ?? current
    }

    /// How many leading `components` name the deepest folder open (and reached
    /// without a link), with its descriptor; `nil` when none is.
    private func nearestOpenParent(of components: [String]) -> (Int, Int32)? {
        guard components.count > 1,
            !components.contains(where: { $0 == "." || $0 == ".." || $0.isEmpty })
        else {
            return nil
        }
        for count in stride(from: components.count - 1, through: 1, by: -1) {
            let parent = components[..<count].joined(separator: "/")
            if let descriptor = openFolders[parent] {
                markUsed(parent)
                return (count, descriptor)
            }
        }
        return nil
    }

    /// Keeps `descriptor` open as `folder`, closing the least recently used
    /// folder when too many are open.
    private func keepOpen(_ descriptor: Int32, as folder: String) {
        if let old = openFolders[folder] {
            FileDescriptor.close(old)
            openingOrder.removeAll { $0 == folder }
        } else if openFolders.count >= Self.maximumOpenFolders,
            let oldest = openingOrder.firstIndex(where: { $0 != lastReturned })
        {
            openFolders.removeValue(forKey: openingOrder.remove(at: oldest)).map(
                FileDescriptor.close)
        }
        openFolders[folder] = descriptor
        openingOrder.append(folder)
    }

    private func markUsed(_ folder: String) {
        guard openingOrder.last != folder, let index = openingOrder.firstIndex(of: folder) else {
            return
        }
        openingOrder.append(openingOrder.remove(at: index))
    }

    /// Opens the folder at resolved components again, from the root (after `..`).
    private func reopen(_ components: [String], for folder: String) throws(FileSystemError) -> Int32
    {
        var current = rootDescriptor
        for name in components {
            let next = openat(current, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if current != rootDescriptor { FileDescriptor.close(current) }
            // A component that is now a link was swapped in mid-run: refuse rather than follow.
            guard next >= 0 else {
                throw FileSystemError(path: absolute(folder), reason: Self.swapped)
            }
            current = next
        }
        return current == rootDescriptor ? dup(rootDescriptor) : current
    }

    private func readLink(_ name: String, in folder: Int32, for path: String)
        throws(FileSystemError) -> String
    {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlinkat(folder, name, &buffer, 4096)
        guard count >= 0 else { throw error(path) }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Closes the open folders at or below `folder` (before it is removed).
    private func forget(below folder: String) {
        for (path, descriptor) in openFolders where path == folder || path.hasPrefix(folder + "/") {
            FileDescriptor.close(descriptor)
            openFolders[path] = nil
        }
        openingOrder.removeAll { openFolders[$0] == nil }
    }

    /// A copy standing in for a hard link: same bytes, mode and times.
    private func copy(
        _ name: String, in folder: Int32, as linkName: String, in linkFolder: Int32,
        path: String, link: String
    ) throws(FileSystemError) {
        let source = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard source >= 0 else { throw error(path) }
        defer { FileDescriptor.close(source) }
        let bytes = try FileDescriptor.readRegularFile(source, path: absolute(path), limit: Int.max)
        var info = stat()
        guard fstat(source, &info) == 0 else { throw error(path) }
        let copy = openat(
            linkFolder, linkName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
            info.st_mode & 0o7777)
        guard copy >= 0 else { throw error(link) }
        defer { FileDescriptor.close(copy) }
        guard FileDescriptor.writeAll(bytes, to: copy) else {
            let failure = error(link)
            unlinkat(linkFolder, linkName, 0)
            throw failure
        }
        #if canImport(Darwin)
            var times = [info.st_atimespec, info.st_mtimespec]
        #else
            var times = [info.st_atim, info.st_mtim]
        #endif
        _ = futimens(copy, &times)
    }

    private func absolute(_ path: String) -> String {
        PathText.join(rootPath, path)
    }

    private func error(_ path: String) -> FileSystemError {
        FileSystemError(path: absolute(path), errno: errno)
    }

    private func leaves(_ folder: String) -> FileSystemError {
        FileSystemError(
            path: absolute(folder), reason: "a symbolic link leads outside '\(rootPath)'",
            cause: .outside)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file beneath a root folder on the real disk without ever opening
/// anything outside it: every component, the file's included, is opened from
/// the root's descriptor with `O_NOFOLLOW`, and a symbolic link met on the way
/// is read and followed by hand only while it stays beneath the root (as
/// ``LocalConfinedWriter`` does for writes). The open itself is the check, so a
/// folder swapped for a link mid-run cannot lead a read out. Keeps no state
/// between reads: any number of threads may read at once.
enum LocalConfinedReader {
    private static let maximumLinkHops = 40

    /// The bytes of the regular file `path` (absolute) beneath `root` (absolute).
    static func read(_ path: String, beneath root: String, limit: Int) throws(FileSystemError)
        -> [UInt8]
    {
        let file = try openConfined(path, beneath: root)
        defer { FileDescriptor.close(file) }
        return try FileDescriptor.readRegularFile(file, path: path, limit: limit)
    }

    /// What `path` (absolute) names beneath `root`, opened as a read opens it;
    /// `nil` when it is missing, inside the root.
    static func kind(of path: String, beneath root: String) throws(FileSystemError) -> FileKind? {
        if PathText.relative(path, to: root) == "." { return .directory }
        let file: Int32
        do {
            file = try openConfined(path, beneath: root)
        } catch  where error.isMissing {
            return nil
        }
        defer { FileDescriptor.close(file) }
        var info = stat()
        guard fstat(file, &info) == 0 else { throw LocalFileSystem.error(path) }
        return FileDescriptor.kind(ofMode: info.st_mode)
    }

    /// At most the first `count` bytes of the regular file `path` beneath `root`.
    static func readPrefix(_ path: String, beneath root: String, count: Int) throws(FileSystemError)
        -> [UInt8]
    {
        let file = try openConfined(path, beneath: root)
        defer { FileDescriptor.close(file) }
        return try FileDescriptor.readRegularFile(file, path: path, limit: count, truncating: true)
    }

    /// The entries of the folder `path` (absolute) beneath `root` (absolute), the
    /// root itself included, with what each is: the folder is opened as a file
    /// is, so no listing ever shows names from outside.
    static func listFolder(_ path: String, beneath root: String) throws(FileSystemError)
        -> [(name: String, kind: FileKind?)]
    {
        let folder: Int32
        if PathText.relative(path, to: root) == "." {
            folder = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard folder >= 0 else { throw LocalFileSystem.error(root) }
        } else {
            folder = try openConfined(path, beneath: root)
        }
        var info = stat()
        guard fstat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            FileDescriptor.close(folder)
            throw FileSystemError(path: path, errno: ENOTDIR)
        }
        guard let stream = fdopendir(folder) else {
            let failure = LocalFileSystem.error(path)
            FileDescriptor.close(folder)
            throw failure
        }
        defer { closedir(stream) }
        return try LocalFileSystem.entries(of: stream, in: path)
    }

    /// The open file `path` (absolute) beneath `root` (absolute).
    private static func openConfined(_ path: String, beneath root: String) throws(FileSystemError)
        -> Int32
    {
        guard let relative = PathText.relative(path, to: root), relative != "." else {
            throw FileSystemError(path: path, reason: outside(root), cause: .outside)
        }
        let rootDescriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard rootDescriptor >= 0 else { throw LocalFileSystem.error(root) }
        defer { FileDescriptor.close(rootDescriptor) }
        return try openFile(relative, root: root, rootDescriptor: rootDescriptor, shownAs: path)
    }

    /// Opens the file at `relative` beneath the root, following links only inside it.
    private static func openFile(
        _ relative: String, root: String, rootDescriptor: Int32,
        shownAs path: String
    ) throws(FileSystemError) -> Int32 {
        var pending = components(of: relative)
        /// The folders entered so far, by name (to climb back on `..`).
        var resolved: [String] = []
        var current = rootDescriptor
        var hops = 0
        func enter(_ next: Int32) {
            if current != rootDescriptor { FileDescriptor.close(current) }
            current = next
        }
        defer { if current != rootDescriptor { FileDescriptor.close(current) } }
        while !pending.isEmpty {
            let name = pending.removeFirst()
            if name == ".." {
                guard !resolved.isEmpty else {
                    throw FileSystemError(path: path, reason: outside(root), cause: .outside)
                }
                resolved.removeLast()
                enter(try reopen(resolved, rootDescriptor: rootDescriptor, shownAs: path))
                continue
            }
            let isLast = pending.isEmpty
            let flags =
                isLast
                ? O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
                : O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
            let next = openat(current, name, flags)
            if next >= 0 {
                if isLast { return next }
                enter(next)
                resolved.append(name)
                continue
            }
            let failure = errno
            guard let target = linkTarget(name, in: current) else {
                errno = failure
                throw LocalFileSystem.error(path)
            }
            hops += 1
            guard hops <= maximumLinkHops else {
                throw FileSystemError(path: path, reason: "too many levels of symbolic links")
            }
            if target.hasPrefix("/") {
                let realRoot = LocalFileSystem().resolvingSymlinks(root) ?? root
                guard let inside = PathText.relative(PathText.normalized(target), to: realRoot)
                else {
                    throw FileSystemError(path: path, reason: outside(root), cause: .outside)
                }
                resolved = []
                enter(rootDescriptor)
                pending = (inside == "." ? [] : components(of: inside)) + pending
            } else {
                pending = components(of: target) + pending
            }
            // A link to the root itself, or to a folder, where a file was expected.
            if pending.isEmpty { throw FileSystemError(path: path, reason: "is a folder") }
        }
        throw FileSystemError(path: path, reason: "is a folder")
    }

    /// The target of `name` in `folder` when it is a symbolic link, else `nil`.
    private static func linkTarget(_ name: String, in folder: Int32) -> String? {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0,
            (info.st_mode & S_IFMT) == S_IFLNK
        else {
            return nil
        }
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlinkat(folder, name, &buffer, 4096)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Opens the folder at `components` again from the root (after `..`),
    /// refusing any that became a link meanwhile.
    private static func reopen(
        _ components: [String], rootDescriptor: Int32,
        shownAs path: String
    ) throws(FileSystemError) -> Int32 {
        var current = rootDescriptor
        for name in components {
            let next = openat(current, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if current != rootDescriptor { FileDescriptor.close(current) }
            guard next >= 0 else {
                throw FileSystemError(path: path, reason: LocalConfinedWriter.swapped)
            }
            current = next
        }
        return current
    }

    private static func components(of path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }

    static func outside(_ root: String) -> String {
        FileSystemError.outsideReasonStart + ", or a symbolic link leads it outside '\(root)'"
    }
}

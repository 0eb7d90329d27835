#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real disk, through POSIX calls (fast, and no hidden global state such as
/// a current directory: every path passed in is absolute).
public final class LocalFileSystem: FileSystem {
    public init() {}

    /// Every call is a self-contained system call on absolute paths: safe from any thread.
    public var allowsConcurrentReads: Bool { true }

    /// Opens without blocking (a FIFO would otherwise wait for a writer), then
    /// reads only a regular file, and only up to `limit` bytes.
    public func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.error(path) }
        defer { FileDescriptor.close(descriptor) }
        return try FileDescriptor.readRegularFile(descriptor, path: path, limit: limit)
    }

    public func read(_ path: String, beneath root: String, limit: Int) throws(FileSystemError)
        -> [UInt8]
    {
        try LocalConfinedReader.read(path, beneath: root, limit: limit)
    }

    public func kind(of path: String, beneath root: String) throws(FileSystemError) -> FileKind? {
        try LocalConfinedReader.kind(of: path, beneath: root)
    }

    public func readPrefix(_ path: String, beneath root: String, count: Int) throws(FileSystemError)
        -> [UInt8]
    {
        try LocalConfinedReader.readPrefix(path, beneath: root, count: count)
    }

    public func kind(of path: String) -> FileKind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return FileDescriptor.kind(ofMode: info.st_mode)
    }

    public func entries(in directory: String) throws(FileSystemError) -> [String] {
        try kindsOfEntries(in: directory).map(\.name)
    }

    /// One `readdir` pass; an `lstat` only where the listing does not say the type.
    public func kindsOfEntries(in directory: String) throws(FileSystemError) -> [(
        name: String, kind: FileKind?
    )] {
        guard let stream = opendir(directory) else { throw Self.error(directory) }
        defer { closedir(stream) }
        return try Self.entries(of: stream, in: directory)
    }

    public func kindsOfEntries(in directory: String, beneath root: String) throws(FileSystemError)
        -> [(name: String, kind: FileKind?)]
    {
        try LocalConfinedReader.listFolder(directory, beneath: root)
    }

    /// The entries of an open folder (`path` names it in errors), each with
    /// its kind from the listing, or from `fstatat` where the listing does not say.
    static func entries(of stream: OpaquePointer, in path: String) throws(FileSystemError)
        -> [(name: String, kind: FileKind?)]
    {
        var result: [(name: String, kind: FileKind?)] = []
        while true {
            errno = 0
            guard let entry = readdir(stream) else {
                if errno != 0 { throw error(path) }
                break
            }
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): result.append((name, .directory))
            case Int32(DT_REG): result.append((name, .file))
            case Int32(DT_LNK): result.append((name, .symbolicLink))
            case Int32(DT_UNKNOWN):
                var info = stat()
                let known = fstatat(dirfd(stream), name, &info, AT_SYMLINK_NOFOLLOW) == 0
                result.append((name, known ? FileDescriptor.kind(ofMode: info.st_mode) : nil))
            default: result.append((name, .other))
            }
        }
        return result
    }

    public func resolvingSymlinks(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    public func writer(beneath root: String, creatingRoot: Bool) throws(FileSystemError)
        -> ConfinedWriter
    {
        if creatingRoot { try Self.createFolders(root) }
        return try LocalConfinedWriter(root: root)
    }

    public func lockProject(
        _ root: String, mode: ProjectLockMode, waits: Bool,
        onBusy: () -> Void
    ) throws(FileSystemError) -> ProjectLock {
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.error(root) }
        let operation = mode == .exclusive ? LOCK_EX : LOCK_SH
        if flock(descriptor, operation | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK, waits else {
                let busy = errno == EWOULDBLOCK
                let failure =
                    busy
                    ? FileSystemError(
                        path: root, reason: "another viper-gen run is writing in this project")
                    : Self.error(root)
                FileDescriptor.close(descriptor)
                throw failure
            }
            onBusy()
            while flock(descriptor, operation) != 0 {
                guard errno == EINTR else {
                    let failure = Self.error(root)
                    FileDescriptor.close(descriptor)
                    throw failure
                }
            }
        }
        return LocalProjectLock(descriptor: descriptor)
    }

    /// The current working folder of this process (read once, by the CLI).
    public static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "/" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// `mkdir -p` on a folder the user named (links followed).
    static func createFolders(_ path: String) throws(FileSystemError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw FileSystemError(path: path, reason: "not a folder")
            }
            return
        }
        let parent = PathText.directory(of: path)
        if parent != path, parent != "/", parent != "." { try createFolders(parent) }
        if mkdir(path, 0o777) != 0 && errno != EEXIST { throw Self.error(path) }
    }

    static func error(_ path: String) -> FileSystemError {
        FileSystemError(path: path, errno: errno)
    }
}

/// A `flock` on the project folder itself: no lock file to create or leave
/// behind, and the kernel releases it when the process ends, however it ends.
final class LocalProjectLock: ProjectLock {
    private var descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        FileDescriptor.close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names on disk, without following a final symbolic link.
public enum FileKind: Equatable, Sendable {
    case file
    case directory
    case symbolicLink
    /// A FIFO, socket or device: never read or written.
    case other
}

/// A failed file-system operation, with the path it concerned: what it was,
/// as a value to decide on (``cause``), and the text shown (``reason``).
public struct FileSystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, for code to decide on; never judged from the text.
    public enum Cause: Equatable, Sendable {
        /// A system call failed with this `errno`.
        case system(Int32)
        /// The file is larger than the limit it was read with.
        case tooLarge
        /// The path leads outside the project (through a link or `..`).
        case outside
        /// A stop request (a signal) ended the operation.
        case interrupted
        /// Anything else: the reason says what.
        case other
    }

    public var path: String
    public var reason: String
    public var cause: Cause

    public init(path: String, reason: String, cause: Cause = .other) {
        self.path = path
        self.reason = reason
        self.cause = cause
    }

    /// The error of a failed system call: its number, and its text from `strerror`.
    public init(path: String, errno number: Int32) {
        self.init(path: path, reason: String(cString: strerror(number)), cause: .system(number))
    }

    public var description: String { "\(path): \(reason)" }

    /// A file read with a limit that it passes.
    static func tooLarge(_ path: String, limit: Int) -> FileSystemError {
        FileSystemError(
            path: path, reason: "larger than the limit of \(ByteCountText.text(limit))",
            cause: .tooLarge)
    }

    /// True when the error only says the path, or a folder on it, is not there.
    var isMissing: Bool { cause == .system(ENOENT) || cause == .system(ENOTDIR) }

    /// True when a folder could not be removed because something is in it (`ENOTEMPTY`).
    var isFolderNotEmpty: Bool { cause == .system(ENOTEMPTY) }

    /// True when something is already at the path (`EEXIST`).
    var alreadyExists: Bool { cause == .system(EEXIST) }

    /// True when the file is larger than the limit it was read with.
    var isTooLarge: Bool { cause == .tooLarge }

    /// True when the path was refused for lying outside the project (through a link or `..`).
    public var leavesProject: Bool { cause == .outside }

    /// How the reason given for a path outside the project starts.
    static let outsideReasonStart = "it is outside the project"
}

/// How a run holds a project: writers alone, readers together.
public enum ProjectLockMode: Sendable {
    /// Commands that write: one at a time.
    case exclusive
    /// Commands that only compare (`check`, dry runs): any number, but not while one writes.
    case shared
}

/// A held project lock; released by ``release()`` or when the process ends.
public protocol ProjectLock: AnyObject {
    func release()
}

/// The only way the core touches files. Paths are absolute and use `/`.
/// ``LocalFileSystem`` is the real disk; tests inject an in-memory one.
/// Reading goes by path; writing goes through a ``ConfinedWriter``, which
/// never leaves the folder it was opened on.
public protocol FileSystem: AnyObject {
    /// The bytes of a regular file (following symbolic links). Anything else
    /// (a folder, FIFO, socket or device) is refused without blocking, and so
    /// is a file larger than `limit` bytes.
    func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8]
    /// The bytes of the regular file `path`, which must lie beneath `root`:
    /// each folder on the way and the file itself are opened beneath `root`,
    /// and a symbolic link is followed only while it stays there, so nothing
    /// outside is ever read (a link out, or `..` past the root, is refused).
    /// How every file of a project is read.
    func read(_ path: String, beneath root: String, limit: Int) throws(FileSystemError) -> [UInt8]
    /// At most the first `count` bytes of the regular file `path`, opened as
    /// ``read(_:beneath:limit:)`` opens it (to look for a marker without
    /// loading a whole file).
    func readPrefix(_ path: String, beneath root: String, count: Int) throws(FileSystemError)
        -> [UInt8]
    /// What `path` is, or `nil` if nothing is there. Does not follow a final symlink.
    func kind(of path: String) -> FileKind?
    /// What `path` names beneath `root`, looked up as ``read(_:beneath:limit:)``
    /// opens it (links inside followed); `nil` if nothing is there. A way out
    /// of `root` throws, whether or not anything is at its end: how a
    /// repository's paths are looked up, so none tells what exists outside.
    func kind(of path: String, beneath root: String) throws(FileSystemError) -> FileKind?
    /// Names (not paths) of the entries of a directory, in no particular order.
    func entries(in directory: String) throws(FileSystemError) -> [String]
    /// The entries of a directory with what each is (as ``kind(of:)`` says),
    /// in no particular order. The disk answers from the listing itself.
    func kindsOfEntries(in directory: String) throws(FileSystemError) -> [(
        name: String, kind: FileKind?
    )]
    /// The same for a folder of a project, opened as ``read(_:beneath:limit:)``
    /// opens a file: a link on the way that leads outside `root` is refused,
    /// so no listing shows names from outside.
    func kindsOfEntries(in directory: String, beneath root: String) throws(FileSystemError)
        -> [(name: String, kind: FileKind?)]
    /// True when `read`, `kind(of:)` and the listings may run on several
    /// threads at once (the disk); false by default.
    var allowsConcurrentReads: Bool { get }
    /// The path with every symbolic link resolved, or `nil` if it does not exist.
    func resolvingSymlinks(_ path: String) -> String?
    /// A writer for the files beneath `root` (created first, with its
    /// parents, when `creatingRoot` and it is missing).
    func writer(beneath root: String, creatingRoot: Bool) throws(FileSystemError) -> ConfinedWriter
    /// Takes the lock of the project at `root`. When another run holds it,
    /// calls `onBusy` and waits, or with `waits` false fails at once.
    func lockProject(
        _ root: String, mode: ProjectLockMode, waits: Bool,
        onBusy: () -> Void
    ) throws(FileSystemError) -> ProjectLock
}

extension FileSystem {
    public var allowsConcurrentReads: Bool { false }

    /// The bytes of a regular file of any size.
    public func read(_ path: String) throws(FileSystemError) -> [UInt8] {
        try read(path, limit: Int.max)
    }

    public func kindsOfEntries(in directory: String) throws(FileSystemError) -> [(
        name: String, kind: FileKind?
    )] {
        try entries(in: directory).map { ($0, kind(of: PathText.join(directory, $0))) }
    }

    /// True when a file (or a link to one) exists at `path`.
    public func fileExists(_ path: String) -> Bool {
        switch kind(of: path) {
        case .file: return true
        case .symbolicLink: return resolvingSymlinks(path).map { kind(of: $0) == .file } ?? false
        case .directory, .other, nil: return false
        }
    }

    /// True when a folder (or a link to one) exists at `path`.
    public func directoryExists(_ path: String) -> Bool {
        switch kind(of: path) {
        case .directory: return true
        case .symbolicLink:
            return resolvingSymlinks(path).map { kind(of: $0) == .directory } ?? false
        case .file, .other, nil: return false
        }
    }
}

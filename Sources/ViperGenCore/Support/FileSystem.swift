/// What a path names on disk, without following a final symbolic link.
public enum FileKind: Equatable, Sendable {
    case file
    case directory
    case symbolicLink
}

/// A failed file-system operation, with the path it concerned.
public struct FileSystemError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}

/// The only way the core touches files. Paths are absolute and use `/`.
/// ``LocalFileSystem`` is the real disk; tests inject an in-memory one.
public protocol FileSystem: AnyObject {
    /// The bytes of a regular file (following symbolic links).
    func read(_ path: String) throws(FileSystemError) -> [UInt8]
    /// What `path` is, or `nil` if nothing is there. Does not follow a final symlink.
    func kind(of path: String) -> FileKind?
    /// Names (not paths) of the entries of a directory, in no particular order.
    func entries(in directory: String) throws(FileSystemError) -> [String]
    /// The entries of a directory with what each is (as ``kind(of:)`` says),
    /// in no particular order. The disk answers from the listing itself.
    func kindsOfEntries(in directory: String) throws(FileSystemError) -> [(name: String, kind: FileKind?)]
    /// True when `read`, `kind(of:)` and the listings may run on several
    /// threads at once (the disk); false by default.
    var allowsConcurrentReads: Bool { get }
    /// The path with every symbolic link resolved, or `nil` if it does not exist.
    func resolvingSymlinks(_ path: String) -> String?
    /// Replaces the file's content atomically (a temporary file in the same
    /// folder, then a rename), creating missing parent folders.
    func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError)
    /// Writes a new file (or truncates an existing one) in place; the folder must exist.
    func write(_ bytes: [UInt8], to path: String) throws(FileSystemError)
    /// Renames a file, replacing any file at the destination (same folder or file system).
    func rename(_ source: String, to destination: String) throws(FileSystemError)
    /// Creates the folder and its missing parents.
    func createDirectory(_ path: String) throws(FileSystemError)
    /// Deletes a file (not a folder).
    func removeFile(_ path: String) throws(FileSystemError)
    /// Deletes an empty folder.
    func removeDirectory(_ path: String) throws(FileSystemError)
    /// Gives `destination` the permission bits of `source` (best effort; file
    /// systems without permissions do nothing).
    func copyPermissions(from source: String, to destination: String)
}

extension FileSystem {
    public var allowsConcurrentReads: Bool { false }

    public func copyPermissions(from source: String, to destination: String) {}

    public func kindsOfEntries(in directory: String) throws(FileSystemError) -> [(name: String, kind: FileKind?)] {
        try entries(in: directory).map { ($0, kind(of: PathText.join(directory, $0))) }
    }

    /// True when a file (or a link to one) exists at `path`.
    public func fileExists(_ path: String) -> Bool {
        switch kind(of: path) {
        case .file: return true
        case .symbolicLink: return resolvingSymlinks(path).map { kind(of: $0) == .file } ?? false
        case .directory, nil: return false
        }
    }

    /// True when a folder (or a link to one) exists at `path`.
    public func directoryExists(_ path: String) -> Bool {
        switch kind(of: path) {
        case .directory: return true
        case .symbolicLink: return resolvingSymlinks(path).map { kind(of: $0) == .directory } ?? false
        case .file, nil: return false
        }
    }
}

/// Changes files beneath one folder (its root) and never outside it. Paths
/// are relative to the root and resolved when each operation opens them,
/// folder by folder, so a symbolic link swapped in after planning cannot lead
/// a write out: a link is followed only while it stays beneath the root, and
/// the last component is never followed. New names are created exclusively,
/// never through an existing entry.
public protocol ConfinedWriter: AnyObject {
    /// Creates the missing folders of `folder`, outermost first, appending
    /// each to `created` as it is made: when a deeper one fails, the caller
    /// still knows which to remove.
    func createFolders(_ folder: String, into created: inout [String]) throws(FileSystemError)
    /// Creates the file `path` (which must not exist) holding `bytes`, with
    /// the permission bits of the file `modeOf` when given.
    func createFile(_ path: String, bytes: [UInt8], modeOf: String?) throws(FileSystemError)
    /// Gives the file `path` a second name `link` (which must not exist), in
    /// the same folder; falls back to a copy with the same bytes, mode and
    /// times where hard links are not supported.
    func link(_ path: String, as link: String) throws(FileSystemError)
    /// Renames `source` to `destination` in one step, replacing any file there.
    func replace(_ destination: String, with source: String) throws(FileSystemError)
    /// Renames `source` to `destination`, failing with "File exists" if
    /// anything is at `destination`.
    func move(_ source: String, toNew destination: String) throws(FileSystemError)
    /// Deletes a file (not a folder).
    func removeFile(_ path: String) throws(FileSystemError)
    /// Deletes an empty folder.
    func removeFolder(_ path: String) throws(FileSystemError)
    /// The bytes of the regular file `path`, not following a link at its end.
    func readFile(_ path: String) throws(FileSystemError) -> [UInt8]
    /// True when something (a file, folder or link) is at `path`, false when
    /// nothing is, its folder included. Throws when its folder cannot be
    /// entered (a link leading outside, no permission): "cannot look" is
    /// never taken for "not there".
    func exists(_ path: String) throws(FileSystemError) -> Bool
    /// Which file is at `path` (not following a link at its end), to tell
    /// later whether it is still the same one; `nil` when nothing is there.
    func identity(of path: String) throws(FileSystemError) -> FileIdentity?
    /// Swaps `first` and `second` in one step, both of which must exist; false
    /// when the system or the file system cannot (nothing happened then).
    func exchange(_ first: String, _ second: String) throws(FileSystemError) -> Bool
    /// Releases what the writer holds open; it is not used afterwards.
    func close()
    /// Another writer beneath the same root, already open (never looked up
    /// by path again), to use on another thread at the same time as this
    /// one; `nil` when the file system must be written from one thread.
    func parallelWriter() throws(FileSystemError) -> ConfinedWriter?
}

extension ConfinedWriter {
    public func parallelWriter() throws(FileSystemError) -> ConfinedWriter? { nil }

    /// Creates the missing folders of `folder` and returns the ones it created.
    public func createFolders(_ folder: String) throws(FileSystemError) -> [String] {
        var created: [String] = []
        try createFolders(folder, into: &created)
        return created
    }
}

/// A file as the system knows it (device and inode): a path that holds
/// another identity holds another file, whatever its bytes.
public struct FileIdentity: Equatable, Hashable, Sendable {
    public let device: UInt64
    public let inode: UInt64

    public init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }
}

import ViperGenCore

/// A file system that forwards every call to another: a test double
/// overrides only what it counts, fails or hooks.
open class ForwardingFileSystem: FileSystem {
    public let base: FileSystem

    public init(_ base: FileSystem) {
        self.base = base
    }

    open var allowsConcurrentReads: Bool { base.allowsConcurrentReads }

    open func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        try base.read(path, limit: limit)
    }

    open func read(_ path: String, beneath root: String, limit: Int) throws(FileSystemError)
        -> [UInt8]
    {
        try base.read(path, beneath: root, limit: limit)
    }

    open func readPrefix(_ path: String, beneath root: String, count: Int) throws(FileSystemError)
        -> [UInt8]
    {
        try base.readPrefix(path, beneath: root, count: count)
    }

    open func kind(of path: String) -> FileKind? { base.kind(of: path) }

    open func entries(in directory: String) throws(FileSystemError) -> [String] {
        try base.entries(in: directory)
    }

    open func kind(of path: String, beneath root: String) throws(FileSystemError) -> FileKind? {
        try base.kind(of: path, beneath: root)
    }

    open func kindsOfEntries(in directory: String) throws(FileSystemError) -> [(
        name: String, kind: FileKind?
    )] {
        try base.kindsOfEntries(in: directory)
    }

    open func kindsOfEntries(in directory: String, beneath root: String) throws(FileSystemError)
        -> [(name: String, kind: FileKind?)]
    {
        try base.kindsOfEntries(in: directory, beneath: root)
    }

    open func resolvingSymlinks(_ path: String) -> String? { base.resolvingSymlinks(path) }

    open func writer(beneath root: String, creatingRoot: Bool) throws(FileSystemError)
        -> ConfinedWriter
    {
        try base.writer(beneath: root, creatingRoot: creatingRoot)
    }

    open func lockProject(
        _ root: String, mode: ProjectLockMode, waits: Bool,
        onBusy: () -> Void
    ) throws(FileSystemError) -> ProjectLock {
        try base.lockProject(root, mode: mode, waits: waits, onBusy: onBusy)
    }
}

/// A writer that forwards every call to another (see ``ForwardingFileSystem``).
open class ForwardingWriter: ConfinedWriter {
    public let base: ConfinedWriter

    public init(_ base: ConfinedWriter) {
        self.base = base
    }

    open func createFolders(_ folder: String, into created: inout [String]) throws(FileSystemError)
    {
        try base.createFolders(folder, into: &created)
    }

    open func createFile(_ path: String, bytes: [UInt8], modeOf: String?) throws(FileSystemError) {
        try base.createFile(path, bytes: bytes, modeOf: modeOf)
    }

    open func link(_ path: String, as link: String) throws(FileSystemError) {
        try base.link(path, as: link)
    }

    open func replace(_ destination: String, with source: String) throws(FileSystemError) {
        try base.replace(destination, with: source)
    }

    open func move(_ source: String, toNew destination: String) throws(FileSystemError) {
        try base.move(source, toNew: destination)
    }

    open func removeFile(_ path: String) throws(FileSystemError) { try base.removeFile(path) }
    open func removeFolder(_ path: String) throws(FileSystemError) { try base.removeFolder(path) }
    open func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
        try base.readFile(path)
    }
    open func exists(_ path: String) throws(FileSystemError) -> Bool { try base.exists(path) }
    open func identity(of path: String) throws(FileSystemError) -> FileIdentity? {
        try base.identity(of: path)
    }

    open func exchange(_ first: String, _ second: String) throws(FileSystemError) -> Bool {
        try base.exchange(first, second)
    }

    open func close() { base.close() }
    open func parallelWriter() throws(FileSystemError) -> ConfinedWriter? { nil }
}

import ViperGenTestSupport

@testable import ViperGenCore

/// A project in memory at `/p`: `files` by path relative to the root.
struct MemoryProject {
    let disk: InMemoryFileSystem
    let pipeline: GenerationPipeline

    init(_ files: [String: String]) {
        var absolute: [String: String] = [:]
        for (path, text) in files { absolute["/p/" + path] = text }
        disk = InMemoryFileSystem(files: absolute)
        pipeline = GenerationPipeline(fileSystem: disk, workingDirectory: "/p")
    }

    /// What `generate` renders for `files`, by path from the root.
    static func rendered(_ files: [String: String]) throws -> [String: String] {
        let generation = try MemoryProject(files).pipeline.generate()
        return Dictionary(uniqueKeysWithValues: generation.rendered.map { ($0.path, $0.contents) })
    }
}

/// Reads files through another file system and counts each read, listing and
/// `lstat`, so a test can show how often a run looks at the disk. Writes are refused.
final class CountingFileSystem: ForwardingFileSystem {
    private(set) var reads: [String: Int] = [:]
    private(set) var listings: [String] = []
    private(set) var kindLookups: [String] = []

    /// One thread: the counts are plain dictionaries.
    override var allowsConcurrentReads: Bool { false }

    override func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        reads[path, default: 0] += 1
        return try base.read(path, limit: limit)
    }

    override func read(_ path: String, beneath root: String, limit: Int) throws(FileSystemError)
        -> [UInt8]
    {
        reads[path, default: 0] += 1
        return try base.read(path, beneath: root, limit: limit)
    }

    override func readPrefix(_ path: String, beneath root: String, count: Int)
        throws(FileSystemError) -> [UInt8]
    {
        reads[path, default: 0] += 1
        return try base.readPrefix(path, beneath: root, count: count)
    }

    override func kind(of path: String) -> FileKind? {
        kindLookups.append(path)
        return base.kind(of: path)
    }

    override func entries(in directory: String) throws(FileSystemError) -> [String] {
        listings.append(directory)
        return try base.entries(in: directory)
    }

    override func kindsOfEntries(in directory: String) throws(FileSystemError) -> [(
        name: String, kind: FileKind?
    )] {
        listings.append(directory)
        return try base.kindsOfEntries(in: directory)
    }

    override func kindsOfEntries(in directory: String, beneath root: String) throws(FileSystemError)
        -> [(name: String, kind: FileKind?)]
    {
        listings.append(directory)
        return try base.kindsOfEntries(in: directory, beneath: root)
    }

    override func writer(beneath root: String, creatingRoot: Bool) throws(FileSystemError)
        -> ConfinedWriter
    {
        throw refused(root)
    }

    private func refused(_ path: String) -> FileSystemError {
        FileSystemError(path: path, reason: "read-only in this test")
    }
}

/// A template library of `sources` by name, shown as `Templates/<name>`.
func templateLibrary(_ sources: [String: String]) throws(DiagnosticList) -> TemplateLibrary {
    try TemplateLibrary(
        sources: sources.sorted { $0.key < $1.key }.map {
            TemplateSource(name: $0.key, displayPath: "Templates/" + $0.key, text: $0.value)
        })
}

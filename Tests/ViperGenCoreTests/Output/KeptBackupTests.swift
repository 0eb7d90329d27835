@testable import ViperGenCore
import XCTest

/// Found by an adversarial run: when a backup could not be removed after a
/// run committed (its folder was swapped for a link meanwhile), the run
/// deleted the journal anyway, so `check` never reported the backup and no
/// later run removed it. The journal now stays while a backup it names does.
final class KeptBackupTests: XCTestCase {
    func testABackupThatCannotBeRemoved_keepsTheJournal_soCheckReportsIt_andTheNextRunRemovesIt() throws {
        let disk = InMemoryFileSystem(files: ["/p/Sources/App/Old.swift": "old\n"])
        let plan = WritePlan(entries: [
            WritePlan.Entry(path: "Sources/App/Old.swift", action: .update, contents: Array("new\n".utf8),
                            ownership: .generated),
        ])

        try WritePlanApplier(fileSystem: BackupKeepingFileSystem(disk), rootPath: "/p").apply(plan)

        XCTAssertEqual(disk.files["/p/Sources/App/Old.swift"], "new\n")
        let leftovers = try WriteJournal.leftovers(in: "/p", fileSystem: disk)
        XCTAssertEqual(leftovers.first, WriteJournal.fileName)
        XCTAssertEqual(leftovers.count, 2, "the journal and the backup it names: \(leftovers)")
        XCTAssert(leftovers[1].hasPrefix("Sources/App/.Old.swift.viper-gen-old-"), leftovers[1])

        XCTAssertEqual(try WriteJournal.recover(in: "/p", fileSystem: disk).count, 1)
        XCTAssertEqual(disk.files, ["/p/Sources/App/Old.swift": "new\n"])
    }
}

/// The in-memory disk, whose writers cannot remove backups.
private final class BackupKeepingFileSystem: FileSystem {
    private let base: InMemoryFileSystem

    init(_ base: InMemoryFileSystem) {
        self.base = base
    }

    var allowsConcurrentReads: Bool { base.allowsConcurrentReads }
    func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] { try base.read(path, limit: limit) }
    func kind(of path: String) -> FileKind? { base.kind(of: path) }
    func entries(in directory: String) throws(FileSystemError) -> [String] { try base.entries(in: directory) }
    func kindsOfEntries(in directory: String) throws(FileSystemError) -> [(name: String, kind: FileKind?)] {
        try base.kindsOfEntries(in: directory)
    }
    func resolvingSymlinks(_ path: String) -> String? { base.resolvingSymlinks(path) }
    func writer(beneath root: String, creatingRoot: Bool) throws(FileSystemError) -> ConfinedWriter {
        BackupKeepingWriter(try base.writer(beneath: root, creatingRoot: creatingRoot))
    }
    func lockProject(_ root: String, mode: ProjectLockMode, waits: Bool,
                     onBusy: () -> Void) throws(FileSystemError) -> ProjectLock {
        try base.lockProject(root, mode: mode, waits: waits, onBusy: onBusy)
    }
}

private final class BackupKeepingWriter: ConfinedWriter {
    private let base: ConfinedWriter

    init(_ base: ConfinedWriter) {
        self.base = base
    }

    func createFolders(_ folder: String) throws(FileSystemError) -> [String] { try base.createFolders(folder) }
    func createFile(_ path: String, bytes: [UInt8], modeOf: String?) throws(FileSystemError) {
        try base.createFile(path, bytes: bytes, modeOf: modeOf)
    }
    func link(_ path: String, as link: String) throws(FileSystemError) { try base.link(path, as: link) }
    func replace(_ destination: String, with source: String) throws(FileSystemError) {
        try base.replace(destination, with: source)
    }
    func move(_ source: String, toNew destination: String) throws(FileSystemError) {
        try base.move(source, toNew: destination)
    }
    func removeFile(_ path: String) throws(FileSystemError) {
        guard !path.contains(".viper-gen-old-") else {
            throw FileSystemError(path: path, reason: "Too many levels of symbolic links")
        }
        try base.removeFile(path)
    }
    func removeFolder(_ path: String) throws(FileSystemError) { try base.removeFolder(path) }
    func readFile(_ path: String) throws(FileSystemError) -> [UInt8] { try base.readFile(path) }
    func exists(_ path: String) -> Bool { base.exists(path) }
    func close() { base.close() }
}

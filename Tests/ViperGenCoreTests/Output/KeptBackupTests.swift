@testable import ViperGenCore
import XCTest

/// Found by an adversarial run: when a backup could not be removed after a
/// run committed (its folder was swapped for a link meanwhile), the run
/// deleted the journal anyway, so `check` never reported the backup and no
/// later run removed it. Rolling back had the same flaw. The journal now
/// stays while anything it names could not be undone.
final class KeptBackupTests: XCTestCase {
    func testABackupThatCannotBeRemoved_keepsTheJournal_soCheckReportsIt_andTheNextRunRemovesIt() throws {
        let disk = InMemoryFileSystem(files: ["/p/Sources/App/Old.swift": "old\n"])
        let plan = WritePlan(entries: [
            WritePlan.Entry(path: "Sources/App/Old.swift", action: .update, contents: Array("new\n".utf8),
                            ownership: .generated),
        ])

        try WritePlanApplier(fileSystem: FaultyFileSystem(disk, failing: .removingBackups), rootPath: "/p").apply(plan)

        XCTAssertEqual(disk.files["/p/Sources/App/Old.swift"], "new\n")
        let leftovers = try WriteJournal.leftovers(in: "/p", fileSystem: disk)
        XCTAssertEqual(leftovers.first, WriteJournal.fileName)
        XCTAssertEqual(leftovers.count, 2, "the journal and the backup it names: \(leftovers)")
        XCTAssert(leftovers[1].hasPrefix("Sources/App/.Old.swift.viper-gen-old-"), leftovers[1])

        XCTAssertEqual(try WriteJournal.recover(in: "/p", fileSystem: disk).count, 1)
        XCTAssertEqual(disk.files, ["/p/Sources/App/Old.swift": "new\n"])
    }
    func testARollbackThatCannotRestoreAFile_keepsTheJournal_soCheckReportsWhatIsLeft() throws {
        let disk = InMemoryFileSystem(files: ["/p/Sources/App/A.swift": "a\n", "/p/Sources/App/B.swift": "b\n"])
        let plan = WritePlan(entries: ["A", "B"].map { name in
            WritePlan.Entry(path: "Sources/App/\(name).swift", action: .update, contents: Array("new\n".utf8),
                            ownership: .generated)
        })
        // Fails at the last step (B's switch), then cannot put A's backup back.
        let applier = WritePlanApplier(fileSystem: FaultyFileSystem(disk, failing: .restoringBackups), rootPath: "/p",
                                       failsAfterOperations: 5)

        XCTAssertThrowsError(try applier.apply(plan)) { error in
            XCTAssert("\(error)".contains("some files could not be restored"), "\(error)")
        }

        let leftovers = try WriteJournal.leftovers(in: "/p", fileSystem: disk)
        XCTAssertEqual(leftovers.first, WriteJournal.fileName, "the journal went, and with it the trace of A's backup")
        XCTAssert(leftovers.contains { $0.hasPrefix("Sources/App/.A.swift.viper-gen-old-") }, "\(leftovers)")
    }
}

/// The in-memory disk, whose writers fail one kind of operation on backups.
private final class FaultyFileSystem: FileSystem {
    enum Fault { case removingBackups, restoringBackups }

    private let base: InMemoryFileSystem
    private let fault: Fault

    init(_ base: InMemoryFileSystem, failing fault: Fault) {
        self.base = base
        self.fault = fault
    }

    var allowsConcurrentReads: Bool { base.allowsConcurrentReads }
    func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] { try base.read(path, limit: limit) }
    func read(_ path: String, beneath root: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        try base.read(path, beneath: root, limit: limit)
    }
    func readPrefix(_ path: String, beneath root: String, count: Int) throws(FileSystemError) -> [UInt8] {
        try base.readPrefix(path, beneath: root, count: count)
    }
    func kindsOfEntries(in directory: String, beneath root: String) throws(FileSystemError)
        -> [(name: String, kind: FileKind?)] {
        try base.kindsOfEntries(in: directory, beneath: root)
    }
    func kind(of path: String) -> FileKind? { base.kind(of: path) }
    func entries(in directory: String) throws(FileSystemError) -> [String] { try base.entries(in: directory) }
    func kindsOfEntries(in directory: String) throws(FileSystemError) -> [(name: String, kind: FileKind?)] {
        try base.kindsOfEntries(in: directory)
    }
    func resolvingSymlinks(_ path: String) -> String? { base.resolvingSymlinks(path) }
    func writer(beneath root: String, creatingRoot: Bool) throws(FileSystemError) -> ConfinedWriter {
        FaultyWriter(try base.writer(beneath: root, creatingRoot: creatingRoot), fault: fault)
    }
    func lockProject(_ root: String, mode: ProjectLockMode, waits: Bool,
                     onBusy: () -> Void) throws(FileSystemError) -> ProjectLock {
        try base.lockProject(root, mode: mode, waits: waits, onBusy: onBusy)
    }
}

private final class FaultyWriter: ConfinedWriter {
    private let base: ConfinedWriter
    private let fault: FaultyFileSystem.Fault

    init(_ base: ConfinedWriter, fault: FaultyFileSystem.Fault) {
        self.base = base
        self.fault = fault
    }

    private func refuse(_ path: String, when kind: FaultyFileSystem.Fault) throws(FileSystemError) {
        if fault == kind, path.contains(".viper-gen-old-") {
            throw FileSystemError(path: path, reason: "Too many levels of symbolic links")
        }
    }

    func createFolders(_ folder: String, into created: inout [String]) throws(FileSystemError) {
        try base.createFolders(folder, into: &created)
    }
    func createFile(_ path: String, bytes: [UInt8], modeOf: String?) throws(FileSystemError) {
        try base.createFile(path, bytes: bytes, modeOf: modeOf)
    }
    func link(_ path: String, as link: String) throws(FileSystemError) { try base.link(path, as: link) }
    func replace(_ destination: String, with source: String) throws(FileSystemError) {
        try refuse(source, when: .restoringBackups)
        try base.replace(destination, with: source)
    }
    func move(_ source: String, toNew destination: String) throws(FileSystemError) {
        try refuse(source, when: .restoringBackups)
        try base.move(source, toNew: destination)
    }
    func removeFile(_ path: String) throws(FileSystemError) {
        try refuse(path, when: .removingBackups)
        try base.removeFile(path)
    }
    func removeFolder(_ path: String) throws(FileSystemError) { try base.removeFolder(path) }
    func readFile(_ path: String) throws(FileSystemError) -> [UInt8] { try base.readFile(path) }
    func exists(_ path: String) throws(FileSystemError) -> Bool { try base.exists(path) }
    func identity(of path: String) throws(FileSystemError) -> FileIdentity? { try base.identity(of: path) }
    func exchange(_ first: String, _ second: String) throws(FileSystemError) -> Bool {
        try base.exchange(first, second)
    }
    func close() { base.close() }
}

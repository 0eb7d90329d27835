import ViperGenTestSupport
import XCTest

@testable import ViperGenCore

/// Found by an adversarial run: when a backup could not be removed after a
/// run committed (its folder was swapped for a link meanwhile), the run
/// deleted the journal anyway, so `check` never reported the backup and no
/// later run removed it. Rolling back had the same flaw. The journal now
/// stays while anything it names could not be undone.
final class KeptBackupTests: XCTestCase {
    func testABackupThatCannotBeRemoved_keepsTheJournal_soCheckReportsIt_andTheNextRunRemovesIt()
        throws
    {
        let disk = InMemoryFileSystem(files: ["/p/Sources/App/Old.swift": "old\n"])
        let plan = WritePlan(entries: [
            WritePlan.Entry(
                path: "Sources/App/Old.swift", action: .update, contents: Array("new\n".utf8),
                ownership: .generated)
        ])

        try WritePlanApplier(
            fileSystem: FaultyFileSystem(disk, failing: .removingBackups), rootPath: "/p"
        ).apply(plan)

        XCTAssertEqual(disk.files["/p/Sources/App/Old.swift"], "new\n")
        let leftovers = try WriteJournal.leftovers(in: "/p", fileSystem: disk)
        XCTAssertEqual(leftovers.first, WriteJournal.fileName)
        XCTAssertEqual(leftovers.count, 2, "the journal and the backup it names: \(leftovers)")
        XCTAssert(leftovers[1].hasPrefix("Sources/App/.Old.swift.viper-gen-old-"), leftovers[1])

        XCTAssertEqual(try WriteJournal.recover(in: "/p", fileSystem: disk).count, 1)
        XCTAssertEqual(disk.files, ["/p/Sources/App/Old.swift": "new\n"])
    }
    func testARollbackThatCannotRestoreAFile_keepsTheJournal_soCheckReportsWhatIsLeft() throws {
        let disk = InMemoryFileSystem(files: [
            "/p/Sources/App/A.swift": "a\n", "/p/Sources/App/B.swift": "b\n",
        ])
        let plan = WritePlan(
            entries: ["A", "B"].map { name in
                WritePlan.Entry(
                    path: "Sources/App/\(name).swift", action: .update,
                    contents: Array("new\n".utf8),
                    ownership: .generated)
            })
        // Fails at the last step (B's switch), then cannot put A's backup back.
        let applier = WritePlanApplier(
            fileSystem: FaultyFileSystem(disk, failing: .restoringBackups), rootPath: "/p",
            failsAfterOperations: 5)

        XCTAssertThrowsError(try applier.apply(plan)) { error in
            XCTAssert("\(error)".contains("some files could not be restored"), "\(error)")
        }

        let leftovers = try WriteJournal.leftovers(in: "/p", fileSystem: disk)
        XCTAssertEqual(
            leftovers.first, WriteJournal.fileName,
            "the journal went, and with it the trace of A's backup")
        XCTAssert(
            leftovers.contains { $0.hasPrefix("Sources/App/.A.swift.viper-gen-old-") },
            "\(leftovers)")
    }
}

/// The in-memory disk, whose writers fail one kind of operation on backups.
private final class FaultyFileSystem: ForwardingFileSystem {
    enum Fault { case removingBackups, restoringBackups }

    private let fault: Fault

    init(_ base: InMemoryFileSystem, failing fault: Fault) {
        self.fault = fault
        super.init(base)
    }

    override func writer(beneath root: String, creatingRoot: Bool) throws(FileSystemError)
        -> ConfinedWriter
    {
        FaultyWriter(try base.writer(beneath: root, creatingRoot: creatingRoot), fault: fault)
    }
}

private final class FaultyWriter: ForwardingWriter {
    private let fault: FaultyFileSystem.Fault

    init(_ base: ConfinedWriter, fault: FaultyFileSystem.Fault) {
        self.fault = fault
        super.init(base)
    }

    private func refuse(_ path: String, when kind: FaultyFileSystem.Fault) throws(FileSystemError) {
        if fault == kind, path.contains(".viper-gen-old-") {
            throw FileSystemError(path: path, reason: "Too many levels of symbolic links")
        }
    }

    override func replace(_ destination: String, with source: String) throws(FileSystemError) {
        try refuse(source, when: .restoringBackups)
        try base.replace(destination, with: source)
    }

    override func move(_ source: String, toNew destination: String) throws(FileSystemError) {
        try refuse(source, when: .restoringBackups)
        try base.move(source, toNew: destination)
    }

    override func removeFile(_ path: String) throws(FileSystemError) {
        try refuse(path, when: .removingBackups)
        try base.removeFile(path)
    }
}

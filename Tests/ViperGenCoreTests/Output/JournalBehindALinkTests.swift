import Foundation
import ViperGenTestSupport
import XCTest

@testable import ViperGenCore

/// Found by the flip test (issue 13, item 2): a run left a temporary in a
/// module folder and kept its journal. The next run started while the modules
/// folder was swapped for a link to the outside; recovery could not look
/// inside, took "can't look" for "not there", and deleted the journal, so the
/// temporary was never reported or removed. Recovery and `check` now tell a
/// missing file from a folder they may not enter.
final class JournalBehindALinkTests: XCTestCase {
    private var folders: [URL] = []

    override func tearDown() {
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
        super.tearDown()
    }

    private func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vg-journal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        folders.append(folder)
        return folder
    }

    private let temporary = "Sources/Modules/M/.MView.swift.viper-gen-new-5a5a5a5a5a5a5a5a"

    /// A project with a journal naming one temporary that is still there.
    private func projectWithAJournal() throws -> URL {
        let root = try makeFolder()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sources/Modules/M"),
            withIntermediateDirectories: true)
        try Data("half written\n".utf8).write(to: root.appendingPathComponent(temporary))
        let journal = WriteJournal(temporaries: [temporary], backups: [])
        try Data(journal.text.utf8).write(to: root.appendingPathComponent(WriteJournal.fileName))
        return root
    }

    /// Swaps `Sources/Modules` for a link to `outside`; returns where the real folder went.
    private func swapModules(in root: URL, for outside: URL) throws -> URL {
        let modules = root.appendingPathComponent("Sources/Modules")
        let aside = root.appendingPathComponent("Sources/Modules.real")
        try FileManager.default.moveItem(at: modules, to: aside)
        try FileManager.default.createSymbolicLink(at: modules, withDestinationURL: outside)
        return aside
    }

    func testRecoveryBehindALinkOutside_failsAndKeepsTheJournal_thenCleansOnceTheFolderIsBack()
        throws
    {
        let root = try projectWithAJournal()
        let outside = try makeFolder()
        let aside = try swapModules(in: root, for: outside)
        let disk = LocalFileSystem()

        XCTAssertThrowsError(try WriteJournal.recover(in: root.path, fileSystem: disk)) { error in
            XCTAssert("\(error)".contains("Sources/Modules"), "\(error)")
        }
        XCTAssert(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent(WriteJournal.fileName).path),
            "the journal was deleted while the temporary it names was still on disk")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])

        try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/Modules"))
        try FileManager.default.moveItem(
            at: aside, to: root.appendingPathComponent("Sources/Modules"))
        XCTAssertEqual(try WriteJournal.recover(in: root.path, fileSystem: disk), [temporary])
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: root.appendingPathComponent(temporary).path))
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent(WriteJournal.fileName).path))
    }

    func testLeftoversBehindALinkOutside_stillNameTheTemporary() throws {
        let root = try projectWithAJournal()
        let outside = try makeFolder()
        _ = try swapModules(in: root, for: outside)

        XCTAssertEqual(
            try WriteJournal.leftovers(in: root.path, fileSystem: LocalFileSystem()),
            [WriteJournal.fileName, temporary])
    }

    func testATemporaryWhoseFolderIsGone_isNotThere_andRecoveryFinishes() throws {
        let root = try projectWithAJournal()
        try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/Modules"))

        XCTAssertEqual(
            try WriteJournal.leftovers(in: root.path, fileSystem: LocalFileSystem()),
            [WriteJournal.fileName])
        XCTAssertEqual(try WriteJournal.recover(in: root.path, fileSystem: LocalFileSystem()), [])
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent(WriteJournal.fileName).path))
    }

    /// Found by the same adversarial run: a backup name whose file name is
    /// `.` or `..` once the marker is removed stands for a folder, which no
    /// name viper-gen makes does; nor does one with uppercase hex digits.
    func testJournalNamesViperGenNeverMakes_areRefused() {
        let hex = "0123456789abcdef"
        let made = "Sources/App/.Login.swift.viper-gen-old-\(hex)"
        XCTAssertNotNil(WriteJournal.parse(Array("viper-gen journal 1\nold \(made)\n".utf8)))
        for name in [
            "Sources/App/...viper-gen-old-\(hex)", "Sources/App/....viper-gen-old-\(hex)",
            "Sources/App/..viper-gen-new-\(hex)",
            "Sources/App/.Login.swift.viper-gen-old-0123456789ABCDEF",
            "Sources/App/.Login.swift.viper-gen-new-０123456789abcde",
        ] {
            let marker = name.contains("-new-") ? "new" : "old"
            XCTAssertNil(
                WriteJournal.parse(Array("viper-gen journal 1\n\(marker) \(name)\n".utf8)), name)
        }
    }

    func testTheInMemoryDisk_tellsAMissingFileFromAFolderItMayNotEnter() throws {
        let disk = InMemoryFileSystem(files: [
            "/p/Sources/A.swift": "a\n", "/outside/B.swift": "b\n",
        ])
        disk.nodes["/p/Linked"] = .link("/outside")
        let writer = try disk.writer(beneath: "/p", creatingRoot: false)

        XCTAssertTrue(try writer.exists("Sources/A.swift"))
        XCTAssertFalse(try writer.exists("Sources/Missing.swift"))
        XCTAssertFalse(try writer.exists("Gone/Missing.swift"))
        XCTAssertThrowsError(try writer.exists("Linked/B.swift"))
    }

    /// The decision the flip test below races for, made exactly (issue 36,
    /// item 7): a folder whose `openat` met a link (ENOTDIR or ELOOP) but that
    /// a look right after finds a folder again changed mid-open, and is never
    /// "missing"; a link is followed; a missing folder is made only when
    /// folders are being created.
    func testAFolderOpenThatFailed_isJudgedFromTheFailureAndTheLookAfter() {
        XCTAssertEqual(
            FailedFolderOpen.judge(failure: ENOTDIR, creating: false) { .directory }, .swapped)
        XCTAssertEqual(
            FailedFolderOpen.judge(failure: ELOOP, creating: true) { .directory }, .swapped)
        XCTAssertEqual(
            FailedFolderOpen.judge(failure: ELOOP, creating: false) { .symbolicLink }, .link)
        XCTAssertEqual(
            FailedFolderOpen.judge(failure: ENOTDIR, creating: false) { .symbolicLink }, .link)
        XCTAssertEqual(FailedFolderOpen.judge(failure: ENOENT, creating: true) { nil }, .create)
        XCTAssertEqual(FailedFolderOpen.judge(failure: ENOENT, creating: false) { nil }, .failed)
        XCTAssertEqual(FailedFolderOpen.judge(failure: ENOTDIR, creating: false) { .file }, .failed)
        XCTAssertEqual(
            FailedFolderOpen.judge(failure: EACCES, creating: false) { .directory }, .failed)
        // A missing folder being made is not looked at again: the look is never asked.
        XCTAssertEqual(
            FailedFolderOpen.judge(failure: ENOENT, creating: true) {
                XCTFail("looked at a folder that is being made")
                return nil
            }, .create)
    }

    /// Found by an adversarial run: a folder swapped for a link and back
    /// between `openat` (which met the link: ENOTDIR) and `fstatat` (which
    /// saw a folder again) was reported as "Not a directory", taken for
    /// "missing", and the journal was deleted with its temporary still there
    /// (29 of 300 runs). Two hundred recoveries against a folder that keeps
    /// flipping: each either cleans up or keeps the journal.
    func testRecoveryWhileAFolderFlips_neverDeletesTheJournalOfAFileStillThere() throws {
        let root = try makeFolder()
        let outside = try makeFolder()
        let folder = root.appendingPathComponent("Sources/Modules").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: outside.appendingPathComponent("M"), withIntermediateDirectories: true)
        let link = folder + ".link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: outside.path)
        let flipper = FolderFlipper(folder, link)
        let stop = ManagedAtomicFlag()
        let thread = Thread { while !stop.isSet { flipper.swap() } }
        thread.start()
        defer {
            stop.set()
            while !thread.isFinished { usleep(1000) }
        }
        var stranded = 0
        var refused = 0
        for attempt in 0..<200 {
            // Written through the link-free path while the folder is itself.
            try flipper.withFolderInPlace {
                try FileManager.default.createDirectory(
                    atPath: folder + "/M", withIntermediateDirectories: true)
                try Data("half written \(attempt)\n".utf8).write(
                    to: root.appendingPathComponent(temporary))
                let journal = WriteJournal(temporaries: [temporary], backups: [])
                try Data(journal.text.utf8).write(
                    to: root.appendingPathComponent(WriteJournal.fileName))
            }
            if (try? WriteJournal.recover(in: root.path, fileSystem: LocalFileSystem())) == nil {
                refused += 1
            }
            let journalKept = FileManager.default.fileExists(
                atPath: root.appendingPathComponent(WriteJournal.fileName).path)
            let temporaryLeft = flipper.withFolderInPlace {
                FileManager.default.fileExists(atPath: root.appendingPathComponent(temporary).path)
            }
            if temporaryLeft, !journalKept { stranded += 1 }
            try? FileManager.default.removeItem(
                at: root.appendingPathComponent(WriteJournal.fileName))
        }
        XCTAssertEqual(
            stranded, 0, "recoveries that deleted the journal while its temporary was still there")
        XCTAssertGreaterThan(
            refused, 0, "the folder never flipped during a recovery: the test proved nothing")
    }
}

/// Swaps a folder and a link with one `renameat2(RENAME_EXCHANGE)`, from a
/// thread, and lets the test pause it with the folder in place.
private final class FolderFlipper: @unchecked Sendable {
    private let folder: String
    private let link: String
    private let lock = NSLock()
    private var swapped = false

    init(_ folder: String, _ link: String) {
        self.folder = folder
        self.link = link
    }

    /// One swap, then back, with no pause between.
    func swap() {
        lock.lock()
        defer { lock.unlock() }
        if FolderExchange.swap(folder, link) { swapped.toggle() }
        if FolderExchange.swap(folder, link) { swapped.toggle() }
    }

    /// Runs `body` with the real folder at its path.
    func withFolderInPlace<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        if swapped, FolderExchange.swap(folder, link) { swapped.toggle() }
        return try body()
    }
}

/// A flag one thread sets and another reads.
private final class ManagedAtomicFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

import Foundation
@testable import ViperGenCore
import XCTest

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
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vg-journal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        folders.append(folder)
        return folder
    }

    private let temporary = "Sources/Modules/M/.MView.swift.viper-gen-new-5a5a5a5a5a5a5a5a"

    /// A project with a journal naming one temporary that is still there.
    private func projectWithAJournal() throws -> URL {
        let root = try makeFolder()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/Modules/M"),
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

    func testRecoveryBehindALinkOutside_failsAndKeepsTheJournal_thenCleansOnceTheFolderIsBack() throws {
        let root = try projectWithAJournal(), outside = try makeFolder()
        let aside = try swapModules(in: root, for: outside)
        let disk = LocalFileSystem()

        XCTAssertThrowsError(try WriteJournal.recover(in: root.path, fileSystem: disk)) { error in
            XCTAssert("\(error)".contains("Sources/Modules"), "\(error)")
        }
        XCTAssert(FileManager.default.fileExists(atPath: root.appendingPathComponent(WriteJournal.fileName).path),
                  "the journal was deleted while the temporary it names was still on disk")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])

        try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/Modules"))
        try FileManager.default.moveItem(at: aside, to: root.appendingPathComponent("Sources/Modules"))
        XCTAssertEqual(try WriteJournal.recover(in: root.path, fileSystem: disk), [temporary])
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent(temporary).path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent(WriteJournal.fileName).path))
    }

    func testLeftoversBehindALinkOutside_stillNameTheTemporary() throws {
        let root = try projectWithAJournal(), outside = try makeFolder()
        _ = try swapModules(in: root, for: outside)

        XCTAssertEqual(try WriteJournal.leftovers(in: root.path, fileSystem: LocalFileSystem()),
                       [WriteJournal.fileName, temporary])
    }

    func testATemporaryWhoseFolderIsGone_isNotThere_andRecoveryFinishes() throws {
        let root = try projectWithAJournal()
        try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/Modules"))

        XCTAssertEqual(try WriteJournal.leftovers(in: root.path, fileSystem: LocalFileSystem()), [WriteJournal.fileName])
        XCTAssertEqual(try WriteJournal.recover(in: root.path, fileSystem: LocalFileSystem()), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent(WriteJournal.fileName).path))
    }

    func testTheInMemoryDisk_tellsAMissingFileFromAFolderItMayNotEnter() throws {
        let disk = InMemoryFileSystem(files: ["/p/Sources/A.swift": "a\n", "/outside/B.swift": "b\n"])
        disk.nodes["/p/Linked"] = .link("/outside")
        let writer = try disk.writer(beneath: "/p", creatingRoot: false)

        XCTAssertTrue(try writer.exists("Sources/A.swift"))
        XCTAssertFalse(try writer.exists("Sources/Missing.swift"))
        XCTAssertFalse(try writer.exists("Gone/Missing.swift"))
        XCTAssertThrowsError(try writer.exists("Linked/B.swift"))
    }
}

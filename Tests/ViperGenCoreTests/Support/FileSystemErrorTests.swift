import Foundation
import XCTest

@testable import ViperGenCore

/// Issue 36, item 4: what a file-system error is, is decided from its cause
/// (an `errno`, or one of viper-gen's own refusals), never from its text,
/// which differs between C libraries and could be any file's name.
final class FileSystemErrorTests: XCTestCase {
    func testSystemErrors_carryTheirNumber_andShowTheCLibrarysText() {
        let missing = FileSystemError(path: "/p/a", errno: ENOENT)
        XCTAssertEqual(missing.cause, .system(ENOENT))
        XCTAssertEqual(missing.reason, String(cString: strerror(ENOENT)))
        XCTAssertTrue(missing.isMissing)
        XCTAssertTrue(FileSystemError(path: "/p/a/b", errno: ENOTDIR).isMissing)
        XCTAssertTrue(FileSystemError(path: "/p/a", errno: EEXIST).alreadyExists)
        XCTAssertTrue(FileSystemError(path: "/p/a", errno: ENOTEMPTY).isFolderNotEmpty)
        XCTAssertFalse(FileSystemError(path: "/p/a", errno: EACCES).isMissing)
    }

    func testTheTextAlone_decidesNothing() {
        for text in [
            String(cString: strerror(ENOENT)), "File exists", "Directory not empty",
            FileSystemError.outsideReasonStart, "larger than the limit of 1 MiB",
        ] {
            let error = FileSystemError(path: "/p/a", reason: text)
            XCTAssertEqual(error.cause, .other)
            XCTAssertFalse(
                error.isMissing || error.alreadyExists || error.isFolderNotEmpty
                    || error.leavesProject
                    || error.isTooLarge, text)
        }
    }

    func testReadsPastTheirLimit_andPathsLeavingTheProject_sayWhichOnDiskAndInMemory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vg-fserror-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("0123456789".utf8).write(to: folder.appendingPathComponent("ten"))
        let memory = InMemoryFileSystem(files: ["/p/ten": "0123456789", "/o/secret": "s"])
        memory.addSymbolicLink(at: "/p/out", to: "/o/secret")
        for (disk, root) in [(LocalFileSystem() as FileSystem, folder.path), (memory, "/p")] {
            XCTAssertThrowsError(try disk.read(root + "/ten", beneath: root, limit: 4)) {
                XCTAssertEqual(($0 as? FileSystemError)?.cause, .tooLarge, "\($0)")
            }
            XCTAssertThrowsError(try disk.read(root + "/../elsewhere", beneath: root, limit: 4)) {
                XCTAssertEqual(($0 as? FileSystemError)?.cause, .outside, "\($0)")
            }
            XCTAssertThrowsError(try disk.read(root + "/none", beneath: root, limit: 4)) {
                XCTAssertEqual(($0 as? FileSystemError)?.cause, .system(ENOENT), "\($0)")
            }
        }
        XCTAssertThrowsError(try memory.read("/p/out", beneath: "/p", limit: 4)) {
            XCTAssertEqual(($0 as? FileSystemError)?.cause, .outside, "\($0)")
        }
    }
}

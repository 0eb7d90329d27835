import Foundation
import XCTest

@testable import ViperGenCore

/// `FileSystem.read(_:beneath:limit:)` on the disk and in memory: links and
/// `..` are followed while they stay beneath the root, and anything that
/// leads outside (a file, a folder, the root's parent) is refused unread.
final class ConfinedReadTests: XCTestCase {
    private var folders: [URL] = []

    override func tearDown() {
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
        super.tearDown()
    }

    private func makeFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vg-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        folders.append(folder)
        return folder.resolvingSymlinksInPath().path
    }

    private func write(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private func link(_ path: String, to target: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    /// A root with a file, links that stay inside, and links that leave.
    private func disk() throws -> (root: String, outside: String) {
        let root = try makeFolder()
        let outside = try makeFolder()
        try write("inside\n", root + "/a/file.txt")
        try write("secret\n", outside + "/secret.txt")
        try link(root + "/relative", to: "a/file.txt")
        try link(root + "/a/up", to: "../a/file.txt")
        try link(root + "/absolute", to: root + "/a/file.txt")
        try link(root + "/folder", to: "a")
        try link(root + "/chain", to: "relative")
        try link(root + "/out", to: outside + "/secret.txt")
        try link(root + "/outFolder", to: outside)
        try link(
            root + "/climb", to: "../" + (outside as NSString).lastPathComponent + "/secret.txt")
        try link(root + "/a/loop", to: "loop")
        return (root, outside)
    }

    private func assertConfined(
        _ fileSystem: FileSystem, root: String, outside: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for inside in [
            "a/file.txt", "relative", "a/up", "absolute", "folder/file.txt", "chain",
            "a/../a/file.txt",
        ] {
            XCTAssertEqual(
                try fileSystem.read(root + "/" + inside, beneath: root, limit: 100),
                Array("inside\n".utf8),
                inside, file: file, line: line)
        }
        let leaving = [
            "out", "outFolder/secret.txt", "climb",
            "a/../../" + (outside as NSString).lastPathComponent
                + "/secret.txt", outside + "/secret.txt",
        ]
        for path in leaving {
            let absolute = path.hasPrefix("/") ? path : root + "/" + path
            XCTAssertThrowsError(
                try fileSystem.read(absolute, beneath: root, limit: 100), path, file: file,
                line: line
            ) {
                XCTAssert(
                    ($0 as? FileSystemError)?.leavesProject == true, "\(path): \($0)", file: file,
                    line: line)
            }
        }
        XCTAssertThrowsError(
            try fileSystem.read(root + "/a/loop", beneath: root, limit: 100), file: file, line: line
        )
        XCTAssertThrowsError(
            try fileSystem.read(root + "/missing", beneath: root, limit: 100), file: file,
            line: line
        ) {
            XCTAssert(($0 as? FileSystemError)?.isMissing == true, "\($0)", file: file, line: line)
        }
        XCTAssertThrowsError(
            try fileSystem.read(root + "/a/file.txt", beneath: root, limit: 3), file: file,
            line: line)
    }

    func testTheDisk_followsLinksInside_andRefusesEveryWayOut() throws {
        let (root, outside) = try disk()
        assertConfined(LocalFileSystem(), root: root, outside: outside)
        if FileManager.default.fileExists(atPath: "/proc/self/environ") {
            try link(root + "/environ", to: "/proc/self/environ")
            XCTAssertThrowsError(
                try LocalFileSystem().read(root + "/environ", beneath: root, limit: 1 << 20))
        }
    }

    func testMemory_followsLinksInside_andRefusesEveryWayOut() throws {
        let memory = InMemoryFileSystem(files: [
            "/p/a/file.txt": "inside\n", "/o/secret.txt": "secret\n",
        ])
        for (path, target) in [
            ("/p/relative", "a/file.txt"), ("/p/a/up", "../a/file.txt"),
            ("/p/absolute", "/p/a/file.txt"), ("/p/folder", "a"), ("/p/chain", "relative"),
            ("/p/out", "/o/secret.txt"), ("/p/outFolder", "/o"), ("/p/climb", "../o/secret.txt"),
            ("/p/a/loop", "loop"),
        ] {
            memory.addSymbolicLink(at: path, to: target)
        }
        assertConfined(memory, root: "/p", outside: "/o")
    }
}

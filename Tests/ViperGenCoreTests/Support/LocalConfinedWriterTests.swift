import Foundation
import XCTest

@testable import ViperGenCore

/// Issue 13, item 1, at the writer itself: whatever name a temporary or backup
/// file gets (random ones too), creating it never goes through a link that is
/// already there, whether the link points at a file outside or at nothing.
final class LocalConfinedWriterTests: XCTestCase {
    private var folders: [URL] = []

    override func tearDown() {
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
        super.tearDown()
    }

    private func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vg-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        folders.append(folder)
        return folder
    }

    func testCreatingAFileWhereALinkStands_isRefused_andNothingOutsideChanges() throws {
        let root = try makeFolder()
        let outside = try makeFolder()
        let victim = outside.appendingPathComponent("victim.txt")
        try Data("outside\n".utf8).write(to: victim)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        let name = ".LoginView.swift.viper-gen-new-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Sources/" + name).path,
            withDestinationPath: victim.path)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Sources/dangling").path,
            withDestinationPath: outside.appendingPathComponent("new.txt").path)
        let writer = try LocalConfinedWriter(root: root.path)
        defer { writer.close() }

        XCTAssertThrowsError(
            try writer.createFile("Sources/" + name, bytes: Array("generated\n".utf8), modeOf: nil))
        XCTAssertThrowsError(
            try writer.createFile("Sources/dangling", bytes: Array("generated\n".utf8), modeOf: nil)
        )

        XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), "outside\n")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: outside.path), ["victim.txt"])
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(
                atPath: root.appendingPathComponent("Sources/" + name).path),
            victim.path, "the link was replaced")
    }

    func testCreatingAFileWhereNothingStands_writesIt() throws {
        let root = try makeFolder()
        let writer = try LocalConfinedWriter(root: root.path)
        defer { writer.close() }
        _ = try writer.createFolders("Sources")

        try writer.createFile("Sources/New.swift", bytes: Array("generated\n".utf8), modeOf: nil)

        XCTAssertEqual(
            try String(
                contentsOf: root.appendingPathComponent("Sources/New.swift"), encoding: .utf8),
            "generated\n")
    }

    /// Open parents are kept for their siblings: a rename between two folders
    /// deeper than the writer keeps open must still find its source's folder
    /// open (opening the destination's parents never closes it).
    func testARenameBetweenTwoDeepFolders_movesTheFile() throws {
        let root = try makeFolder()
        let writer = try LocalConfinedWriter(root: root.path)
        defer { writer.close() }
        let source = (1...20).map { "s\($0)" }.joined(separator: "/")
        let destination = (1...20).map { "d\($0)" }.joined(separator: "/")
        _ = try writer.createFolders(source)
        _ = try writer.createFolders(destination)
        try writer.createFile(source + "/file", bytes: Array("moved\n".utf8), modeOf: nil)

        try writer.move(source + "/file", toNew: destination + "/file")

        let moved = root.appendingPathComponent(destination + "/file")
        XCTAssertEqual(try String(contentsOf: moved, encoding: .utf8), "moved\n")
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent(source + "/file").path))
    }

    /// Many sibling folders, reached from the open parent, through `..` and
    /// through a link inside the root: every file lands where its path says.
    func testFilesInManySiblingFolders_landWhereTheirPathsSay() throws {
        let root = try makeFolder()
        let writer = try LocalConfinedWriter(root: root.path)
        defer { writer.close() }
        _ = try writer.createFolders("Sources/App/Shared")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Sources/Linked").path,
            withDestinationPath: "App/Shared")
        var expected: [String: String] = [:]
        for index in 0..<40 {
            let folder = "Sources/App/Modules/M\(index)"
            _ = try writer.createFolders(folder)
            try writer.createFile(
                folder + "/View.swift", bytes: Array("\(index)".utf8), modeOf: nil)
            expected[folder + "/View.swift"] = "\(index)"
            try writer.createFile(
                "Sources/Linked/F\(index).swift", bytes: Array("l\(index)".utf8), modeOf: nil)
            expected["Sources/App/Shared/F\(index).swift"] = "l\(index)"
            try writer.createFile(
                folder + "/../N\(index).swift", bytes: Array("n\(index)".utf8), modeOf: nil)
            expected["Sources/App/Modules/N\(index).swift"] = "n\(index)"
        }

        for (path, text) in expected {
            XCTAssertEqual(
                try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8), text,
                path)
        }
        let modulesFolder = root.appendingPathComponent("Sources/App/Modules").path
        let modules = try FileManager.default.contentsOfDirectory(atPath: modulesFolder)
        XCTAssertEqual(modules.count, 80)
    }

    /// A writer for another thread works beneath the same open root: a root
    /// path swapped for a link afterwards does not move its writes.
    func testAParallelWriter_keepsTheRootItWasMadeFrom() throws {
        let parent = try makeFolder()
        let outside = try makeFolder()
        let root = parent.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let writer = try LocalConfinedWriter(root: root.path)
        defer { writer.close() }
        try FileManager.default.moveItem(at: root, to: parent.appendingPathComponent("moved"))
        try FileManager.default.createSymbolicLink(
            atPath: root.path, withDestinationPath: outside.path)

        let copy = try XCTUnwrap(try writer.parallelWriter())
        defer { copy.close() }
        try copy.createFile("New.swift", bytes: Array("generated\n".utf8), modeOf: nil)

        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])
        XCTAssertEqual(
            try String(
                contentsOf: parent.appendingPathComponent("moved/New.swift"), encoding: .utf8),
            "generated\n")
    }
}

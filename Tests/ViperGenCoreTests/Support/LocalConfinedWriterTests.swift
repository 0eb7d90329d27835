import Foundation
@testable import ViperGenCore
import XCTest

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
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vg-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        folders.append(folder)
        return folder
    }

    func testCreatingAFileWhereALinkStands_isRefused_andNothingOutsideChanges() throws {
        let root = try makeFolder(), outside = try makeFolder()
        let victim = outside.appendingPathComponent("victim.txt")
        try Data("outside\n".utf8).write(to: victim)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        let name = ".LoginView.swift.viper-gen-new-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Sources/" + name).path,
                                                   withDestinationPath: victim.path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Sources/dangling").path,
                                                   withDestinationPath: outside.appendingPathComponent("new.txt").path)
        let writer = try LocalConfinedWriter(root: root.path)
        defer { writer.close() }

        XCTAssertThrowsError(try writer.createFile("Sources/" + name, bytes: Array("generated\n".utf8), modeOf: nil))
        XCTAssertThrowsError(try writer.createFile("Sources/dangling", bytes: Array("generated\n".utf8), modeOf: nil))

        XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), "outside\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), ["victim.txt"])
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: root.appendingPathComponent("Sources/" + name).path),
                       victim.path, "the link was replaced")
    }

    func testCreatingAFileWhereNothingStands_writesIt() throws {
        let root = try makeFolder()
        let writer = try LocalConfinedWriter(root: root.path)
        defer { writer.close() }
        _ = try writer.createFolders("Sources")

        try writer.createFile("Sources/New.swift", bytes: Array("generated\n".utf8), modeOf: nil)

        XCTAssertEqual(try String(contentsOf: root.appendingPathComponent("Sources/New.swift"), encoding: .utf8), "generated\n")
    }
}

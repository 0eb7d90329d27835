import Foundation
import ViperGenTestSupport
import XCTest

/// `stubbed(Type.self)` is resolved when the tests build: a type without a
/// `Stub` stops the build at the call, naming the type and what it lacks,
/// instead of stopping the whole run with `fatalError` when a test reaches it.
final class MissingStubTests: XCTestCase {
    func testStubbedOfATypeWithoutAStub_failsToBuild_namingTheTypeAndStub() throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard
            path.split(separator: ":").contains(where: {
                FileManager.default.isExecutableFile(atPath: "\($0)/swiftc")
            })
        else {
            throw XCTSkip("swiftc is not on PATH, so the generated stubs cannot be type-checked")
        }
        let mock = try String(
            contentsOfFile: PackagePaths.root
                + "/Snapshots/login-mvp/Tests/AppTests/Shared/Mock.swift",
            encoding: .utf8)
        // `MockError`, the protocol, the generic function and the `any Error`
        // overload: with an overload beside it, the compiler names the type in a note.
        let stubSupport =
            try XCTUnwrap(
                Self.section(
                    of: mock, from: "/// An error a test sets for a Mock",
                    to: "/// What a Mock's `urlOpener` holds"))
            + XCTUnwrap(
                Self.section(
                    of: mock, from: "/// What a Mock or spy returns for an error",
                    to: "extension String: Stub"))
        XCTAssertFalse(
            mock.contains("fatalError"), "the generated test support never calls fatalError")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viper-gen-stub-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let typed = folder.appendingPathComponent("Typed.swift")
        try
            (stubSupport + """
                struct Receipt {}
                extension Receipt: Stub {
                    static var stub: Receipt { Receipt() }
                }
                let sample: Receipt = stubbed(Receipt.self)
                let error: any Error = stubbed((any Error).self)

                """).write(to: typed, atomically: true, encoding: .utf8)
        let accepted = try ProcessRunner.run(
            "/usr/bin/env", ["swiftc", "-typecheck", typed.path], in: folder.path)
        XCTAssertEqual(accepted.status, 0, accepted.combined)

        let untyped = folder.appendingPathComponent("Untyped.swift")
        try (stubSupport + "struct Receipt {}\nlet sample: Receipt = stubbed(Receipt.self)\n")
            .write(to: untyped, atomically: true, encoding: .utf8)
        let refused = try ProcessRunner.run(
            "/usr/bin/env", ["swiftc", "-typecheck", untyped.path], in: folder.path)
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertTrue(
            refused.combined.contains("requires that 'Receipt' conform to 'Stub'"), refused.combined
        )
    }

    /// The text from the line starting `start` to just before the one starting `end`.
    private static func section(of text: String, from start: String, to end: String) -> String? {
        guard let first = text.range(of: start),
            let last = text.range(of: end, range: first.upperBound..<text.endIndex)
        else { return nil }
        return String(text[first.lowerBound..<last.lowerBound])
    }
}

import Foundation
import ViperGenTestSupport
import XCTest

/// The docs' `check=manifest` blocks are `Package.swift` targets SwiftPM
/// loads: each, wrapped in a package's `targets:`, passes `swift package
/// dump-package` (which compiles and validates the manifest without fetching).
final class DocManifestTests: XCTestCase {
    private func dumpPackage(_ snippet: DocSwiftSnippets.Snippet) throws -> ProcessResult {
        let folder = try ProcessRunner.temporaryFolder("doc-manifest")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try DocSwiftSnippets.manifest(for: snippet).write(
            toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        return try ProcessRunner.run(
            ProcessRunner.swiftExecutable, ["package", "dump-package"], in: folder)
    }

    func testEveryManifestBlockOfTheDocs_isLoadedBySwiftPM() throws {
        let manifests = try DocSwiftSnippets.snippets(in: PackagePaths.docPages()).filter {
            $0.check == "manifest"
        }
        XCTAssertGreaterThanOrEqual(manifests.count, 2, "docs/install.md's blocks were found")
        for snippet in manifests {
            let run = try dumpPackage(snippet)
            XCTAssertEqual(run.status, 0, "\(snippet.page):\(snippet.line): \(run.combined)")
        }
    }

    /// The check can fail: a misspelt target kind, or two targets of one name.
    func testABrokenManifestBlock_isRefused() throws {
        let broken = [
            "```swift check=manifest\n.plugn(name: \"A\", capability: .buildTool()),\n```\n",
            "```swift check=manifest\n.target(name: \"A\"),\n.target(name: \"A\"),\n```\n",
        ]
        for text in broken {
            let snippet = DocSwiftSnippets.snippets(of: "test.md", text: text)[0]
            XCTAssertNotEqual(try dumpPackage(snippet).status, 0, text)
        }
    }
}

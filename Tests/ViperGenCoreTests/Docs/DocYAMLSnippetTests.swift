import Foundation
import ViperGenCore
import ViperGenTestSupport
import XCTest

/// Every `yaml` block of the README and docs/*.md is read by viper-gen's own
/// parser without an error: a reader who copies one gets a spec that parses.
/// (A block that shows an error on purpose is fenced as `text`.)
final class DocYAMLSnippetTests: XCTestCase {
    func testEveryYAMLBlockOfTheDocs_parses() throws {
        let docs = PackagePaths.root + "/docs"
        let pages =
            ["README.md"]
            + (try FileManager.default.contentsOfDirectory(atPath: docs))
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        var blocks = 0
        var problems: [String] = []
        for page in pages {
            let text = try String(contentsOfFile: PackagePaths.root + "/" + page, encoding: .utf8)
            for block in MarkdownCodeBlocks.blocks(in: text) where block.language == "yaml" {
                blocks += 1
                let source = SourceFile(
                    path: "\(page):\(block.line)", text: block.lines.joined(separator: "\n") + "\n")
                for diagnostic in SpecParser.parse(source).diagnostics where diagnostic.isError {
                    problems.append("\(page), block at line \(block.line): \(diagnostic.message)")
                }
            }
        }
        XCTAssertEqual(problems, [])
        XCTAssertGreaterThanOrEqual(blocks, 13, "the docs' yaml blocks were found")
    }
}

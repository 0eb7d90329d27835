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
            for (line, block) in Self.yamlBlocks(in: text) {
                blocks += 1
                let parsed = SpecParser.parse(SourceFile(path: "\(page):\(line)", text: block))
                for diagnostic in parsed.diagnostics where diagnostic.isError {
                    problems.append("\(page), block at line \(line): \(diagnostic.message)")
                }
            }
        }
        XCTAssertEqual(problems, [])
        XCTAssertGreaterThanOrEqual(blocks, 13, "the docs' yaml blocks were found")
    }

    /// Each block fenced as `yaml`, with the line its text starts on.
    private static func yamlBlocks(in text: String) -> [(line: Int, text: String)] {
        var blocks: [(line: Int, text: String)] = []
        var current: (line: Int, lines: [String])?
        for (number, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var open = current {
                if trimmed == "```" {
                    blocks.append((open.line, open.lines.joined(separator: "\n") + "\n"))
                    current = nil
                } else {
                    open.lines.append(line)
                    current = open
                }
            } else if trimmed == "```yaml" {
                current = (number + 2, [])
            }
        }
        return blocks
    }
}

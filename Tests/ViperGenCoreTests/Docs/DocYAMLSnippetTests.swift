import Foundation
import ViperGenCore
import ViperGenTestSupport
import XCTest

/// Every `yaml` block of the README and docs/*.md is read by viper-gen's own
/// parser without an error: a reader who copies one gets a spec that parses.
/// (A block that shows an error on purpose is fenced as `text`.)
final class DocYAMLSnippetTests: XCTestCase {
    func testEveryYAMLBlockOfTheDocs_parses() throws {
        let pages = try PackagePaths.docPages()
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

    /// A block that is a whole module spec (it names its `module:`) or a whole
    /// config (only config keys) is valid, as `validate` reads it: the
    /// spec against the built-in traits and the traits files of the same
    /// page, each alone.
    func testEveryWholeSpecAndConfigOfTheDocs_validates() throws {
        var specs = 0
        var configs = 0
        var problems: [String] = []
        for page in try PackagePaths.docPages() {
            let text = try String(contentsOfFile: PackagePaths.root + "/" + page, encoding: .utf8)
            let blocks = MarkdownCodeBlocks.blocks(in: text).filter { $0.language == "yaml" }
            var catalog = TraitCatalog.builtIn
            for block in blocks {
                let source = SourceFile(
                    path: "\(page):\(block.line)", text: block.lines.joined(separator: "\n") + "\n")
                let keys = Self.topLevelKeys(of: block.lines)
                guard keys.contains("traits"), !keys.contains("module") else { continue }
                let read = TraitCatalogReader.read(
                    source, origin: .project(path: "viper-traits.yml"),
                    builtInNames: TraitCatalog.builtIn.names)
                if !read.diagnostics.containsErrors { catalog = catalog.adding(read.traits) }
            }
            for block in blocks {
                let source = SourceFile(
                    path: "\(page):\(block.line)", text: block.lines.joined(separator: "\n") + "\n")
                let keys = Self.topLevelKeys(of: block.lines)
                var diagnostics: [Diagnostic] = []
                if keys.contains("module") {
                    specs += 1
                    diagnostics =
                        ModuleSpecReader.read(
                            source, catalog: catalog, defaultAccess: .internal
                        ).diagnostics
                } else if !keys.isEmpty, keys.isSubset(of: ConfigReader.keys) {
                    configs += 1
                    diagnostics = ConfigReader.read(source).diagnostics
                }
                for diagnostic in diagnostics where diagnostic.isError {
                    problems.append("\(page), block at line \(block.line): \(diagnostic.message)")
                }
            }
        }
        XCTAssertEqual(problems, [])
        XCTAssertGreaterThanOrEqual(specs, 6, "the docs' specs were found")
        XCTAssertGreaterThanOrEqual(configs, 1, "the docs' configs were found")
    }

    /// The keys a block's unindented lines start with.
    private static func topLevelKeys(of lines: [String]) -> Set<String> {
        Set(
            lines.compactMap { line -> String? in
                guard let first = line.first, first.isLetter, let colon = line.firstIndex(of: ":")
                else { return nil }
                return String(line[..<colon])
            })
    }
}

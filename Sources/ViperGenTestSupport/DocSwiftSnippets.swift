import Foundation

/// The Swift blocks of the README and docs/*.md, and how each is checked. A
/// block's fence names it: `check=<fixture>` (run as a test, or declared at
/// file scope, in that fixture's test target by the compile tests, against
/// its generated code), `check=manifest` (a list of `Package.swift` targets
/// that SwiftPM must load) or `file=<path>` (a step of a tutorial page,
/// which its tutorial test writes and builds). Other Swift blocks of a
/// tutorial are compared with the generated code by its tutorial test.
public enum DocSwiftSnippets {
    /// The tutorial pages, whose tests run their blocks step by step.
    public static let tutorialPages = ["docs/tutorial.md", "docs/tutorial-swiftui.md"]

    /// One block.
    public struct Snippet: Equatable, Sendable {
        /// `docs/test-doubles.md`.
        public var page: String
        /// The line of its first line of code.
        public var line: Int
        /// The value of `check=` (`nil` when it has none).
        public var check: String?
        /// True when it has `file=`.
        public var isFile: Bool
        /// Its lines, with the indentation they share removed.
        public var lines: [String]

        /// True when it declares something at file scope (`extension`, `func`, ...)
        /// rather than being statements of a test.
        public var isDeclaration: Bool {
            let first = lines.first { line in
                let code = line.drop { $0 == " " }
                return !code.isEmpty && !code.hasPrefix("//")
            }
            let keywords = [
                "extension ", "func ", "struct ", "final class ", "class ", "protocol ", "enum ",
                "actor ", "typealias ", "nonisolated ", "private ", "fileprivate ", "@MainActor",
                // A conditional block at file scope, such as declarations that need SwiftUI.
                "#if ",
            ]
            return keywords.contains { first?.hasPrefix($0) ?? false }
        }
    }

    /// Every Swift block of `pages` (paths from the package root).
    public static func snippets(in pages: [String]) throws -> [Snippet] {
        try pages.flatMap { page in
            let text = try String(
                contentsOfFile: PackagePaths.root + "/" + page, encoding: .utf8)
            return snippets(of: page, text: text)
        }
    }

    /// The Swift blocks of one page's `text`.
    public static func snippets(of page: String, text: String) -> [Snippet] {
        MarkdownCodeBlocks.blocks(in: text).filter { $0.language == "swift" }.map { block in
            let check = block.info.first { $0.hasPrefix("check=") }.map { String($0.dropFirst(6)) }
            return Snippet(
                page: page, line: block.line, check: check,
                isFile: block.info.contains { $0.hasPrefix("file=") },
                lines: dedented(block.lines))
        }
    }

    /// The test file the compile tests add to `fixture`'s tests (`nil` when
    /// no block names it): its declarations at file scope, each other block
    /// the body of a test method named after its page and line.
    /// - Parameter appModule: the module the fixture's tests import.
    public static func testFile(
        for fixture: String, from snippets: [Snippet], appModule: String = "App"
    ) -> String? {
        let mine = snippets.filter { $0.check == fixture }
        guard !mine.isEmpty else { return nil }
        var lines = [
            "// Written by viper-gen's compile tests from the Swift blocks of the docs",
            "// marked check=\(fixture): each runs against this fixture's generated code.",
            "",
            "import Foundation",
            "import XCTest",
            "",
            "@testable import \(appModule)",
        ]
        for snippet in mine where snippet.isDeclaration {
            lines += ["", "// \(snippet.page):\(snippet.line)"] + snippet.lines
        }
        lines += ["", "@MainActor", "final class DocSnippetTests: XCTestCase {"]
        for snippet in mine where !snippet.isDeclaration {
            lines += [
                "    /// \(snippet.page):\(snippet.line)",
                "    func test\(testName(of: snippet))() async throws {",
            ]
            lines += snippet.lines.map { $0.isEmpty ? "" : "        " + $0 }
            lines += ["    }", ""]
        }
        if lines.last == "" { lines.removeLast() }
        return (lines + ["}", ""]).joined(separator: "\n")
    }

    /// `Package.swift` with the block's targets, for `swift package dump-package`.
    public static func manifest(for snippet: Snippet) -> String {
        ([
            "// swift-tools-version:6.0",
            "import PackageDescription",
            "",
            "let package = Package(",
            "    name: \"DocManifest\",",
            "    targets: [",
        ] + snippet.lines.map { "        " + $0 } + ["    ]", ")", ""]).joined(separator: "\n")
    }

    /// `DocsTestDoubles24` for docs/test-doubles.md at line 24.
    private static func testName(of snippet: Snippet) -> String {
        let name = snippet.page.split(separator: "/").last.map(String.init) ?? snippet.page
        let words = name.replacingOccurrences(of: ".md", with: "").split { !$0.isLetter }
        return "Docs" + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            + String(snippet.line)
    }

    private static func dedented(_ lines: [String]) -> [String] {
        let indents = lines.filter { !$0.allSatisfy { $0 == " " } }.map {
            $0.prefix { $0 == " " }.count
        }
        let shared = indents.min() ?? 0
        return lines.map { $0.allSatisfy { $0 == " " } ? "" : String($0.dropFirst(shared)) }
    }
}

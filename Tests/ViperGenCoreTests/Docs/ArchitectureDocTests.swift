import Foundation
import ViperGenTestSupport
import XCTest

/// docs/architecture.md names types, members and files; each must exist, so the
/// page cannot silently go stale when code moves.
final class ArchitectureDocTests: XCTestCase {
    private var page: String {
        get throws { try String(contentsOfFile: PackagePaths.root + "/docs/architecture.md", encoding: .utf8) }
    }

    /// Every Swift file of the package (sources, tests, the manifest), as one text.
    private var sources: String {
        get throws {
            var text = try String(contentsOfFile: PackagePaths.root + "/Package.swift", encoding: .utf8)
            for folder in ["/Sources", "/Tests"] {
                let root = PackagePaths.root + folder
                for case let path as String in FileManager.default.enumerator(atPath: root) ?? NSEnumerator()
                where path.hasSuffix(".swift") && !path.hasPrefix("Fixtures") {
                    text += try String(contentsOfFile: root + "/" + path, encoding: .utf8) + "\n"
                }
            }
            return text
        }
    }

    /// Names the page may use that the package does not declare.
    private let standardNames: Set<String> = ["Equatable"]

    /// The text between backticks, in order.
    private func codeSpans(in text: String) -> [String] {
        text.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    /// The names `pattern`'s second group captures anywhere in `text`.
    private func captures(_ pattern: String, in text: String) throws -> Set<String> {
        let expression = try NSRegularExpression(pattern: pattern)
        let whole = NSRange(text.startIndex..., in: text)
        return Set(expression.matches(in: text, range: whole).compactMap { match in
            Range(match.range(at: 2), in: text).map { String(text[$0]) }
        })
    }

    func testEveryTypeAndMemberItNames_isDeclared() throws {
        let sources = try sources
        // Declared once, in one pass each: a type (or a target, by its name) and a member.
        let types = try captures(#"\b(struct|enum|class|protocol) ([A-Za-z0-9]+)[ :<]"#, in: sources)
            .union(captures(#"(name): "([A-Za-z0-9]+)""#, in: sources)).union(standardNames)
        let members = try captures(#"\b(func) ([A-Za-z0-9]+)\("#, in: sources)
            .union(captures(#"\b(var|let) ([A-Za-z0-9]+)[: =]"#, in: sources))
            .union(captures(#"\b(struct|enum) ([A-Za-z0-9]+)"#, in: sources))
        var missing: [String] = []
        for span in codeSpans(in: try page) {
            let parts = span.split(separator: ".", maxSplits: 1).map(String.init)
            guard let type = parts.first, type.first?.isUppercase == true,
                  type.allSatisfy({ $0.isLetter || $0.isNumber }) else { continue }
            if !types.contains(type) { missing.append(type) }
            if parts.count == 2 {
                let member = String(parts[1].prefix { $0.isLetter || $0.isNumber })
                if !members.contains(member) { missing.append(span) }
            }
        }
        XCTAssertEqual(missing, [], "docs/architecture.md names what the sources do not declare")
    }

    /// The page says the binary's targets import no Foundation (it costs every
    /// run its loading and start-up). The embedded templates' text is not code.
    func testTheBinarysTargetsImportNoFoundation() throws {
        XCTAssertTrue(try page.contains("import no Foundation"))
        var importing: [String] = []
        for target in ["ViperGenCore", "ViperGenCLI", "viper-gen"] {
            let root = PackagePaths.root + "/Sources/" + target
            for case let path as String in FileManager.default.enumerator(atPath: root) ?? NSEnumerator()
            where path.hasSuffix(".swift") && !path.hasSuffix("DefaultTemplates+Generated.swift") {
                let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
                if text.split(separator: "\n").contains(where: { $0.hasPrefix("import Foundation") }) {
                    importing.append(target + "/" + path)
                }
            }
        }
        XCTAssertEqual(importing, [])
    }

    func testEveryFileAndFolderItNames_exists() throws {
        var missing: [String] = []
        let folders = ["Sources/", "Tests/", "Templates/", "Snapshots/", "docs/", "Pipeline/", "Rendering/", "Output/",
                       "Spec/", "Model/", "Diagnostics/"]
        for span in codeSpans(in: try page)
        where !span.contains(" ") && !span.contains("*") && (span.hasSuffix(".swift") || folders.contains { span.hasPrefix($0) }) {
            let candidates = [span, "Sources/ViperGenCore/" + span, "Sources/" + span]
            let exists = candidates.contains { FileManager.default.fileExists(atPath: PackagePaths.root + "/" + $0) }
            if !exists { missing.append(span) }
        }
        XCTAssertEqual(missing, [], "docs/architecture.md names files that do not exist")
    }
}

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

    func testEveryTypeAndMemberItNames_isDeclared() throws {
        let sources = try sources
        var missing: [String] = []
        for span in codeSpans(in: try page) {
            let parts = span.split(separator: ".", maxSplits: 1).map(String.init)
            guard let type = parts.first, type.first?.isUppercase == true,
                  type.allSatisfy({ $0.isLetter || $0.isNumber }) else { continue }
            let declared = standardNames.contains(type) || sources.contains("name: \"\(type)\"")
                || ["struct", "enum", "class", "protocol"].contains { keyword in
                    sources.contains("\(keyword) \(type) ") || sources.contains("\(keyword) \(type):")
                        || sources.contains("\(keyword) \(type)<")
                }
            if !declared { missing.append(type) }
            if parts.count == 2 {
                let member = String(parts[1].prefix { $0.isLetter || $0.isNumber })
                let found = ["func \(member)(", "var \(member):", "let \(member):", "let \(member) =", "struct \(member)", "enum \(member)",
                             "var \(member) ", "static let \(member)"].contains { sources.contains($0) }
                if !found { missing.append(span) }
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

import Foundation
import ViperGenTestSupport
import XCTest

/// docs/architecture.md names types, members and files; each must exist, so the
/// page cannot silently go stale when code moves.
final class ArchitectureDocTests: XCTestCase {
    private var page: String {
        get throws {
            try String(contentsOfFile: PackagePaths.root + "/docs/architecture.md", encoding: .utf8)
        }
    }

    /// Every Swift file of the package (sources, tests, the manifest), as one text.
    private var sources: String {
        get throws {
            var text = try String(
                contentsOfFile: PackagePaths.root + "/Package.swift", encoding: .utf8)
            for folder in ["/Sources", "/Tests"] {
                let root = PackagePaths.root + folder
                for case let path as String in FileManager.default.enumerator(atPath: root)
                    ?? NSEnumerator()
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
        return Set(
            expression.matches(in: text, range: whole).compactMap { match in
                Range(match.range(at: 2), in: text).map { String(text[$0]) }
            })
    }

    func testEveryTypeAndMemberItNames_isDeclared() throws {
        let sources = try sources
        // Declared once, in one pass each: a type (or a target, by its name) and a member.
        let types = try captures(
            #"\b(struct|enum|class|protocol) ([A-Za-z0-9]+)[ :<]"#, in: sources
        )
        .union(captures(#"(name): "([A-Za-z0-9]+)""#, in: sources)).union(standardNames)
        let members = try captures(#"\b(func) ([A-Za-z0-9]+)\("#, in: sources)
            .union(captures(#"\b(var|let) ([A-Za-z0-9]+)[: =]"#, in: sources))
            .union(captures(#"\b(struct|enum) ([A-Za-z0-9]+)"#, in: sources))
        var missing: [String] = []
        for span in codeSpans(in: try page) {
            let parts = span.split(separator: ".", maxSplits: 1).map(String.init)
            guard let type = parts.first, type.first?.isUppercase == true,
                type.allSatisfy({ $0.isLetter || $0.isNumber })
            else { continue }
            if !types.contains(type) { missing.append(type) }
            if parts.count == 2 {
                let member = String(parts[1].prefix { $0.isLetter || $0.isNumber })
                if !members.contains(member) { missing.append(span) }
            }
        }
        XCTAssertEqual(missing, [], "docs/architecture.md names what the sources do not declare")
    }

    /// The stages of the page's table, as (number, name): `| 7b | Xcode project | ...`.
    private func stageTable() throws -> [(number: String, name: String)] {
        try page.split(separator: "\n").compactMap { line -> (String, String)? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count > 3, let first = cells[1].first, first.isNumber else { return nil }
            return (cells[1], cells[2])
        }
    }

    /// Issue 36, item 6: the page, `GenerationPipeline`'s list and each stage
    /// type's header numbered the stages three ways. The page's table is the
    /// numbering: the list must say the same stages in its order, and every
    /// `Stage N, name` or `Stages N and M, name` header must name a stage the
    /// table gives that number (and every stage must have its header).
    func testStageNumbers_inTheTable_theListAndTheHeaders_agree() throws {
        let table = try stageTable()
        XCTAssertEqual(table.map(\.number), ["1", "2", "3", "4", "5", "6", "7", "7b", "8"])
        let byNumber = Dictionary(uniqueKeysWithValues: table.map { ($0.number, $0.name) })

        let pipeline = try String(
            contentsOfFile: PackagePaths.root
                + "/Sources/ViperGenCore/Pipeline/GenerationPipeline.swift",
            encoding: .utf8)
        let listed = pipeline.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("/// "), let dot = line.dropFirst(4).firstIndex(of: "."),
                line[line.index(line.startIndex, offsetBy: 4)..<dot].allSatisfy({
                    $0.isNumber || $0 == "b"
                }),
                !line[line.index(line.startIndex, offsetBy: 4)..<dot].isEmpty
            else { return nil }
            let number = String(line[line.index(line.startIndex, offsetBy: 4)..<dot])
            let rest = line[line.index(after: dot)...].drop { $0 == " " }
            return number + " " + String(rest.prefix { $0 != ":" })
        }
        XCTAssertEqual(
            listed, table.map { "\($0.number) \($0.name)" }, "GenerationPipeline's list of stages")

        // "Stage 4, context:" or "Stages 5 and 7, plan,": numbers and the name; "Stages 3 to 7b": numbers only.
        let named = try NSRegularExpression(
            pattern: #"/// Stages? ([0-9]+b?)(?: and ([0-9]+b?))?, ([A-Za-z][A-Za-z ]*)"#)
        let mentioned = try NSRegularExpression(
            pattern: #"Stages? ([0-9]+b?)(?: (?:and|to) ([0-9]+b?))?"#)
        var headed: Set<String> = []
        for folder in [
            "/Sources/ViperGenCore/Pipeline", "/Sources/ViperGenCore/Rendering",
            "/Sources/ViperGenCore/Output",
        ] {
            let root = PackagePaths.root + folder
            for name in try FileManager.default.contentsOfDirectory(atPath: root)
            where name.hasSuffix(".swift") {
                let text = try String(contentsOfFile: root + "/" + name, encoding: .utf8)
                for line in text.split(separator: "\n").map(String.init)
                where line.contains("/// Stage") {
                    let range = NSRange(line.startIndex..., in: line)
                    func group(_ match: NSTextCheckingResult, _ index: Int) -> String? {
                        Range(match.range(at: index), in: line).map { String(line[$0]) }
                    }
                    if let match = named.firstMatch(in: line, range: range) {
                        let stageName = group(match, 3) ?? ""
                        for number in [group(match, 1), group(match, 2)].compactMap({ $0 }) {
                            let tableName = byNumber[number] ?? "(no such stage)"
                            XCTAssertTrue(
                                tableName.hasPrefix(stageName.trimmingCharacters(in: .whitespaces)),
                                "\(name): '\(line)' names stage \(number), which the table calls '\(tableName)'"
                            )
                            headed.insert(number)
                        }
                    } else if let match = mentioned.firstMatch(in: line, range: range) {
                        for number in [group(match, 1), group(match, 2)].compactMap({ $0 }) {
                            XCTAssertNotNil(
                                byNumber[number], "\(name): '\(line)' names a stage the table lacks"
                            )
                        }
                    }
                }
            }
        }
        XCTAssertEqual(
            headed.sorted(), ["1", "2", "3", "4", "5", "6", "7", "7b"], "stages with a header")
    }

    /// The page says the binary's targets import no Foundation (it costs every
    /// run its loading and start-up). The embedded templates' text is not code.
    func testTheBinarysTargetsImportNoFoundation() throws {
        XCTAssertTrue(try page.contains("import no Foundation"))
        var importing: [String] = []
        for target in ["ViperGenCore", "ViperGenCLI", "viper-gen"] {
            let root = PackagePaths.root + "/Sources/" + target
            for case let path as String in FileManager.default.enumerator(atPath: root)
                ?? NSEnumerator()
            where path.hasSuffix(".swift") && !path.hasSuffix("DefaultTemplates+Generated.swift") {
                let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
                if text.split(separator: "\n").contains(where: { $0.hasPrefix("import Foundation") }
                ) {
                    importing.append(target + "/" + path)
                }
            }
        }
        XCTAssertEqual(importing, [])
    }

    func testEveryFileAndFolderItNames_exists() throws {
        var missing: [String] = []
        let folders = [
            "Sources/", "Tests/", "Templates/", "Snapshots/", "docs/", "Pipeline/", "Rendering/",
            "Output/",
            "Spec/", "Model/", "Diagnostics/",
        ]
        for span in codeSpans(in: try page)
        where !span.contains(" ") && !span.contains("*")
            && (span.hasSuffix(".swift") || folders.contains { span.hasPrefix($0) })
        {
            let candidates = [span, "Sources/ViperGenCore/" + span, "Sources/" + span]
            let exists = candidates.contains {
                FileManager.default.fileExists(atPath: PackagePaths.root + "/" + $0)
            }
            if !exists { missing.append(span) }
        }
        XCTAssertEqual(missing, [], "docs/architecture.md names files that do not exist")
    }
}

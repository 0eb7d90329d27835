import Foundation

/// The declarations of the UIKit, Combine and SwiftUI stand-ins, read from their
/// sources, with the Apple page each cites; `docs/stubbed-api.md` lists them.
public struct StandInCatalog: Equatable, Sendable {
    /// One declaration: a `public` or `open` member, a case of a public enum, or
    /// an extension that adds a conformance.
    public struct Declaration: Equatable, Sendable {
        /// `UIKit`, `Combine` or `SwiftUI`.
        public var module: String
        /// The declaration up to its body, on one line.
        public var signature: String
        /// The cited Apple page, or `nil` when the comment before it cites none.
        public var page: String?
        /// False when the citation says the page could not be read.
        public var pageRead: Bool
        /// `UIView.swift:12`.
        public var location: String
    }

    public var declarations: [Declaration]

    static let modules = ["UIKit", "Combine", "SwiftUI"]
    private static let citation = "Apple: https://developer.apple.com/documentation/"
    private static let notRead = "(page not read"

    /// Reads the `.swift` files of `<standInsFolder>/UIKit`, `/Combine` and `/SwiftUI`.
    public static func read(standInsFolder: String = PackagePaths.standIns) -> StandInCatalog {
        var declarations: [Declaration] = []
        for module in modules {
            let files = FolderSnapshot.read(standInsFolder + "/" + module)
            for path in files.keys.sorted() where path.hasSuffix(".swift") {
                declarations += parse(files[path] ?? "", module: module, file: path)
            }
        }
        return StandInCatalog(declarations: declarations)
    }

    /// The declarations of one source file, in order.
    public static func parse(_ source: String, module: String, file: String) -> [Declaration] {
        let raw = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let lines = raw.map { $0.trimmingCharacters(in: .whitespaces) }
        var containers: [(indent: Int, kind: String, isPublic: Bool)] = []
        var result: [Declaration] = []
        for index in lines.indices {
            let line = lines[index]
            let indent = raw[index].prefix { $0 == " " }.count
            // A wrapped head's `where` line belongs to the declaration above it.
            let continuesHead = ["where", "->", "throws", "async"].contains { line.hasPrefix($0) }
            if !line.isEmpty, !continuesHead { containers.removeAll { $0.indent >= indent } }
            let words = line.split(separator: " ").map(String.init)
            if !line.hasPrefix("//"), let kind = ["enum", "protocol"].first(where: words.contains) {
                containers.append((indent, kind, isDeclaration(line)))
            }
            guard isMember(line, of: containers.last) || isDeclaration(line) else { continue }
            var start = index
            while start > 0, lines[start - 1].hasPrefix("@") { start -= 1 }
            var comment: [String] = []
            var above = start - 1
            while above >= 0, lines[above].hasPrefix("//") {
                comment.insert(lines[above], at: 0)
                above -= 1
            }
            let citationLine = comment.first { $0.contains(citation) }
            let page = citationLine.map { line -> String in
                let url = line[line.range(of: "https://")!.lowerBound...]
                return String(url.prefix { $0 != " " })
            }
            result.append(
                Declaration(
                    module: module,
                    signature: signature(lines: lines, attributesFrom: start, declarationAt: index),
                    page: page, pageRead: !(citationLine?.contains(notRead) ?? false),
                    location: "\(file):\(index + 1)"))
        }
        return result
    }

    /// A case of a public enum, or a requirement of a public protocol (which
    /// carries no access modifier).
    private static func isMember(
        _ line: String, of container: (indent: Int, kind: String, isPublic: Bool)?
    ) -> Bool {
        guard let container, container.isPublic else { return false }
        let firstWord =
            line.split(separator: " ").first { !$0.hasPrefix("@") }.map(String.init) ?? ""
        if container.kind == "enum" { return firstWord == "case" }
        return ["func", "var", "associatedtype", "init", "init?", "subscript", "static"].contains(
            firstWord)
            || firstWord.hasPrefix("init(") || firstWord.hasPrefix("func")
    }

    private static func isDeclaration(_ line: String) -> Bool {
        let words = line.split(separator: " ")
        if line.hasPrefix("extension ") {  // only a conformance declares API
            let head = line.components(separatedBy: " where ")[0].components(separatedBy: "{")[0]
            return head.contains(":")
        }
        return words.prefix { !$0.hasPrefix("(") && !$0.contains("=") }.contains {
            $0 == "public" || $0 == "open"
        }
            && !line.hasPrefix("//")
    }

    /// The attribute lines and the declaration up to its body, joined on one line.
    private static func signature(
        lines: [String], attributesFrom start: Int, declarationAt index: Int
    ) -> String {
        var text = lines[start..<index].joined(separator: " ")
        var depth = 0
        for (offset, line) in lines[index...].enumerated() {
            var kept = ""
            for character in line {
                if character == "{" && depth == 0 { break }
                // `<` opens a generic argument list only right after a name
                // (`Binding<Value>`), never as the operator of `1 << 0`.
                let afterName = kept.last.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
                if "([".contains(character) || (character == "<" && afterName) { depth += 1 }
                if ")]".contains(character) || (character == ">" && depth > 0 && kept.last != "-") {
                    depth -= 1
                }
                kept.append(character)
            }
            kept = kept.trimmingCharacters(in: .whitespaces)
            text += (text.isEmpty ? "" : " ") + kept
            if line.contains("{") { break }
            // A declaration the formatter wrapped goes on with its result,
            // effects or where clause on the next lines.
            let next = lines.indices.contains(index + offset + 1) ? lines[index + offset + 1] : ""
            let continues =
                ["->", "where", "throws", "async", "rethrows"].contains { next.hasPrefix($0) }
                || kept.hasSuffix(",") || kept == "where" || kept.hasSuffix(" where")
            if depth <= 0, !continues { break }
        }
        while text.contains("  ") { text = text.replacingOccurrences(of: "  ", with: " ") }
        for (spaced, tight) in [("( ", "("), (" )", ")")] {
            text = text.replacingOccurrences(of: spaced, with: tight)
        }
        // A generic argument list the formatter put on lines of its own.
        text = text.replacingOccurrences(of: "(?<=\\w)< ", with: "<", options: .regularExpression)
        text = text.replacingOccurrences(of: " >(?!=)", with: ">", options: .regularExpression)
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// The declarations that cite no Apple page, as `location: signature` lines.
    public var uncited: [String] {
        declarations.filter { $0.page == nil }.map { "\($0.location): \($0.signature)" }
    }

    /// The Markdown table of `docs/stubbed-api.md`: one row per declaration.
    public var renderedTable: String {
        var lines: [String] = []
        for module in Self.modules {
            let rows = declarations.filter { $0.module == module }
            lines += [
                "### \(module) (\(rows.count) declarations)", "",
                "| Declaration | Apple page | Page read |",
                "| --- | --- | --- |",
            ]
            for row in rows {
                let signature = row.signature.replacingOccurrences(of: "|", with: "\\|")
                let code = signature.contains("`") ? "`` \(signature) ``" : "`\(signature)`"
                lines.append("| \(code) | \(row.page ?? "none") | \(row.pageRead ? "yes" : "no") |")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}

import Foundation
import ViperGenCore
import ViperGenTestSupport
import XCTest

/// Issue 35, item 11, against Swift's own parser: thousands of defaults made
/// of literal delimiters (quotes, `#`, `/`, backslashes, brackets, `;`,
/// interpolations, declarations) go through `DefaultValueSyntax`; every one
/// it accepts is put in a state struct, and `swiftc -dump-parse` must find
/// exactly the struct's own fields, in order: no default ends its field early
/// and adds a member.
final class DefaultValueParseTests: XCTestCase {
    /// Pieces a hostile default is made of.
    private static let pieces = [
        "\"", "\"\"\"", "#", "##", "#/", "/#", "/", " / ", "\\", "\\(", "(", ")", "[", "]", "{", "}", ";", "*", "x",
        " ", "1", "+", "'", "`", "\u{301}", "init() {}", "func f() {}", "static var z = 0", "}; struct Z {", "//", "/*",
        "*/", "a:", ",", ".", "exit(42)", "String(describing: ", "#\"", "\"#", "$0", "=", "\t",
    ]

    func testEveryAcceptedDefault_parsesAsOneFieldOfItsStruct() throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard path.split(separator: ":").contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/swiftc") })
        else { throw XCTSkip("swiftc is not on PATH, so Swift's parser cannot judge the defaults") }
        var random = SplitMix64(seed: 35_11)
        var accepted: [String] = []
        var tried = 0
        while accepted.count < 2_000, tried < 400_000 {
            tried += 1
            let value = (0..<random.int(in: 1...8)).map { _ in random.element(of: Self.pieces) }.joined()
            if DefaultValueSyntax.problem(with: value) == nil { accepted.append(value) }
        }
        XCTAssertGreaterThan(accepted.count, 500, "too few defaults were accepted to judge (\(tried) tried)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vg-defaults-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // One file (swiftc stops at the first file with a parse error, so not one file each). A default
        // that ends its field early can spoil the structs after it: the first struct that differs is the culprit.
        let source = accepted.enumerated().map { index, value in
            "struct S\(index) {\n    var a: Int = \(value)\n    var b: Int = 0\n}\n"
        }.joined()
        let file = folder.appendingPathComponent("Defaults.swift")
        try Data(source.utf8).write(to: file)

        let parsed = try ProcessRunner.run("/usr/bin/env", ["swiftc", "-dump-parse", file.lastPathComponent], in: folder.path,
                                           environment: ["PATH": path, "HOME": NSTemporaryDirectory()],
                                           replacingEnvironment: true)

        // The members of each struct (swiftc dumps the parse on standard output, or on standard
        // error when it finds no error): the lines indented one level below its `struct_decl`.
        var members: [String: [String]] = [:]
        var current: String?
        for line in (parsed.stdout + "\n" + parsed.stderr).split(separator: "\n") {
            if line.hasPrefix("  (struct_decl ") {
                current = line.split(separator: "\"").dropFirst().first.map(String.init)
                continue
            }
            guard let current, line.hasPrefix("    ("), !line.hasPrefix("     ") else { continue }
            let kind = line.dropFirst(5).prefix { $0 != " " && $0 != ")" }
            let name = line.hasSuffix("\"a\")") || line.contains(" \"a\"") ? " a"
                : line.contains(" \"b\"") ? " b" : ""
            members[current, default: []].append(String(kind) + name)
        }
        let expected = ["pattern_binding_decl", "var_decl a", "pattern_binding_decl", "var_decl b"]
        let culprit = accepted.indices.first { members["S\($0)"] != expected }
        XCTAssertNil(culprit.map { accepted[max(0, $0 - 1)...$0].map(\.debugDescription).joined(separator: " then ") }, "this default changed its struct's members: "
            + "\(culprit.map { members["S\($0)"] ?? [] } ?? [])")
    }
}

import Foundation
import ViperGenCore
import ViperGenTestSupport
import XCTest

/// Issue 35, item 11, against Swift's own parser: thousands of defaults made
/// of literal delimiters (quotes, `#`, `/`, backslashes, brackets, `;`,
/// interpolations, declarations) go through `DefaultValueSyntax`; every one
/// it accepts is put in a state struct as viper-gen writes it (the default in
/// its init's parameter list, and as a `preview:` value in the argument list of
/// the sample state, `static let preview`), and `swiftc -dump-parse` must find
/// exactly the struct's own fields and one `init(a:b:)`, and the extension's one
/// `preview`: no value ends its parameter or argument early, adds one, or adds
/// a member.
final class DefaultValueParseTests: XCTestCase {
    /// Pieces a hostile default is made of.
    private static let pieces = [
        "\"", "\"\"\"", "#", "##", "#/", "/#", "/", " / ", "\\", "\\(", "(", ")", "[", "]", "{",
        "}", ";", "*", "x",
        " ", "1", "+", "'", "`", "\u{301}", "init() {}", "func f() {}", "static var z = 0",
        "}; struct Z {", "//", "/*",
        "*/", "a:", ",", ".", "exit(42)", "String(describing: ", "#\"", "\"#", "$0", "=", "\t",
        "\u{2E2F}", "\u{05C5}",
        "é", "\u{00A0}", "?", ":", "..", "1.", "x.y", " ?? ", "??", "some ", "if ", "!", "as? ",
        "try? ", " else ", " in ", "e", "\\q", "\\u{",
    ]

    func testEveryAcceptedDefault_parsesAsOneFieldOfItsStruct() throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard
            path.split(separator: ":").contains(where: {
                FileManager.default.isExecutableFile(atPath: "\($0)/swiftc")
            })
        else { throw XCTSkip("swiftc is not on PATH, so Swift's parser cannot judge the defaults") }
        // VIPER_GEN_SEED tries other defaults (the failure message names the culprit, not the seed).
        let seed =
            ProcessInfo.processInfo.environment["VIPER_GEN_SEED"].flatMap { UInt64($0) } ?? 35_11
        var random = SplitMix64(seed: seed)
        var accepted: [String] = []
        var tried = 0
        while accepted.count < 2_000, tried < 400_000 {
            tried += 1
            let value = (0..<random.int(in: 1...8)).map { _ in random.element(of: Self.pieces) }
                .joined()
            if DefaultValueSyntax.problem(with: value) == nil { accepted.append(value) }
        }
        XCTAssertGreaterThan(
            accepted.count, 500, "too few defaults were accepted to judge (\(tried) tried)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vg-defaults-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The state struct as viper-gen writes it (a default goes into the init's parameter list,
        // a preview value into the sample state's arguments), with placeholders for the first
        // field's default and preview value.
        let generated = try GenerationPipeline(
            fileSystem: InMemoryFileSystem(files: [
                "/p/Specs/Login.viper.yml":
                    "module: Login\nstate:\n  a:\n    type: 'Int = 123456789'\n"
                    + "    preview: 987654321\n  b: 'Int = 0'\n"
            ]), workingDirectory: "/p"
        ).generate()
        let state = try XCTUnwrap(
            generated.plan.entries.first { $0.path.hasSuffix("LoginState.swift") }?.contents)
        let shape =
            String(decoding: state, as: UTF8.self).components(separatedBy: "struct LoginState").last
            ?? ""
        XCTAssert(shape.contains("a: Int = 123456789,"), shape)
        XCTAssert(shape.contains("extension LoginState {"), shape)
        XCTAssert(shape.contains("        a: 987654321\n"), shape)
        // One file (swiftc stops at the first file with a parse error, so not one file each). A default
        // that ends its field early can spoil the structs after it: the first struct that differs is the culprit.
        let source = accepted.enumerated().map { index, value in
            "struct S\(index)"
                + shape.replacingOccurrences(of: "LoginState", with: "S\(index)")
                .replacingOccurrences(of: "123456789", with: value)
                .replacingOccurrences(of: "987654321", with: value) + "\n"
        }.joined()
        let file = folder.appendingPathComponent("Defaults.swift")
        try Data(source.utf8).write(to: file)

        let parsed = try ProcessRunner.run(
            "/usr/bin/env", ["swiftc", "-dump-parse", file.lastPathComponent], in: folder.path,
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
            if line.hasPrefix("  (extension_decl ") {
                current = line.split(separator: "\"").dropFirst().first.map { "extension " + $0 }
                continue
            }
            guard let current, line.hasPrefix("    ("), !line.hasPrefix("     ") else { continue }
            let kind = line.dropFirst(5).prefix { $0 != " " && $0 != ")" }
            let name =
                line.contains("\"init(a:b:)\"")
                ? " a b"
                : line.hasSuffix("\"a\")") || line.contains(" \"a\"")
                    ? " a"
                    : line.contains(" \"b\"")
                        ? " b" : line.contains(" \"preview\"") ? " preview" : ""
            members[current, default: []].append(String(kind) + name)
        }
        let expected = [
            "pattern_binding_decl", "var_decl a", "pattern_binding_decl", "var_decl b",
            "constructor_decl a b",
        ]
        let culprit = accepted.indices.first {
            members["S\($0)"] != expected
                || members["extension S\($0)"] != ["pattern_binding_decl", "var_decl preview"]
        }
        XCTAssertNil(
            culprit.map {
                accepted[max(0, $0 - 1)...$0].map(\.debugDescription).joined(separator: " then ")
            },
            "this default changed its struct's members: "
                + "\(culprit.map { (members["S\($0)"] ?? []) + (members["extension S\($0)"] ?? []) } ?? [])"
        )
    }
}

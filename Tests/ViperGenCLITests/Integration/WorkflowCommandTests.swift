import Foundation
import ViperGenTestSupport
import XCTest

/// On GitHub Actions the runner takes any line of a step's output that starts
/// with `::` (after spaces) or holds `##[` for a workflow command, on either
/// stream, splitting lines at LF and at a lone CR. Text from the repository
/// (an orphan's name, a spec's values in a diagnostic, a committed file's
/// lines in a diff) never becomes one: the only commands are viper-gen's own
/// annotations, and `--format json` stays one JSON document.
final class WorkflowCommandTests: XCTestCase {
    private let spec = "module: Login\nstyle: mvp\ntraits: [close]\n"

    /// The lines of `output` as the runner splits them.
    private func runnerLines(_ output: String) -> [String] {
        output.unicodeScalars.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map {
            String(String.UnicodeScalarView($0))
        }
    }

    /// Fails for each line the runner would run as a command, but annotations of `check`'s own.
    private func assertNoForgedCommand(
        _ output: String, ownAnnotations: Int, _ label: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let commands = runnerLines(output).filter { line in
            line.drop(while: { $0.isWhitespace }).hasPrefix("::") || line.contains("##[")
        }
        XCTAssertEqual(
            commands.filter { $0.hasPrefix("::error file=") && $0.contains(",line=") }.count,
            ownAnnotations,
            "\(label): \(commands)", file: file, line: line)
        XCTAssertEqual(
            commands.count, ownAnnotations, "\(label) forged a command: \(commands)", file: file,
            line: line)
        XCTAssertNil(
            output.unicodeScalars.first { $0 == "\u{1B}" || $0 == "\u{7}" },
            "\(label) printed a terminal escape", file: file, line: line)
    }

    func testCommittedFilesAndNames_neverForgeACommand_inCheck() throws {
        let project = try makeProject(label: "workflow")
        try project.write(spec, to: "Specs/Login.viper.yml")
        XCTAssertEqual(try project.run(["generate"]).status, 0)
        let presenter = "Sources/App/Modules/Login/LoginPresenter.swift"
        let generated = try project.read(presenter)
        // A lone CR that starts a command, and a terminal title escape, in a committed generated file.
        try project.write(
            generated + "x\r::error file=evil.swift,line=1::injected\n\u{1B}]0;pwned\u{7}\n",
            to: presenter)
        // Every line of a generated file ending in CRLF, with a command on one of them.
        let view = "Sources/App/Modules/Login/LoginView.swift"
        let crlf = (try project.read(view)).replacingOccurrences(of: "\n", with: "\r\n")
        try project.write("::warning title=Spoofed::hello\r\n" + crlf, to: view)
        // An orphan whose name stops every later command, and a context line the runner would trim.
        try project.write(generated, to: "Sources/App/Modules/##[stop-commands]tok.swift")

        let text = try project.run(["check"], environment: ["GITHUB_ACTIONS": "true"])
        let json = try project.run(
            ["check", "--format", "json"], environment: ["GITHUB_ACTIONS": "true"])

        XCTAssertEqual(text.status, 1, text.combined)
        assertNoForgedCommand(text.stdout + text.stderr, ownAnnotations: 3, "check")
        XCTAssert(
            text.stdout.contains("-x\\u{D}::error file=evil.swift,line=1::injected\n"), text.stdout)
        XCTAssert(text.stdout.contains("-\\u{1B}]0;pwned\\u{7}\n"), text.stdout)
        XCTAssert(text.stdout.contains("-::warning title=Spoofed::hello\\u{D}\n"), text.stdout)
        XCTAssert(
            text.stdout.contains(
                "orphaned: Sources/App/Modules/##\\u{5B}stop-commands]tok.swift\n"), text.stdout)

        XCTAssertEqual(json.status, 1, json.combined)
        let document =
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        XCTAssertEqual((document?["files"] as? [Any])?.count, 3, json.stdout)
        assertNoForgedCommand(json.stdout + json.stderr, ownAnnotations: 3, "check --format json")
        XCTAssertEqual(
            runnerLines(json.stderr).filter { $0.hasPrefix("::error file=") }.count, 3, json.stderr)
    }

    func testSpecValuesInDiagnostics_neverForgeACommand() throws {
        let project = try makeProject(label: "workflow-diagnostics")
        try project.write(
            "module: Login\nstyle: mvp\ntraits: [\"##[error title=Fake]spoofed\", \"::notice::x\"]\n",
            to: "Specs/Login.viper.yml")

        for command in [["check"], ["generate"], ["validate"]] {
            let result = try project.run(command, environment: ["GITHUB_ACTIONS": "true"])

            XCTAssertEqual(result.status, 2, result.combined)
            XCTAssert(result.stderr.contains("##\\u{5B}error title=Fake]spoofed"), result.stderr)
            assertNoForgedCommand(
                result.stdout + result.stderr, ownAnnotations: 0, command.joined(separator: " "))
        }
    }
}

import XCTest

/// Colour in diagnostics: only on a terminal, `--color` decides, `NO_COLOR` is honoured.
final class ColorTests: XCTestCase {
    private let invalidSpec = ["Specs/A.viper.yml": "module: a\n"]
    private let escape = "\u{1B}["

    func testDiagnostics_areColouredOnATerminalOnly() {
        let runner = CommandRunner(files: invalidSpec)
        XCTAssert(runner.run(["validate"], terminal: true).stderr.contains(escape))
        XCTAssertFalse(runner.run(["validate"], terminal: false).stderr.contains(escape))
    }

    func testNoColor_turnsColourOffEvenOnATerminal() {
        var runner = CommandRunner(files: invalidSpec)
        runner.environment = ["NO_COLOR": "1"]
        XCTAssertFalse(runner.run(["validate"], terminal: true).stderr.contains(escape))
        XCTAssert(
            runner.run(["validate", "--color", "always"], terminal: true).stderr.contains(escape),
            "--color always overrides NO_COLOR")
    }

    func testColorOption_forcesColourOnOrOff() {
        let runner = CommandRunner(files: invalidSpec)
        XCTAssert(
            runner.run(["--color", "always", "validate"], terminal: false).stderr.contains(escape))
        XCTAssert(
            runner.run(["validate", "--color=always"], terminal: false).stderr.contains(escape))
        XCTAssertFalse(
            runner.run(["validate", "--color", "never"], terminal: true).stderr.contains(escape))
    }

    func testColouredDiagnostic_hasTheSameTextWithoutEscapes() {
        let runner = CommandRunner(files: invalidSpec)
        let plain = runner.run(["validate"]).stderr
        let coloured = runner.run(["validate", "--color", "always"]).stderr
        XCTAssertEqual(
            coloured.replacingOccurrences(
                of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression),
            plain)
    }
}

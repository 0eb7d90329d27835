import XCTest

@testable import ViperGenCore

/// `${name}` placeholders in trait snippets: found and replaced in one pass,
/// however many unclosed `${` a traits file holds (issue 35, item 5: each
/// used to scan to the end of the text again; 450,000 of them took 120 s).
final class PlaceholderScanTests: XCTestCase {
    func testPlaceholders_areFoundAndReplaced_unknownOnesKept() {
        let text = "${module}Service(${x}) ${ unclosed $ {no} ${}"
        XCTAssertEqual(
            Placeholders.occurrences(in: text).map(\.name), ["module", "x", " unclosed $ {no", ""])
        XCTAssertEqual(Placeholders.occurrences(in: text).map(\.offset), [0, 17, 23, 42])
        XCTAssertEqual(
            Placeholders.substituted(text, ["module": "Login", "": "E"]),
            "LoginService(${x}) ${ unclosed $ {no} E")
        XCTAssertEqual(Placeholders.substituted("a${b", ["b": "x"]), "a${b")
        XCTAssertEqual(Placeholders.substituted("${b}}", ["b": "x"]), "x}")
    }

    func testAMegabyteOfUnclosedPlaceholders_isReadInOnePass() {
        let unclosed = "${module}" + String(repeating: "${", count: 450_000)
        XCTAssertEqual(Placeholders.occurrences(in: unclosed).map(\.name), ["module"])
        XCTAssertEqual(
            Placeholders.substituted(unclosed, ["module": "M"]), "M" + unclosed.dropFirst(9))
        XCTAssertEqual(
            Placeholders.substitutingNames(in: unclosed).utf8.count, unclosed.utf8.count + 2)
    }
}

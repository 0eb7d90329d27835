import XCTest

@testable import ViperGenCore

/// What `adopt` writes as a spec scalar reads back as itself, and no scanned
/// text (a multi-line string, a bidi control) ends its line or its scalar.
final class AdoptedScalarTests: XCTestCase {
    func testScalars_areQuotedOnlyWhenTheyMustBe_andControlsAreEscaped() throws {
        XCTAssertEqual(AdoptedScalar.plainOrQuoted("Int"), "Int")
        XCTAssertEqual(AdoptedScalar.plainOrQuoted("[Int]"), "'[Int]'")
        XCTAssertEqual(AdoptedScalar.plainOrQuoted("[String: Int]"), "'[String: Int]'")
        XCTAssertEqual(AdoptedScalar.plainOrQuoted("it's"), "it's")
        XCTAssertEqual(AdoptedScalar.quoted("it's"), "'it''s'")
        XCTAssertEqual(AdoptedScalar.plainOrQuoted("a\nb: c"), #""a\u000Ab: c""#)
        XCTAssertEqual(AdoptedScalar.quoted("x\u{202E}\"\\"), #""x\u202E\"\\""#)
        for value in ["a\nmodule: Evil", "\"q\"\t", "x\u{2028}y", "[a]\r"] {
            let text = "key: " + AdoptedScalar.plainOrQuoted(value) + "\n"
            XCTAssertFalse(text.dropLast().contains("\n"), text)
            let parsed = SpecParser.parse(SourceFile(path: "s.yml", text: text))
            guard case .mapping(let mapping)? = parsed.document?.root,
                case .scalar(let scalar) = mapping.entries[0].value
            else { return XCTFail("not a one-key mapping: \(text)") }
            XCTAssertEqual(scalar.value, value)
        }
    }
}

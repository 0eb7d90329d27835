import XCTest

@testable import ViperGenCore

/// The event notation matches the YAML test suite's `test.event` files.
final class SpecEventPrinterTests: XCTestCase {
    private func scalar(_ value: String, _ style: ScalarStyle = .plain) -> SpecNode {
        .scalar(SpecScalar(value: value, style: style, range: .at(0)))
    }

    func testEmptyDocument_printsOnlyTheStream() {
        XCTAssertEqual(SpecEventPrinter.events(for: SpecDocument(root: nil)), "+STR\n-STR\n")
        XCTAssertEqual(
            SpecEventPrinter.events(for: SpecDocument(root: nil, hasExplicitEnd: true)),
            "+STR\n-STR\n")
    }

    func testDocumentMarkers_areShownOnTheDocumentEvents() {
        let document = SpecDocument(root: scalar(""), hasExplicitStart: true, hasExplicitEnd: true)
        XCTAssertEqual(
            SpecEventPrinter.events(for: document), "+STR\n+DOC ---\n=VAL :\n-DOC ...\n-STR\n")
    }

    func testEveryStyleAndCollectionKind() {
        let mapping = SpecMapping(
            entries: [
                SpecMapping.Entry(
                    key: SpecScalar(value: "k", style: .plain, range: .at(0)),
                    value: .sequence(
                        SpecSequence(
                            items: [
                                scalar("a", .singleQuoted), scalar("b", .doubleQuoted),
                                scalar("c\n", .literal), scalar("d\n", .folded),
                            ],
                            range: .at(0), isFlow: false))),
                SpecMapping.Entry(
                    key: SpecScalar(value: "f", style: .doubleQuoted, range: .at(0)),
                    value: .sequence(
                        SpecSequence(
                            items: [scalar("x")], range: .at(0), isFlow: true))),
            ], range: .at(0))
        XCTAssertEqual(
            SpecEventPrinter.events(for: SpecDocument(root: .mapping(mapping))),
            """
            +STR
            +DOC
            +MAP
            =VAL :k
            +SEQ
            =VAL 'a
            =VAL "b
            =VAL |c\\n
            =VAL >d\\n
            -SEQ
            =VAL "f
            +SEQ []
            =VAL :x
            -SEQ
            -MAP
            -DOC
            -STR

            """)
    }

    func testEscapes_followTheSuite() {
        let document = SpecDocument(root: scalar("a\\b\nc\td\re\u{8}f ☺ \u{7}"))
        XCTAssertEqual(
            SpecEventPrinter.events(for: document),
            "+STR\n+DOC\n=VAL :a\\\\b\\nc\\td\\re\\bf ☺ \u{7}\n-DOC\n-STR\n")
    }
}

import XCTest

@testable import ViperGenCore

/// The byte-level text helpers that stand in for Foundation's
/// `replacingOccurrences` and backwards `range(of:)`.
final class StringTextTests: XCTestCase {
    func testReplacingEvery_replacesEachOccurrence_andLeavesOtherTextAlone() {
        XCTAssertEqual("(Void) -> (Void)".replacingEvery("(Void)", with: "(())"), "(()) -> (())")
        XCTAssertEqual(
            "@escaping (Int) -> Void".replacingEvery("@escaping ", with: ""), "(Int) -> Void")
        XCTAssertEqual("Café, naïve".replacingEvery("x", with: "y"), "Café, naïve")
        XCTAssertEqual("é(Void)é".replacingEvery("(Void)", with: "()"), "é()é")
        XCTAssertEqual("aaa".replacingEvery("aa", with: "b"), "ba")
    }

    func testContainsBytes() {
        XCTAssertTrue("loadclosetrait".containsBytes(of: "trait"))
        XCTAssertTrue("closerouter".containsBytes(of: "closerouter"))
        XCTAssertTrue("abc".containsBytes(of: ""))
        XCTAssertFalse("clos".containsBytes(of: "close"))
        XCTAssertFalse("trai t".containsBytes(of: "trait"))
        XCTAssertTrue("ünïtrait".containsBytes(of: "trait"))
    }

    func testLastRange_findsTheLastOccurrenceEndingByTheLimit() {
        let text = "Optional<Optional<Int>>"
        let last = text.lastRange(of: "Optional<", endingBy: text.endIndex)
        XCTAssertEqual(last.map { text.distance(from: text.startIndex, to: $0.lowerBound) }, 9)
        let first = text.lastRange(of: "Optional<", endingBy: last!.lowerBound)
        XCTAssertEqual(first.map { text.distance(from: text.startIndex, to: $0.lowerBound) }, 0)
        XCTAssertNil(text.lastRange(of: "Optional<", endingBy: first!.lowerBound))
        // A match must end by the limit: one that crosses it is not found.
        XCTAssertNil(
            text.lastRange(of: "Optional<", endingBy: text.index(text.startIndex, offsetBy: 8)))
        XCTAssertNil("".lastRange(of: "Array<", endingBy: "".endIndex))
    }

    func testLastRange_afterCharactersOfSeveralBytes() {
        let text = "Ünïcode[Array<É>]"
        let found = text.lastRange(of: "Array<", endingBy: text.endIndex)
        XCTAssertEqual(found.map { String(text[$0]) }, "Array<")
        XCTAssertEqual(found.map { String(text[..<$0.lowerBound]) }, "Ünïcode[")
    }
}

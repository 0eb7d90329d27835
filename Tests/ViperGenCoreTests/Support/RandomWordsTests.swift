import XCTest

@testable import ViperGenCore

/// Temporary names end in these words: they must be random, the read-ahead
/// supply and the fallback past its end alike.
final class RandomWordsTests: XCTestCase {
    func testWords_fromTheSupplyAndPastIt_areAllDifferent() {
        var words = RandomWords(count: 1000)
        let taken = (0..<1010).map { _ in words.next() }

        XCTAssertEqual(Set(taken).count, taken.count, "a word repeated: not random")
        // Each of the 64 bits is set in some word and clear in another.
        XCTAssertEqual(taken.reduce(0, |), UInt64.max)
        XCTAssertEqual(taken.reduce(UInt64.max, &), 0)
    }

    func testTwoSupplies_differ() {
        var first = RandomWords(count: 8)
        var second = RandomWords(count: 8)
        XCTAssertNotEqual((0..<8).map { _ in first.next() }, (0..<8).map { _ in second.next() })
    }
}

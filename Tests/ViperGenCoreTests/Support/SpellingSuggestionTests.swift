@testable import ViperGenCore
import XCTest

/// "Did you mean" hints: the nearest plausible name, at a cost bounded
/// whatever a repository names (issue 35, item 7: a 16,000-character target
/// name took 4.6 s; every name was compared in full, with no length cap).
final class SpellingSuggestionTests: XCTestCase {
    func testTheNearestPlausibleName_isSuggested_andATieGoesToTheFirstAlphabetically() {
        XCTAssertEqual(SpellingSuggestion.closest(to: "clsoe", in: ["request", "close"]), "close")
        XCTAssertEqual(SpellingSuggestion.closest(to: "CLOSE", in: ["close"]), "close")
        XCTAssertEqual(SpellingSuggestion.closest(to: "cat", in: ["bat", "act", "hat"]), "act")
        XCTAssertEqual(SpellingSuggestion.closest(to: "push", in: ["pop", "present"]), nil)
        XCTAssertEqual(SpellingSuggestion.closest(to: "", in: ["a"]), nil)
    }

    func testEditDistance_isExactWithinItsBound_andStopsBeyondIt() {
        func distance(_ a: String, _ b: String, _ bound: Int = .max) -> Int? {
            SpellingSuggestion.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), atMost: bound)
        }
        XCTAssertEqual(distance("kitten", "sitting"), 3)
        XCTAssertEqual(distance("kitten", "sitting", 3), 3)
        XCTAssertNil(distance("kitten", "sitting", 2))
        XCTAssertEqual(distance("ab", "ba"), 1)
        XCTAssertEqual(distance("", "abc"), 3)
        XCTAssertNil(distance("", "abc", 2))
    }

    func testHugeNamesAndHugeCandidateLists_costLittle() {
        let huge = String(repeating: "x", count: 16_000)
        XCTAssertNil(SpellingSuggestion.closest(to: huge, in: ["close", huge]), "a name this long is not compared")
        XCTAssertEqual(SpellingSuggestion.closest(to: "clos", in: [huge, "close"]), "close")
        let many = (0..<10_000).map { "target\($0)" + String(repeating: "y", count: 40) }
        let name = "target5" + String(repeating: "y", count: 39)
        XCTAssertEqual(SpellingSuggestion.closest(to: name, in: many), "target5" + String(repeating: "y", count: 40))
        XCTAssertNil(SpellingSuggestion.closest(to: "q" + String(repeating: "z", count: 63), in: many))
    }

    func testAHint_listsThirtyNames_andCountsTheRest() {
        let names = (1...40).map { String(format: "trait%02d", $0) }
        let hint = SpellingSuggestion.hint(for: "zzzzzzzz", among: names, kind: "traits")
        XCTAssertEqual(hint, "Known traits: " + names.prefix(30).joined(separator: ", ") + " and 10 more")
        XCTAssertEqual(SpellingSuggestion.hint(for: "trait1", among: ["trait01", "other"], kind: "traits"),
                       "did you mean 'trait01'? Known traits: other, trait01")
    }
}

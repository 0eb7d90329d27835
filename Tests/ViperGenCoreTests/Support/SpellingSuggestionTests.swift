import XCTest

@testable import ViperGenCore

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
            SpellingSuggestion.editDistance(
                Array(a.unicodeScalars), Array(b.unicodeScalars), atMost: bound)
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
        XCTAssertNil(
            SpellingSuggestion.closest(to: huge, in: ["close", huge]),
            "a name this long is not compared")
        XCTAssertEqual(SpellingSuggestion.closest(to: "clos", in: [huge, "close"]), "close")
        let many = (0..<10_000).map { "target\($0)" + String(repeating: "y", count: 40) }
        let name = "target5" + String(repeating: "y", count: 39)
        XCTAssertEqual(
            SpellingSuggestion.closest(to: name, in: many),
            "target5" + String(repeating: "y", count: 40))
        XCTAssertNil(
            SpellingSuggestion.closest(to: "q" + String(repeating: "z", count: 63), in: many))
    }

    func testAHint_listsThirtyNames_andCountsTheRest() {
        let names = (1...40).map { String(format: "trait%02d", $0) }
        let hint = SpellingSuggestion.hint(for: "zzzzzzzz", among: names, kind: "traits")
        XCTAssertEqual(
            hint, "Known traits: " + names.prefix(30).joined(separator: ", ") + " and 10 more")
        XCTAssertEqual(
            SpellingSuggestion.hint(for: "trait1", among: ["trait01", "other"], kind: "traits"),
            "did you mean 'trait01'? Known traits: other, trait01")
    }
}

/// Issue 35, items 5 and 7, from the adversarial pass: ten thousand unknown
/// trait names against ten thousand traits took `check` 37 s (every
/// diagnostic sorted and compared every name). Now the names are sorted once
/// per list, and only the first hundred diagnostics by position compare.
final class ManyMisspellingsTests: XCTestCase {
    func testThousandsOfUnknownNames_costAHundredSuggestions() throws {
        let traits = (0..<5_000).map {
            "  trait\($0):\n    kind: router\n    summary: One.\n    methods:\n"
                + "      run\($0):\n        body: print(1)\n"
        }.joined()
        let unknown = (0..<5_000).map { "zz\($0)" }.joined(separator: ", ")
        let project = MemoryProject([
            "viper-gen.yml": "traitsFile: viper-traits.yml\n",
            "viper-traits.yml": "traits:\n" + traits,
            "Specs/Login.viper.yml": "module: Login\nstyle: mvp\ntraits: [trait1x, \(unknown)]\n",
        ])

        XCTAssertThrowsError(try project.pipeline.validatedProject()) { error in
            let diagnostics = (error as? DiagnosticList)?.diagnostics ?? []
            XCTAssertEqual(diagnostics.count, 5_001)
            XCTAssertEqual(
                diagnostics.first?.hint?.hasPrefix("did you mean 'trait1'? Known traits: "), true,
                diagnostics.first?.hint ?? "")
            XCTAssertEqual(
                diagnostics.filter { $0.hint?.hasPrefix("did you mean") == true }.count, 1)
            XCTAssertEqual(
                diagnostics.filter { $0.hint?.hasPrefix("Known traits: ") == true }.count, 99)
            XCTAssertEqual(diagnostics.last?.hint, "5013 traits are known")
            XCTAssert(diagnostics.allSatisfy { $0.spelling == nil })
        }
    }
}

import XCTest

@testable import ViperGenCore

/// The spellings Swift treats as one type, which overloads may not differ by.
final class TypeSpellingTests: XCTestCase {
    func testSpellingsOfOneType_becomeOne() {
        let pairs = [
            ("Int", "Swift.Int"), ("Int?", "Optional<Int>"), ("[Int]", "Array<Int>"),
            ("(Int)", "Int"),
            ("Void", "()"), ("any P", "P"), ("@escaping () -> Void", "() -> Void"),
            ("[String:Int]", "[String: Int]"), ("[String: Int]", "Dictionary<String, Int>"),
            ("Optional<Array<Int>>", "[Int]?"),
            ("[String: [Int]?]", "Dictionary<String, Optional<[Int]>>"),
        ]
        for (first, second) in pairs {
            XCTAssertEqual(
                TypeSpelling.canonical(first), TypeSpelling.canonical(second),
                "\(first) vs \(second)")
        }
    }

    func testDifferentTypes_stayApart() {
        let pairs = [
            ("Int", "String"), ("Int?", "Int"), ("(Int, Int)", "Int"), ("(Int) -> Void", "Int"),
            ("[Int]", "Set<Int>"), ("anyThing", "Thing"), ("Dictionary<Int>", "[Int]"),
        ]
        for (first, second) in pairs {
            XCTAssertNotEqual(
                TypeSpelling.canonical(first), TypeSpelling.canonical(second),
                "\(first) vs \(second)")
        }
    }
}

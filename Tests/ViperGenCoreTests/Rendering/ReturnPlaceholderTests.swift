import XCTest

@testable import ViperGenCore

/// What a logic scaffold returns before its author writes the logic, and what
/// a spy returns when a test set no result.
final class ReturnPlaceholderTests: XCTestCase {
    func testLiterals_fitEachShapeOfType() {
        let cases: [(String, String?)] = [
            ("Int", "0"), ("CGFloat", "0"), ("Bool", "false"), ("String", "\"\""),
            ("String?", "nil"), ("Optional<Comment>", "nil"), ("(any Service)?", "nil"),
            ("[Int]", "[]"), ("[[String: Int]]", "[]"), ("Set<Int>", "[]"),
            ("[String: [Int]]", "[:]"), ("Dictionary<String, Int>", "[:]"),
            ("Comment", nil), ("(Int, Int)", nil), ("() -> Void", nil), ("any Service", nil),
        ]
        for (type, literal) in cases {
            XCTAssertEqual(ReturnPlaceholder.literal(for: type), literal, type)
        }
    }

    func testMethodContext_ofAReturningMessage_givesTheSpyAndTheScaffoldTheirLines() throws {
        let counted = SwiftMethod(name: "numberOfItems", returnType: "Int")
        XCTAssertEqual(
            fields(counted),
            [
                "resultName": "numberOfItemsResult", "resultType": "Int?",
                "spyFallback": "stubbed(Int.self)",
                "spyReturn": "self.numberOfItemsResult ?? stubbed(Int.self)",
                "scaffoldReturn": "return 0", "scaffoldRuns": "true",
            ])
        let optional = SwiftMethod(name: "title", returnType: "String?")
        XCTAssertEqual(
            fields(optional),
            [
                "resultName": "titleResult", "resultType": "String?", "spyFallback": "nil",
                "spyReturn": "self.titleResult",
                "scaffoldReturn": "return nil", "scaffoldRuns": "true",
            ])
        let custom = SwiftMethod(
            name: "comment", parameters: [SwiftParameter(label: "at", name: "index", type: "Int")],
            returnType: "Comment")
        XCTAssertEqual(
            fields(custom)["scaffoldReturn"], "fatalError(\"comment(at:): return a Comment\")")
        XCTAssertEqual(fields(custom)["scaffoldRuns"], "false")
        XCTAssertEqual(fields(SwiftMethod(name: "close"))["scaffoldRuns"], "true")
        XCTAssertNil(fields(SwiftMethod(name: "close"))["spyReturn"])
    }

    private func fields(_ method: SwiftMethod) -> [String: String] {
        guard case .object(let object) = MethodContext(method).templateValue else { return [:] }
        var result: [String: String] = [:]
        for key in [
            "resultName", "resultType", "spyFallback", "spyReturn", "scaffoldReturn",
            "scaffoldRuns",
        ] {
            switch object[key] {
            case .string(let text)?: result[key] = text
            case .bool(let flag)?: result[key] = String(flag)
            default: break
            }
        }
        return result
    }
}

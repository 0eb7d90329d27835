@testable import ViperGenCore
import XCTest

final class TemplateValueTests: XCTestCase {
    func testLiteralsBuildValues() {
        let value: TemplateValue = ["name": "Login", "flag": true, "items": ["a", ["b": false]]]
        XCTAssertEqual(value, .object([
            "name": .string("Login"),
            "flag": .bool(true),
            "items": .list([.string("a"), .object(["b": .bool(false)])]),
        ]))
        let name = "x"
        XCTAssertEqual("\(name)y" as TemplateValue, .string("xy"))
        XCTAssertEqual(TemplateValue("s"), .string("s"))
        XCTAssertEqual(TemplateValue(false), .bool(false))
        XCTAssertEqual(TemplateValue([TemplateValue]()), .list([]))
        XCTAssertEqual(TemplateValue([String: TemplateValue]()), .object([:]))
    }

    func testDumpedIsSortedPrettyJSON() {
        let value: TemplateValue = [
            "module": ["name": "Login", "methods": [["name": "close", "isAsync": false]], "empty": [], "none": .object([:])],
            "b": true,
            "a": "first",
        ]
        XCTAssertEqual(value.dumped(), """
            {
              "a": "first",
              "b": true,
              "module": {
                "empty": [],
                "methods": [
                  {
                    "isAsync": false,
                    "name": "close"
                  }
                ],
                "name": "Login",
                "none": {}
              }
            }

            """)
    }

    func testDumpedEscapesStrings() {
        XCTAssertEqual(TemplateValue.string("q\" b\\ n\n r\r t\t \u{8}\u{C} \u{1} \u{7F} é 日").dumped(),
                       #""q\" b\\ n\n r\r t\t \b\f \u0001 \u007f é 日""# + "\n")
    }

    func testDumpedScalars() {
        XCTAssertEqual(TemplateValue.bool(false).dumped(), "false\n")
        XCTAssertEqual(TemplateValue.list([]).dumped(), "[]\n")
        XCTAssertEqual(TemplateValue.list(["a", true]).dumped(), "[\n  \"a\",\n  true\n]\n")
    }
}

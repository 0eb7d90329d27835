import XCTest

@testable import ViperGenCore

final class TemplateValueTests: XCTestCase {
    func testDumpedIsSortedPrettyJSON() {
        let value: TemplateValue = .object([
            "module": .object([
                "name": .string("Login"),
                "methods": .list([.object(["name": .string("close"), "isAsync": .bool(false)])]),
                "empty": .list([]), "none": .object([:]),
            ]),
            "b": .bool(true),
            "a": .string("first"),
        ])
        XCTAssertEqual(
            value.dumped(),
            """
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
        XCTAssertEqual(
            TemplateValue.string("q\" b\\ n\n r\r t\t \u{8}\u{C} \u{1} \u{7F} é 日").dumped(),
            #""q\" b\\ n\n r\r t\t \b\f \u0001 \u007f é 日""# + "\n")
    }

    func testDumpedScalars() {
        XCTAssertEqual(TemplateValue.bool(false).dumped(), "false\n")
        XCTAssertEqual(TemplateValue.list([]).dumped(), "[]\n")
        XCTAssertEqual(
            TemplateValue.list([.string("a"), .bool(true)]).dumped(), "[\n  \"a\",\n  true\n]\n")
    }
}

import XCTest

@testable import ViperGenCore

/// Issue 14, item 1: a message key may name what the method returns
/// (`numberOfItems -> Int`), and so may a trait method's key; mistakes are located.
final class MessageReturnTypeTests: XCTestCase {
    func testMessageKeys_readTheirResultTypes_andVoidMeansNone() throws {
        let project = try loadedProject([
            "Specs/Feed.viper.yml": """
            module: Feed
            style: viper
            events:
              numberOfItems -> Int:
              comment->Comment:
                at index: Int
              refresh -> Void:
            view:
              selectedRows -> [Int]:
            interactor:
              inputs:
                "load async throws -> [String: Int]":
                displayName -> String?:
            input:
              "configure -> (Int) -> Void":
            output:
              currentUser -> any UserProviding:

            """
        ])
        let module = try XCTUnwrap(project.modules.first)
        XCTAssertEqual(
            module.events.map(\.declaration),
            [
                "func numberOfItems() -> Int",
                "func comment(at index: Int) -> Comment",
                "func refresh()",
            ])
        XCTAssertEqual(module.viewOutputs.map(\.declaration), ["func selectedRows() -> [Int]"])
        XCTAssertEqual(
            module.interactorInputs.map(\.declaration),
            [
                "func load() async throws -> [String: Int]",
                "func displayName() -> String?",
            ])
        XCTAssertEqual(
            module.moduleInputs.map(\.declaration), ["func configure() -> (Int) -> Void"])
        XCTAssertEqual(
            module.moduleOutputs.map(\.declaration), ["func currentUser() -> any UserProviding"])
    }

    func testResultTypeMistakes_areEachLocated() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Feed.viper.yml": """
                module: Feed
                events:
                  count ->:
                  total -> Int; exit(1):
                  load -> async Int:

                """
            ]),
            """
            Specs/Feed.viper.yml:3:3: error: method key 'count ->' has '->' but no result type
               3 |   count ->:
                 |   ^~~~~~~~
            hint: write the type after '->', e.g. 'numberOfItems -> Int', or leave '->' out
            Specs/Feed.viper.yml:4:3: error: 'total -> Int; exit(1)' is not a valid Swift type: '; exit(1)' follows the type
               4 |   total -> Int; exit(1):
                 |   ^~~~~~~~~~~~~~~~~~~~~
            hint: write the type as in Swift, e.g. 'String', '[Item]' or 'any AnalyticsService'
            Specs/Feed.viper.yml:5:3: error: 'load -> async Int' is not a valid Swift type: 'Int' follows the type
               5 |   load -> async Int:
                 |   ^~~~~~~~~~~~~~~~~
            hint: write the type as in Swift, e.g. 'String', '[Item]' or 'any AnalyticsService'

            """)
    }

    func testTraitMethodKey_mayNameTheResult_butNotTwice() throws {
        let method = """
            traits:
              lookup:
                kind: interactor
                methods:
                  currentScore -> Int:
                    body: return 1
                    mock: return 2

            """
        let project = try loadedProject([
            "viper-traits.yml": method, "Specs/Feed.viper.yml": "module: Feed\n",
        ])
        XCTAssertEqual(
            project.catalog.trait(named: "lookup")?.methods.first?.signature.declaration,
            "func currentScore() -> Int")

        let twice = method.replacingOccurrences(
            of: "    body: return 1", with: "    returns: Int\n        body: return 1")
        XCTAssertEqual(
            renderedDiagnostics([
                "viper-traits.yml": twice, "Specs/Feed.viper.yml": "module: Feed\n",
            ]),
            """
            viper-traits.yml:6:9: error: method 'currentScore' names its result type twice, with '->' and 'returns:'
               6 |         returns: Int
                 |         ^~~~~~~
            viper-traits.yml:5:7: note: '->' here
               5 |       currentScore -> Int:
                 |       ^~~~~~~~~~~~~~~~~~~
            hint: keep one of them

            """)
    }
}

import XCTest

@testable import ViperGenCore

/// What an adversarial review found accepted and then failing to compile:
/// overloads spelled differently, types only a function's own parameters may
/// have, names a generated spy or class already uses, and impossible
/// inheritance. Each is refused at its line.
final class SignatureRulesTests: XCTestCase {
    private func headlines(_ spec: String) -> [String] {
        renderedDiagnostics(["Specs/Feed.viper.yml": spec]).split(separator: "\n")
            .filter { $0.hasPrefix("Specs/") && $0.contains(" error: ") }.map(String.init)
    }

    func testOverloadsThatSpellOneTypeTwoWays_clash() {
        XCTAssertEqual(
            headlines(
                """
                module: Feed
                output:
                  "f(a: Int?)":
                  "f(a: Optional<Int>)":
                  "g(_ x: [String: Int])":
                  "g(_ x: Dictionary<String, Swift.Int>)":
                  "h(_ x: any Error)":
                  "h(_ x: Error)":

                """),
            [
                "Specs/Feed.viper.yml:4:3: error: message 'f(a:)' is listed twice",
                "Specs/Feed.viper.yml:6:3: error: message 'g(_:)' is listed twice",
                "Specs/Feed.viper.yml:8:3: error: message 'h(_:)' is listed twice",
            ])
    }

    func testTypesOnlyAFunctionsOwnParametersMayHave_areRefused() {
        XCTAssertEqual(
            headlines(
                """
                module: Feed
                style: viper
                view:
                  "a -> inout Int":
                  "b -> Int...":
                  "c(_ x: some Sequence)":
                  "d -> Int!":
                  e:
                    x: "~Copyable"
                dependencies:
                  presenter:
                    onClose: () -> Void
                    onOpen: (() -> Void)?

                """),
            [
                "Specs/Feed.viper.yml:4:3: error: 'inout Int' can't be a message's result: 'inout' belongs to a function's own parameters",
                "Specs/Feed.viper.yml:5:3: error: 'Int...' can't be a message's result: a variadic type belongs to a function's own parameters",
                "Specs/Feed.viper.yml:6:3: error: 'some Sequence' can't be a message's parameter: an opaque type can't be stored or stubbed",
                "Specs/Feed.viper.yml:7:3: error: 'Int!' can't be a message's result: an implicitly unwrapped optional can't be stored or stubbed; write 'Type?'",
                "Specs/Feed.viper.yml:9:5: error: '~Copyable' can't be a message's parameter: a type that suppresses Copyable can't be stored or stubbed",
                // A function type, optional or not, may be a dependency (issue 34).
            ])
    }

    func testMessagesNamedLikeSpyMembers_areRefused() {
        XCTAssertEqual(
            headlines(
                """
                module: Feed
                style: viper
                view:
                  transitions:
                  count -> Int:
                  countResult:
                  shared:
                  "pay(with MockCalls: Int)":
                interactor:
                  inputs:
                    calls:
                    answers:

                """),
            [
                "Specs/Feed.viper.yml:4:3: error: message 'transitions' is named like a member of its generated spy",
                "Specs/Feed.viper.yml:6:3: error: message 'countResult' is named like a member of its generated spy",
                "Specs/Feed.viper.yml:7:3: error: message 'shared' is named like a member of its generated spy",
                "Specs/Feed.viper.yml:8:3: error: parameter 'MockCalls' of message 'pay' would hide a name its generated spy uses",
                "Specs/Feed.viper.yml:11:5: error: message 'calls' is named like a member of its generated spy",
                "Specs/Feed.viper.yml:12:5: error: message 'answers' is named like a member of its generated spy",
            ])
    }

    func testImpossibleInheritanceAndTheRoutingTraitsDependency_areRefused() {
        XCTAssertEqual(
            headlines(
                """
                module: Feed
                view:
                  inherits: [AnyObject, FeedView, Kit.Type, Loading]
                routes:
                  settings: present
                dependencies:
                  presenter:
                    transitionHandler: Int
                    objectWillChange: Int

                """),
            [
                "Specs/Feed.viper.yml:3:14: error: the protocol can't inherit 'AnyObject'",
                "Specs/Feed.viper.yml:3:25: error: the protocol can't inherit 'FeedView'",
                "Specs/Feed.viper.yml:3:35: error: the protocol can't inherit 'Kit.Type'",
                "Specs/Feed.viper.yml:8:5: error: dependency 'transitionHandler' is named like a member the generated classes already have",
                // A SwiftUI presenter below iOS 17 is an ObservableObject.
                "Specs/Feed.viper.yml:9:5: error: dependency 'objectWillChange' is named like a member the generated classes already have",
            ])
    }

    func testKeywordArgumentLabels_areAcceptedAsSwiftDoes_butNotInoutVarOrLet() throws {
        let project = try loadedProject([
            "Specs/Feed.viper.yml": """
            module: Feed
            events:
              "select(for id: Int, in section: String) -> Bool":
            view:
              show:
                default value: Int

            """
        ])
        let module = try XCTUnwrap(project.modules.first)
        XCTAssertEqual(module.events.first?.selector, "select(for:in:)")
        XCTAssertEqual(module.viewOutputs.first?.declaration, "func show(default value: Int)")
        XCTAssertEqual(
            headlines("module: Feed\nview:\n  show:\n    inout value: Int\n"),
            [
                "Specs/Feed.viper.yml:4:5: error: 'inout value' is not a parameter name"
            ])
    }
}

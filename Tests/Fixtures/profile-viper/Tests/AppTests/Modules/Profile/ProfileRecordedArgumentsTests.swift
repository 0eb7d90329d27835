// Hand-written for viper-gen's compile tests (not generated): Mocks and spies
// record each call with its arguments, so a test asserts which route opened
// with which parameters, and what the view was shown.

import Foundation
import XCTest

@testable import App

@MainActor
final class ProfileRecordedArgumentsTests: XCTestCase {
    func testARoutersMock_recordsTheRouteWithItsParameters() async {
        let router = ProfileRouterMock()

        router.open(.editor(profileID: "42"))
        router.open(.settings, completion: nil)
        router.open(.settings) {}
        router.close()
        router.close {}

        XCTAssertEqual(
            router.mockCalls.names,
            ["open(_:)", "open(_:completion:)", "open(_:completion:)", "close()", "close(completion:)"])
        XCTAssertEqual(router.mockCalls.calls, [
            "open(editor(profileID: \"42\"))",
            "open(settings, completion: nil)",
            "open(settings, completion: (closure))",
            "close()",
            "close(completion: (closure))",
        ])
    }

    func testADictionaryArgument_isWrittenWithItsKeysSorted_onEveryRun() async {
        var values: [String: Int] = [:]
        for index in 0..<40 { values["key\(index)"] = index }
        let nested: [String: [String: String]] = ["b": ["y": "2", "x": "1"], "a": [:]]

        let text = MockCalls.text("save(_:into:)", values, nested)

        let sortedKeys = values.keys.sorted()
        let expected =
            "save([" + sortedKeys.map { "\"\($0)\": \(values[$0]!)" }.joined(separator: ", ")
            + "], into: [\"a\": [:], \"b\": [\"x\": \"1\", \"y\": \"2\"]])"
        XCTAssertEqual(text, expected)
    }

    func testSpies_recordTheirCallsWithArguments() async {
        let view = ProfileViewSpy()
        let output = ProfileInteractorOutputSpy()

        view.showProfile(name: "Ada", avatar: URL(string: "https://example.com/ada.png"))
        view.showProfile(name: "Bob", avatar: nil)
        output.didFail("offline")

        XCTAssertEqual(view.calls, ["showProfile(name:avatar:)", "showProfile(name:avatar:)"])
        XCTAssertEqual(view.callsWithArguments, [
            "showProfile(name: \"Ada\", avatar: https://example.com/ada.png)",
            "showProfile(name: \"Bob\", avatar: nil)",
        ])
        XCTAssertEqual(output.callsWithArguments, ["didFail(\"offline\")"])
    }

    /// Strings are quoted, so `"nil"` and `nil` differ; sets and the
    /// dictionaries and sets inside arrays are sorted.
    func testStringsAreQuoted_andSetsSorted_atEveryDepth() async {
        let names: Set<String> = ["zoe", "ada", "bob", "kim", "lee", "max", "sam"]
        let batches: [[String: Int]] = [["b": 2, "a": 1]]

        XCTAssertEqual(
            MockCalls.text("find(_:in:)", "nil", names),
            "find(\"nil\", in: [\"ada\", \"bob\", \"kim\", \"lee\", \"max\", \"sam\", \"zoe\"])")
        XCTAssertEqual(MockCalls.text("find(_:)", Optional<String>.none), "find(nil)")
        XCTAssertEqual(MockCalls.text("load(_:)", batches), "load([[\"a\": 1, \"b\": 2]])")
        XCTAssertEqual(MockCalls.text("tag(_:)", Character("x")), "tag(\"x\")")
    }
}

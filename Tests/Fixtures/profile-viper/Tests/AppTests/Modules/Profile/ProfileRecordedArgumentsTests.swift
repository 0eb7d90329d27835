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

    /// One argument is matched by label or by position, typed, without
    /// comparing the whole line.
    func testARecordedCall_givesEachArgumentTyped_byLabelOrPosition() async throws {
        let router = ProfileRouterMock()

        router.open(.editor(profileID: "42"))
        router.open(.settings) {}
        router.open(.editor(profileID: "7"), completion: nil)

        XCTAssertEqual(router.mockCalls.recorded.map(\.text), router.mockCalls.calls)
        XCTAssertEqual(router.mockCalls.calls(to: "open(_:completion:)").count, 2)
        let last = try XCTUnwrap(router.mockCalls.last("open(_:completion:)"))
        guard case .editor(let profileID)? = last.argument(at: 0, as: ProfileRoute.self) else {
            return XCTFail("the last open was not the editor: \(last.text)")
        }
        XCTAssertEqual(profileID, "7")
        XCTAssertEqual(last.labels, ["_", "completion"])
        XCTAssertEqual(last.text(of: "completion"), "nil")
        XCTAssertEqual(last.text(at: 0), "editor(profileID: \"7\")")
        let first = try XCTUnwrap(router.mockCalls.calls(to: "open(_:completion:)").first)
        XCTAssertEqual(first.argument("completion", as: RecordedClosure.self)?.description, "(closure)")

        XCTAssertNil(last.argument(at: 0, as: String.self), "another type gives nil")
        XCTAssertNil(last.argument("animated", as: Bool.self), "no such label")
        XCTAssertNil(last.argument(at: 5, as: ProfileRoute.self), "past the last argument")
        XCTAssertNil(last.text(at: -1))
        XCTAssertNil(router.mockCalls.last("close()"), "never called")
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

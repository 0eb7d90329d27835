// Hand-written for viper-gen's compile tests (not generated). The compile
// tests run these in separate processes and read what they print or how they
// fail (GeneratedCodeCompileTests): the call log of a dictionary is the same
// in every process, and a missing answer fails an XCTest test and a Swift
// Testing test, even through `try?`, as a non-throwing Mock override uses it.

import Foundation
import XCTest

@testable import App

#if canImport(Testing)
    import Testing
#endif

/// Set by the compile tests for the runs whose tests must fail.
private let expectingFailures =
    ProcessInfo.processInfo.environment["VIPER_GEN_EXPECTED_FAILURES"] != nil

/// A type without a `Stub`: a call answering it has no answer.
private struct Unstubbed {}

@MainActor
final class ProfileCallLogProcessTests: XCTestCase {
    /// Prints the call log's text of a dictionary and the dictionary's own
    /// text; hashing is seeded per process, so only the second varies.
    func testTheCallLogOfADictionary_isPrinted() async {
        var values: [String: Int] = [:]
        for index in 0..<40 { values["key\(index)"] = index }
        print("CALL-LOG-TEXT: " + MockCalls.text("save(_:keys:)", values, Set(values.keys)))
        print("DESCRIBED-TEXT: " + String(describing: values))
    }
}

@MainActor
final class ProfileMissingAnswerXCTests: XCTestCase {
    func testAMissingAnswer_failsTheTest_evenThroughTry() async throws {
        try XCTSkipUnless(expectingFailures, "run by the compile tests, which expect it to fail")
        let calls = MockCalls()

        let value = try? calls.result(of: "unanswered()", as: Unstubbed.self)

        XCTAssertNil(value)
    }
}

#if canImport(Testing)
    @MainActor
    @Suite struct ProfileMissingAnswerSwiftTestingTests {
        @Test(.enabled(if: expectingFailures, "run by the compile tests, which expect it to fail"))
        func aMissingAnswer_failsTheTest_evenThroughTry() {
            let calls = MockCalls()

            let value = try? calls.result(of: "unanswered()", as: Unstubbed.self)

            #expect(value == nil)
        }
    }
#endif

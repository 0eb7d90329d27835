// Hand-written for viper-gen's compile tests (not generated): a Mock used
// from Swift Testing. A call with neither an answer nor a stub must fail the
// running @Test (XCTFail there only prints, and the test would pass).

import Foundation
import Testing

@testable import App

/// A type with no `Stub`, so a call returning it needs an answer.
private struct NoStub: Sendable {}

@MainActor
@Suite struct EverythingSwiftTestingTests {
    @Test func aMissingAnswer_isAnIssueOfTheRunningTest() {
        let calls = MockCalls()

        // `try?`, as a Mock override that can't throw reads its answer: the
        // only issue is the one the Mock records.
        withKnownIssue("the Mock reports the missing answer as an issue") {
            _ = try? calls.result(of: "token()", as: NoStub.self)
        }
    }
}

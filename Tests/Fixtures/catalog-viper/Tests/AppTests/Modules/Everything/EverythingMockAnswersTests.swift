// Hand-written for viper-gen's compile tests (not generated): a test decides
// what a Mock's call returns or throws, for every call or for the next one,
// and a call with neither an answer nor a stub fails the test, not the run.

import Foundation
import XCTest

@testable import App

private struct Offline: Error, Equatable {}

/// A type with no `Stub`, so a call returning it needs an answer.
private struct Unstubbed: Sendable {}

@MainActor
final class EverythingMockAnswersTests: XCTestCase {
    func testAMocksDependency_isTheSameOnEveryRead_andATestMaySetItsOwn() async throws {
        let router = EverythingRouterMock()
        XCTAssertTrue(router.urlOpener === router.urlOpener, "one spy, not a new one per read")
        let opener = URLOpenerSpy()

        router.urlOpener = opener

        XCTAssertTrue(router.urlOpener === opener)
    }

    func testAnAnswerForEveryCall_andOneForTheNextCall() async throws {
        let mock = EverythingInteractorMock()
        let item = EverythingItem()

        mock.mockCalls.answer("loadPage(at:)", with: [item, item])
        mock.mockCalls.answer("loadPage(at:)", with: [item], once: true)
        let first = try await mock.loadPage(at: 0)
        let second = try await mock.loadPage(at: 1)
        let third = try await mock.loadPage(at: 2)

        XCTAssertEqual([first.count, second.count, third.count], [1, 2, 2])
        XCTAssertEqual(mock.mockCalls.calls, ["loadPage(at: 0)", "loadPage(at: 1)", "loadPage(at: 2)"])
    }

    func testAnErrorAnswer_isThrown_andWithoutAnswersTheStubIsReturned() async throws {
        let mock = EverythingInteractorMock()
        mock.mockCalls.answer("performRequest()", throwing: Offline(), once: true)

        do {
            _ = try await mock.performRequest()
            XCTFail("the answer was an error")
        } catch {
            XCTAssertEqual(error as? Offline, Offline())
        }
        let response = try await mock.performRequest()

        XCTAssertEqual(response, EverythingResponse())
        let cached = await mock.cachedValue()
        XCTAssertNil(cached, "an optional's stub is nil")
    }

    /// A throwing call that returns nothing throws the error a test answers,
    /// once or every time, and otherwise returns.
    func testAThrowingCallReturningNothing_throwsTheErrorAnswered() async throws {
        let mock = EverythingInteractorMock()
        mock.mockCalls.answer("save(_:forKey:)", throwing: Offline(), once: true)

        do {
            try await mock.save(Data(), forKey: "draft")
            XCTFail("the answer was an error")
        } catch {
            XCTAssertEqual(error as? Offline, Offline())
        }
        try await mock.save(Data(), forKey: "draft")

        XCTAssertEqual(mock.mockCalls.calls, ["save(0 bytes, forKey: \"draft\")", "save(0 bytes, forKey: \"draft\")"])
    }

    func testACallWithNeitherAnswerNorStub_failsTheTestWithWhatToAdd_andThrows() async throws {
        let calls = MockCalls()
        var reported: [String] = []
        calls.reportMissingAnswer = { reported.append($0) }

        XCTAssertThrowsError(try calls.result(of: "token()", as: Unstubbed.self)) { error in
            XCTAssertEqual(error as? MissingAnswer, MissingAnswer(selector: "token()"))
        }
        calls.answer("token()", with: "not a token")
        XCTAssertThrowsError(try calls.result(of: "token()", as: Unstubbed.self))

        XCTAssertEqual(reported.count, 2)
        XCTAssertTrue(reported[0].contains("mockCalls.answer(\"token()\", with: ...)"), reported[0])
        XCTAssertTrue(reported[0].contains("extension Unstubbed: Stub"), reported[0])
        XCTAssertTrue(reported[1].contains("its answer is a String"), reported[1])
    }
}

// Hand-written for viper-gen's compile tests (not generated): the generated
// spies of messages that return values answer what a test sets, and a stub
// (or nil) when it sets nothing.

import Foundation
import XCTest

@testable import App

@MainActor
final class ProfileSpyResultTests: XCTestCase {
    func testViewSpy_returnsTheResultATestSets_andTheStubOtherwise() async {
        let view = ProfileViewSpy()
        XCTAssertEqual(view.visibleRows(), [])

        view.visibleRowsResult = [2, 3]

        XCTAssertEqual(view.visibleRows(), [2, 3])
        XCTAssertEqual(view.calls, ["visibleRows()", "visibleRows()"])
    }

    func testInteractorSpies_returnTheirResults() async {
        let input = ProfileInteractorInputSpy()
        XCTAssertNil(input.displayName())
        input.displayNameResult = "Ada"
        XCTAssertEqual(input.displayName(), "Ada")

        let output = ProfileInteractorOutputSpy()
        let unset = await output.shouldRetry()
        output.shouldRetryResult = true
        let set = await output.shouldRetry()
        XCTAssertEqual([unset, set], [false, true])
        XCTAssertEqual(output.calls, ["shouldRetry()", "shouldRetry()"])
    }

    /// A throwing spy method throws what a test answers, once or always,
    /// as a Mock's override does, and otherwise returns its result.
    func testThrowingSpyMethods_throwTheErrorsATestAnswers_onceOrAlways() async throws {
        let input = ProfileInteractorInputSpy()
        input.loadAvatarResult = Data("avatar".utf8)
        input.answers.answer("loadAvatar(userID:)", throwing: MockError("offline"), once: true)
        input.answers.answer("saveName(_:)", throwing: MockError("read-only"))

        do {
            _ = try await input.loadAvatar(userID: "42")
            XCTFail("the first call throws the error answered once")
        } catch {
            XCTAssertEqual(error as? MockError, MockError("offline"))
        }
        let avatar = try await input.loadAvatar(userID: "42")
        XCTAssertThrowsError(try input.saveName("Ada"))
        XCTAssertThrowsError(try input.saveName("Bob"), "an answer set without once lasts")

        XCTAssertEqual(avatar, Data("avatar".utf8))
        XCTAssertEqual(
            input.calls,
            ["loadAvatar(userID:)", "loadAvatar(userID:)", "saveName(_:)", "saveName(_:)"])
    }

    func testAThrowingSpyMethod_returnsAValueAnswered_beforeItsResult() async throws {
        let input = ProfileInteractorInputSpy()
        input.loadAvatarResult = Data("result".utf8)
        input.answers.answer("loadAvatar(userID:)", with: Data("answer".utf8), once: true)

        let first = try await input.loadAvatar(userID: "1")
        let second = try await input.loadAvatar(userID: "1")

        XCTAssertEqual([first, second], [Data("answer".utf8), Data("result".utf8)])
    }

    /// An async method that can't throw takes answered values; an error
    /// answered for it is a mistake the test hears about.
    func testAnAsyncSpyMethod_takesAnsweredValues_andRefusesAnError() async {
        let output = ProfileInteractorOutputSpy()
        var reported: [String] = []
        output.answers.reportMissingAnswer = { reported.append($0) }
        output.answers.answer("shouldRetry()", with: true, once: true)
        output.answers.answer("shouldRetry()", throwing: MockError("offline"), once: true)

        let answered = await output.shouldRetry()
        let afterTheError = await output.shouldRetry()

        XCTAssertEqual([answered, afterTheError], [true, false])
        XCTAssertEqual(reported, ["shouldRetry() cannot throw, but the test answered it with "
            + "MockError(reason: \"offline\")"])
    }

    func testOverloadsThatShareASelector_areRecordedWithTheirTypes() async {
        let output = ProfileInteractorOutputSpy()

        output.didFail("offline")
        output.didFail(CancellationError())

        XCTAssertEqual(output.calls, ["didFail(_: String)", "didFail(_: any Error)"])
    }

    func testModuleOutputSpy_answersThePresenterThroughItsModuleOutput() async {
        let caller = ProfileModuleOutputSpy()
        caller.currentUserIDResult = "42"
        let presenter = ProfilePresenter(interactor: ProfileInteractorMock(), router: ProfileRouterMock(), pageSize: 20)
        presenter.moduleOutput = caller

        XCTAssertEqual(presenter.moduleOutput?.currentUserID(), "42")
        XCTAssertEqual(caller.calls, ["currentUserID()"])
    }

    func testScaffoldedLogic_returnsItsPlaceholders_untilItsAuthorWritesTheLogic() async {
        let presenter = ProfilePresenter(interactor: ProfileInteractorMock(), router: ProfileRouterMock(), pageSize: 20)
        XCTAssertEqual(presenter.numberOfSections(), 0)
        XCTAssertNil(ProfileInteractorMock().displayName())
    }
}

/// The spec's `dependencies:` reach the presenter and the interactor through the assembly.
@MainActor
final class ProfileDependencyTests: XCTestCase {
    func testAssembly_passesTheSpecDependenciesToTheirClasses() async throws {
        let baseURL = URL(fileURLWithPath: "/api")
        let presenter = ProfileAssembly.assemble(
            view: ProfileViewSpy(), requestService: ProfileService(), pageSize: 20, baseURL: baseURL,
            onSaved: { _ in }, profileDelegate: nil, routeFactory: NoRoutes(), moduleOutput: nil)

        XCTAssertEqual(presenter.pageSize, 20)
        let interactor = try XCTUnwrap(presenter.interactor as? ProfileInteractor)
        XCTAssertEqual(interactor.baseURL, baseURL)
        let router = try XCTUnwrap(presenter.router as? ProfileRouter)
        XCTAssertNil(router.profileDelegate)
    }
}

/// A route factory for a test that opens no route.
@MainActor
private struct NoRoutes: ProfileRouteFactory {
    func makeSettings() -> any TransitionHandler { TransitionHandlerSpy() }
    func makeEditor(profileID: String) -> any TransitionHandler { TransitionHandlerSpy() }
}

// Hand-written for viper-gen's compile tests (not generated): the router's own
// methods (`router:`) and a route's own method (`method: openEditor`), on the
// real router and on its Mock.

import Foundation
import XCTest

@testable import App

@MainActor
final class ProfileRouterMethodsTests: XCTestCase {
    func testARoutesOwnMethod_onTheRealRouter_opensTheRoute() async {
        let factory = ProfileRouteFactorySpy()
        let screen = TransitionHandlerSpy()
        let router = ProfileRouter(routeFactory: factory)
        router.transitionHandler = screen

        router.openEditor(profileID: "ada")

        XCTAssertEqual(factory.made, [#"makeEditor(profileID: "ada")"#])
        XCTAssertEqual(screen.transitions, ["presentModally in navigation"])
    }

    func testARoutesOwnMethod_onceTheScreenIsGone_doesNothing() async {
        let factory = ProfileRouteFactorySpy()
        let router = ProfileRouter(routeFactory: factory)

        router.openEditor(profileID: "ada")

        XCTAssertEqual(factory.made, [], "no screen: no destination is built")
    }

    func testARoutesOwnMethod_onTheMock_isRecordedAsTheRouteItOpens() async {
        let router = ProfileRouterMock()

        router.openEditor(profileID: "ada")

        XCTAssertEqual(router.mockCalls.calls, [#"open(editor(profileID: "ada"))"#])
    }

    func testRouterMessages_onTheMock_areRecordedWithTheirArguments() async throws {
        let router = ProfileRouterMock()
        let terms = try XCTUnwrap(URL(string: "https://example.com/terms"))

        router.presentTerms(terms)
        router.closeProfile(completion: nil)
        router.closeProfile(completion: {})

        XCTAssertEqual(
            router.mockCalls.calls,
            [
                "presentTerms(https://example.com/terms)",
                "closeProfile(completion: nil)",
                "closeProfile(completion: (closure))",
            ])
        XCTAssertEqual(router.mockCalls.last("presentTerms(_:)")?.argument(at: 0, as: URL.self), terms)
    }

    func testARouterMessagesResult_isTheTestsOrAStub() async {
        let router = ProfileRouterMock()

        XCTAssertFalse(router.shouldDismissProfile(), "unset: Bool's stub")
        router.shouldDismissProfileResult = true

        XCTAssertTrue(router.shouldDismissProfile())
        XCTAssertEqual(router.mockCalls.names, ["shouldDismissProfile()", "shouldDismissProfile()"])
    }

    func testAThrowingRouterMessage_takesTheTestsAnswers() async throws {
        let router = ProfileRouterMock()
        router.confirmDiscardResult = true
        router.mockCalls.answer("confirmDiscard()", throwing: MockError("offline"), once: true)

        do {
            _ = try await router.confirmDiscard()
            XCTFail("the answered error is thrown")
        } catch let error as MockError {
            XCTAssertEqual(error, MockError("offline"))
        }
        let confirmed = try await router.confirmDiscard()

        XCTAssertTrue(confirmed, "once the answer is used up, the test's result")
    }

    func testThePresenter_reachesTheRoutersOwnMethodsThroughItsProtocol() async {
        let router = ProfileRouterMock()
        let presenter = ProfilePresenter(
            interactor: ProfileInteractorMock(), router: router, pageSize: 20)

        presenter.router.openEditor(profileID: "7")
        presenter.router.closeProfile(completion: nil)

        XCTAssertEqual(
            router.mockCalls.calls,
            [#"open(editor(profileID: "7"))"#, "closeProfile(completion: nil)"])
    }
}

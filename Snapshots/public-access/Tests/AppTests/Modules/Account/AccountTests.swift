// Tests for the Account module.
// Written once by viper-gen from Specs/Account.viper.yml; this file is yours to edit.

import XCTest

@testable import App

extension AccountResponse: Stub {
    static var stub: AccountResponse { AccountResponse() }
}

extension AccountService: Stub {
    static var stub: AccountService { AccountService() }
}

@MainActor
final class AccountTests: XCTestCase {
    /// Calling the traits through `AccountPresenterLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testPresenterTraits_runTheirMockOverrides() async throws {
        let mock = AccountPresenterMock()

        try await callPresenterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
            "performRequest()",
            "performLatestRequest()",
            "open(_:)",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callPresenterTraits<Logic: AccountPresenterLogic>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
        _ = try await logic.performRequest()
        _ = try await logic.performLatestRequest()
        logic.open(.history)
    }

    /// A test sets what a call throws (or returns, with `answer(_:with:)`), for
    /// the next call (`once: true`) or every call: the logic under test meets that error.
    func testPresenterPerformRequest_throwsTheErrorTheTestSets() async {
        let mock = AccountPresenterMock()
        mock.mockCalls.answer("performRequest()", throwing: MockError("offline"), once: true)

        do {
            _ = try await mock.performRequest()
            XCTFail("performRequest() returned instead of throwing")
        } catch {
            XCTAssertEqual(error as? MockError, MockError("offline"))
        }
    }

    /// Opening a route is recorded with the route and its parameters.
    func testOpenHistory_isRecordedWithItsParameters() {
        let mock = AccountPresenterMock()

        mock.open(.history)

        XCTAssertEqual(mock.mockCalls.calls, ["open(history)"])
    }

    /// `assemble` builds the real presenter and wires it to the view.
    func testAssemble_wiresTheRealPresenter() async {
        let view = AccountViewSpy()

        let presenter = AccountAssembly.assemble(
            view: view,
            requestService: stubbed(AccountService.self),
            routeFactory: AccountRouteFactorySpy()
        )

        XCTAssert(presenter.view === view)
    }

    /// Opening `history` on the real presenter asks the route factory
    /// for the destination, with the route's values, and shows it from the screen.
    func testOpenHistory_buildsTheDestinationAndShowsIt() async {
        let view = AccountViewSpy()
        let routeFactory = AccountRouteFactorySpy()
        let presenter = AccountAssembly.assemble(
            view: view,
            requestService: stubbed(AccountService.self),
            routeFactory: routeFactory
        )

        presenter.open(.history)

        let destination = MockCalls.text("makeHistory()")
        XCTAssertEqual(routeFactory.made, [destination])
        XCTAssertEqual(view.transitions, ["push"])
    }

    #if canImport(UIKit)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: AccountPresenter?
            do {
                let screen = AccountAssembly.makeModule(
                    requestService: stubbed(AccountService.self),
                    routeFactory: AccountRouteFactorySpy()
                )

                let controller = screen as? AccountViewController
                presenter = controller?.output as? AccountPresenter
                withExtendedLifetime(screen) {
                    XCTAssertNotNil(presenter, "the screen keeps its presenter")
                }
            }
            XCTAssertNil(presenter, "the presenter goes with its screen")
        }
    #endif
}

// Tests for the Account module.
// Written once by viper-gen from Specs/Account.viper.yml; this file is yours to edit.

import Foundation
import Testing

@testable import App

extension AccountResponse: Stub {
    static var stub: AccountResponse { AccountResponse() }
}

extension LiveAccountRequestService: Stub {
    static var stub: LiveAccountRequestService { LiveAccountRequestService() }
}

extension LiveAccountRenameService: Stub {
    static var stub: LiveAccountRenameService { LiveAccountRenameService() }
}

extension AccountSignOutResponse: Stub {
    static var stub: AccountSignOutResponse { AccountSignOutResponse() }
}

extension LiveAccountSignOutService: Stub {
    static var stub: LiveAccountSignOutService { LiveAccountSignOutService() }
}

extension LiveAccountQuitService: Stub {
    static var stub: LiveAccountQuitService { LiveAccountQuitService() }
}

@MainActor
@Suite
struct AccountTests {
    /// Calling the traits through `AccountPresenterLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    @Test func testPresenterTraits_runTheirMockOverrides() async throws {
        let mock = AccountPresenterMock()

        try await callPresenterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
            "showAlert(title:message:actions:)",
            "performRequest(userID:)",
            "rename(userID:name:)",
            "signOut()",
            "quit(mockCalls:)",
            "open(_:)",
        ]
        #expect(mock.mockCalls.names == expectedCalls)
    }

    private func callPresenterTraits<Logic: AccountPresenterLogic>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
        logic.showAlert(
            title: stubbed(String?.self),
            message: stubbed(String?.self),
            actions: stubbed([AlertAction].self)
        )
        _ = try await logic.performRequest(userID: stubbed(String.self))
        _ = try await logic.rename(userID: stubbed(String.self), name: stubbed(String.self))
        _ = try await logic.signOut()
        try await logic.quit(mockCalls: stubbed(Int.self))
        logic.open(.orders(userID: stubbed(String.self), page: stubbed(Int.self)))
    }

    /// A Mock records each call with its arguments, as `String(describing:)`
    /// writes them, and as they were passed: assert what the logic under test asked for.
    @Test func testPresenterPerformRequest_isRecordedWithItsArguments() async throws {
        let mock = AccountPresenterMock()

        _ = try await mock.performRequest(userID: "sample")

        #expect(mock.mockCalls.calls == [#"performRequest(userID: "sample")"#])
        let recorded = mock.mockCalls.last("performRequest(userID:)")
        #expect(recorded?.argument("userID", as: String.self) == "sample")
    }

    /// A test sets what a call throws (or returns, with `answer(_:with:)`), for
    /// the next call (`once: true`) or every call: the logic under test meets that error.
    @Test func testPresenterPerformRequest_throwsTheErrorTheTestSets() async {
        let mock = AccountPresenterMock()
        mock.mockCalls.answer("performRequest(userID:)", throwing: MockError("offline"), once: true)

        await #expect(throws: MockError("offline")) {
            _ = try await mock.performRequest(userID: "sample")
        }
    }

    /// Opening a route is recorded with the route and its parameters.
    @Test func testOpenOrders_isRecordedWithItsParameters() {
        let mock = AccountPresenterMock()

        mock.open(.orders(userID: "sample", page: 7))

        #expect(mock.mockCalls.calls == [#"open(orders(userID: "sample", page: 7))"#])
    }

    /// `assemble` builds the real presenter and wires it to the view.
    @Test func testAssemble_wiresTheRealPresenter() async {
        let view = AccountViewSpy()

        let presenter = AccountAssembly.assemble(
            view: view,
            requestService: stubbed(LiveAccountRequestService.self),
            renameService: stubbed(LiveAccountRenameService.self),
            signOutService: stubbed(LiveAccountSignOutService.self),
            quitService: stubbed(LiveAccountQuitService.self),
            routeFactory: AccountRouteFactorySpy()
        )

        #expect(presenter.view === view)
    }

    /// Opening `orders` on the real presenter asks the route factory
    /// for the destination, with the route's values, and shows it from the screen.
    @Test func testOpenOrders_buildsTheDestinationAndShowsIt() async {
        let view = AccountViewSpy()
        let routeFactory = AccountRouteFactorySpy()
        let presenter = AccountAssembly.assemble(
            view: view,
            requestService: stubbed(LiveAccountRequestService.self),
            renameService: stubbed(LiveAccountRenameService.self),
            signOutService: stubbed(LiveAccountSignOutService.self),
            quitService: stubbed(LiveAccountQuitService.self),
            routeFactory: routeFactory
        )

        presenter.open(.orders(userID: "sample", page: 7))

        let destination = MockCalls.text("makeOrders(userID:page:)", "sample", 7)
        #expect(routeFactory.made == [destination])
        #expect(view.transitions == ["push"])
    }

    #if canImport(UIKit)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        @Test func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: AccountPresenter?
            do {
                let screen = AccountAssembly.makeModule(
                    requestService: stubbed(LiveAccountRequestService.self),
                    renameService: stubbed(LiveAccountRenameService.self),
                    signOutService: stubbed(LiveAccountSignOutService.self),
                    quitService: stubbed(LiveAccountQuitService.self),
                    routeFactory: AccountRouteFactorySpy()
                )

                let controller = screen as? AccountViewController
                presenter = controller?.output as? AccountPresenter
                withExtendedLifetime(screen) {
                    #expect(presenter != nil, "the screen keeps its presenter")
                }
            }
            #expect(presenter == nil, "the presenter goes with its screen")
        }
    #endif
}

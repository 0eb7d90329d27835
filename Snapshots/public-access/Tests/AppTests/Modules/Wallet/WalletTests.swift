// Tests for the Wallet module.
// Written once by viper-gen from Specs/Wallet.viper.yml; this file is yours to edit.

import XCTest

@testable import App

extension WalletItem: Stub {
    static var stub: WalletItem { WalletItem() }
}

extension WalletPageService: Stub {
    static var stub: WalletPageService { WalletPageService() }
}

@MainActor
final class WalletTests: XCTestCase {
    /// Calling the traits through `WalletRouterInput`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testRouterTraits_runTheirMockOverrides() async throws {
        let mock = WalletRouterMock()

        try await callRouterTraits(of: mock)

        let expectedCalls = [
            "goBack()"
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callRouterTraits<Logic: WalletRouterInput>(
        of logic: Logic
    ) async throws {
        logic.goBack()
    }

    /// Calling the traits through `WalletInteractorLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testInteractorTraits_runTheirMockOverrides() async throws {
        let mock = WalletInteractorMock()

        try await callInteractorTraits(of: mock)

        let expectedCalls = [
            "loadPage(at:)",
            "loadPageAtCursor()",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callInteractorTraits<Logic: WalletInteractorLogic>(
        of logic: Logic
    ) async throws {
        _ = try await logic.loadPage(at: stubbed(Int.self))
        _ = try await logic.loadPageAtCursor()
    }

    /// A Mock records each call with its arguments, as `String(describing:)`
    /// writes them, and as they were passed: assert what the logic under test asked for.
    func testInteractorLoadPage_isRecordedWithItsArguments() async throws {
        let mock = WalletInteractorMock()

        _ = try await mock.loadPage(at: 7)

        XCTAssertEqual(mock.mockCalls.calls, ["loadPage(at: 7)"])
        let recorded = mock.mockCalls.last("loadPage(at:)")
        XCTAssertEqual(recorded?.argument("at", as: Int.self), 7)
    }

    /// A test sets what a call throws (or returns, with `answer(_:with:)`), for
    /// the next call (`once: true`) or every call: the logic under test meets that error.
    func testInteractorLoadPage_throwsTheErrorTheTestSets() async {
        let mock = WalletInteractorMock()
        mock.mockCalls.answer("loadPage(at:)", throwing: MockError("offline"), once: true)

        do {
            _ = try await mock.loadPage(at: 7)
            XCTFail("loadPage(at:) returned instead of throwing")
        } catch {
            XCTAssertEqual(error as? MockError, MockError("offline"))
        }
    }

    /// `assemble` builds the real presenter and wires it to the view and to
    /// the real interactor, which reports back to it.
    func testAssemble_wiresTheRealPresenter() async {
        let view = WalletViewSpy()

        let presenter = WalletAssembly.assemble(
            view: view,
            pageService: stubbed(WalletPageService.self)
        )

        XCTAssert(presenter.view === view)
        let interactor = presenter.interactor as? WalletInteractor
        XCTAssert(interactor?.output === presenter)
    }

    #if canImport(UIKit)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: WalletPresenter?
            do {
                let screen = WalletAssembly.makeModule(
                    pageService: stubbed(WalletPageService.self)
                )

                let controller = screen as? WalletViewController
                presenter = controller?.output as? WalletPresenter
                withExtendedLifetime(screen) {
                    XCTAssertNotNil(presenter, "the screen keeps its presenter")
                }
            }
            XCTAssertNil(presenter, "the presenter goes with its screen")
        }
    #endif

    /// The real interactor reports to its presenter through `WalletInteractorOutput`,
    /// held weakly: the presenter owns the interactor, not the other way round.
    func testInteractorOutput_isHeldWeakly() async {
        let interactor = WalletInteractor(
            pageService: stubbed(WalletPageService.self)
        )
        var output = Optional(WalletInteractorOutputSpy())
        interactor.output = output

        XCTAssert(interactor.output === output)
        output = nil

        XCTAssertNil(interactor.output)
    }
}

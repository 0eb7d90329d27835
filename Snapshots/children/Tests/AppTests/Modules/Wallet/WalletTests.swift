// Tests for the Wallet module.
// Written once by viper-gen from Specs/Wallet.viper.yml; this file is yours to edit.

import XCTest

@testable import App

@MainActor
final class WalletTests: XCTestCase {
    /// Calling the traits through `WalletRouterInput`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testRouterTraits_runTheirMockOverrides() async throws {
        let mock = WalletRouterMock()

        try await callRouterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
            "open(_:)",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callRouterTraits<Logic: WalletRouterInput>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
        logic.open(.newCard)
    }

    /// Opening a route is recorded with the route and its parameters.
    func testOpenNewCard_isRecordedWithItsParameters() {
        let mock = WalletRouterMock()

        mock.open(.newCard)

        XCTAssertEqual(mock.mockCalls.calls, ["open(newCard)"])
    }

    /// `assemble` builds the real presenter and wires it to the view and to
    /// the real interactor, which reports back to it.
    func testAssemble_wiresTheRealPresenter() async {
        let view = WalletViewSpy()

        let presenter = WalletAssembly.assemble(view: view, routeFactory: WalletRouteFactorySpy())

        XCTAssert(presenter.view === view)
        let interactor = presenter.interactor as? WalletInteractor
        XCTAssert(interactor?.output === presenter)
    }

    /// Opening `newCard` on the real router asks the route factory
    /// for the destination, with the route's values, and shows it from the screen.
    func testOpenNewCard_buildsTheDestinationAndShowsIt() async {
        let view = WalletViewSpy()
        let routeFactory = WalletRouteFactorySpy()
        let presenter = WalletAssembly.assemble(view: view, routeFactory: routeFactory)

        presenter.router.open(.newCard)

        let destination = MockCalls.text("makeNewCard(moduleOutput:)", presenter)
        XCTAssertEqual(routeFactory.made, [destination])
        XCTAssertEqual(view.transitions, ["present"])
    }

    #if canImport(SwiftUI) && canImport(UIKit)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: WalletPresenter?
            do {
                let screen = WalletAssembly.makeModule(routeFactory: WalletRouteFactorySpy())

                let controller = screen as? WalletHostingController
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
        let interactor = WalletInteractor()
        var output = Optional(WalletInteractorOutputSpy())
        interactor.output = output

        XCTAssert(interactor.output === output)
        output = nil

        XCTAssertNil(interactor.output)
    }
}

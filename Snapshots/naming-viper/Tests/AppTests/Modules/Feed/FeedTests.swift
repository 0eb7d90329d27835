// Tests for the Feed module.
// Written once by viper-gen from Specs/Feed.viper.yml; this file is yours to edit.

import XCTest

@testable import App

@MainActor
final class FeedTests: XCTestCase {
    /// Calling the traits through `FeedRouterInput`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testRouterTraits_runTheirMockOverrides() async throws {
        let mock = FeedRouterMock()

        try await callRouterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
            "open(_:)",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callRouterTraits<Logic: FeedRouterInput>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
        logic.open(.detail(itemID: stubbed(String.self)))
    }

    /// Opening a route is recorded with the route and its parameters.
    func testOpenDetail_isRecordedWithItsParameters() {
        let mock = FeedRouterMock()

        mock.open(.detail(itemID: "sample"))

        XCTAssertEqual(mock.mockCalls.calls, [#"open(detail(itemID: "sample"))"#])
    }

    /// `assemble` builds the real presenter and wires it to the view and to
    /// the real interactor, which reports back to it.
    func testAssemble_wiresTheRealPresenter() async {
        let view = FeedViewSpy()

        let presenter = FeedModuleConfigurator.assemble(
            view: view,
            routeFactory: FeedRouteFactorySpy()
        )

        XCTAssert(presenter.view === view)
        let interactor = presenter.interactor as? FeedInteractor
        XCTAssert(interactor?.output === presenter)
    }

    /// Opening `detail` on the real router asks the route factory
    /// for the destination, with the route's values, and shows it from the screen.
    func testOpenDetail_buildsTheDestinationAndShowsIt() async {
        let view = FeedViewSpy()
        let routeFactory = FeedRouteFactorySpy()
        let presenter = FeedModuleConfigurator.assemble(view: view, routeFactory: routeFactory)

        presenter.router.open(.detail(itemID: "sample"))

        let destination = MockCalls.text("makeDetail(itemID:moduleOutput:)", "sample", presenter)
        XCTAssertEqual(routeFactory.made, [destination])
        XCTAssertEqual(view.transitions, ["push"])
    }

    #if canImport(UIKit)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: FeedPresenter?
            do {
                let screen = FeedModuleConfigurator.makeModule(
                    routeFactory: FeedRouteFactorySpy()
                )

                let controller = screen as? FeedViewController
                presenter = controller?.output as? FeedPresenter
                withExtendedLifetime(screen) {
                    XCTAssertNotNil(presenter, "the screen keeps its presenter")
                }
            }
            XCTAssertNil(presenter, "the presenter goes with its screen")
        }
    #endif

    /// The view's events reach the presenter's logic through `FeedViewOutput`.
    /// Write what each does in FeedPresenter+Logic.swift, then assert it here.
    func testEvents_reachThePresenterLogic() async throws {
        let interactor = FeedInteractorMock()
        let router = FeedRouterMock()
        let presenter = FeedPresenter(interactor: interactor, router: router)
        let view = FeedViewSpy()
        presenter.view = view
        let output: any FeedViewOutput = presenter

        output.didSelect(itemID: stubbed(String.self))

        XCTAssertEqual(view.calls, [])
        XCTAssertEqual(interactor.mockCalls.names, [])
        XCTAssertEqual(router.mockCalls.names, [])
    }

    /// The real interactor reports to its presenter through `FeedInteractorOutput`,
    /// held weakly: the presenter owns the interactor, not the other way round.
    func testInteractorOutput_isHeldWeakly() async {
        let interactor = FeedInteractor()
        var output = Optional(FeedInteractorOutputSpy())
        interactor.output = output

        XCTAssert(interactor.output === output)
        output = nil

        XCTAssertNil(interactor.output)
    }
}

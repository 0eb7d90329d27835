// Tests for the Settings module.
// Written once by viper-gen, then edited as a team does once the logic is
// written (testEvents_reachThePresenterLogic asserts what the events do).
// From Specs/Settings.viper.yml; this file is yours to edit.

import XCTest

@testable import App

@MainActor
final class SettingsTests: XCTestCase {
    /// Calling the traits through `SettingsPresenterLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testPresenterTraits_runTheirMockOverrides() async throws {
        let mock = SettingsPresenterMock()

        try await callPresenterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
            "open(_:)",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callPresenterTraits<Logic: SettingsPresenterLogic>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
        logic.open(.about)
    }

    /// Opening a route is recorded with the route and its parameters.
    func testOpenAbout_isRecordedWithItsParameters() {
        let mock = SettingsPresenterMock()

        mock.open(.about)

        XCTAssertEqual(mock.mockCalls.calls, ["open(about)"])
    }

    /// `assemble` builds the real presenter and wires it to the view.
    func testAssemble_wiresTheRealPresenter() async {
        let view = SettingsViewSpy()

        let presenter = SettingsAssembly.assemble(
            view: view,
            routeFactory: SettingsRouteFactorySpy()
        )

        XCTAssert(presenter.view === view)
    }

    /// Opening `about` on the real presenter asks the route factory
    /// for the destination, with the route's values, and shows it from the screen.
    func testOpenAbout_buildsTheDestinationAndShowsIt() async {
        let view = SettingsViewSpy()
        let routeFactory = SettingsRouteFactorySpy()
        let presenter = SettingsAssembly.assemble(view: view, routeFactory: routeFactory)

        presenter.open(.about)

        let destination = MockCalls.text("makeAbout()")
        XCTAssertEqual(routeFactory.made, [destination])
        XCTAssertEqual(view.transitions, ["push"])
    }

    #if canImport(SwiftUI) && canImport(Combine)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: SettingsPresenter?
            do {
                let screen = SettingsAssembly.makeModule(
                    routeFactory: SettingsRouteFactorySpy()
                )

                let controller = screen as? SettingsNavigator
                presenter = controller?.output as? SettingsPresenter
                withExtendedLifetime(screen) {
                    XCTAssertNotNil(presenter, "the screen keeps its presenter")
                }
            }
            XCTAssertNil(presenter, "the presenter goes with its screen")
        }
    #endif

    /// The view's events reach the presenter's logic through `SettingsViewOutput`.
    /// Write what each does in SettingsPresenter+Logic.swift, then assert it here.
    func testEvents_reachThePresenterLogic() async throws {
        let presenter = SettingsPresenterMock()
        let view = SettingsViewSpy()
        presenter.view = view
        let output: any SettingsViewOutput = presenter

        output.didTapAbout()
        output.didTapDone()

        XCTAssertEqual(view.calls, [])
        XCTAssertEqual(presenter.mockCalls.names, ["open(_:)", "close()"])
    }
}

// Tests for the Item module.
// Written once by viper-gen from Specs/Item.viper.yml; this file is yours to edit.

import XCTest

@testable import App

@MainActor
final class ItemTests: XCTestCase {
    /// Calling the traits through `ItemPresenterLogic`, as the module's logic does,
    /// reaches the VGMock overrides; the real traits would crash on the mock's missing dependencies.
    func testPresenterTraits_runTheirMockOverrides() async throws {
        let mock = ItemPresenterMock()

        try await callPresenterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callPresenterTraits<Logic: ItemPresenterLogic>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
    }

    /// The state reaches the view once it has loaded: the presenter renders it then.
    func testStateChange_isRenderedOnTheView() async {
        let presenter = ItemPresenterMock()
        let view = ItemViewSpy()
        presenter.view = view

        presenter.state = ItemState()
        XCTAssertEqual(view.renderedStates, [], "the view has not loaded yet")

        presenter.viewIsReady()

        XCTAssertEqual(view.renderedStates, [ItemState()])
    }

    /// `assemble` builds the real presenter and wires it to the view.
    func testAssemble_wiresTheRealPresenter() async {
        let view = ItemViewSpy()

        let presenter = ItemAssembly.assemble(view: view)

        XCTAssert(presenter.view === view)
        presenter.viewIsReady()
        XCTAssertEqual(view.renderedStates, [presenter.state], "the real presenter renders")
    }

    #if canImport(UIKit)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: ItemPresenter?
            do {
                let screen = ItemAssembly.makeModule().screen

                let controller = screen as? ItemViewController
                presenter = controller?.output as? ItemPresenter
                withExtendedLifetime(screen) {
                    XCTAssertNotNil(presenter, "the screen keeps its presenter")
                }
            }
            XCTAssertNil(presenter, "the presenter goes with its screen")
        }
    #endif
}

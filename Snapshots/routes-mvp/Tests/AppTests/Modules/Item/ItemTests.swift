// Tests for the Item module.
// Written once by viper-gen from Specs/Item.viper.yml; this file is yours to edit.

import XCTest

@testable import App

extension ItemResponse: Stub {
    static var stub: ItemResponse { ItemResponse() }
}

extension ItemService: Stub {
    static var stub: ItemService { ItemService() }
}

@MainActor
final class ItemTests: XCTestCase {
    /// Calling the traits through `ItemPresenterLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    func testPresenterTraits_runTheirMockOverrides() async throws {
        let mock = ItemPresenterMock()

        try await callPresenterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
            "performRequest()",
            "performLatestRequest()",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callPresenterTraits<Logic: ItemPresenterLogic>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
        _ = try await logic.performRequest()
        _ = try await logic.performLatestRequest()
    }

    /// A test sets what a call throws (or returns, with `answer(_:with:)`), for
    /// the next call (`once: true`) or every call: the logic under test meets that error.
    func testPresenterPerformRequest_throwsTheErrorTheTestSets() async {
        let mock = ItemPresenterMock()
        mock.mockCalls.answer("performRequest()", throwing: MockError("offline"), once: true)

        do {
            _ = try await mock.performRequest()
            XCTFail("performRequest() returned instead of throwing")
        } catch {
            XCTAssertEqual(error as? MockError, MockError("offline"))
        }
    }

    /// `assemble` builds the real presenter and wires it to the view.
    /// The presenter tells the caller through the module output it was given.
    func testAssemble_wiresTheRealPresenter() async {
        let view = ItemViewSpy()
        let output = ItemModuleOutputSpy()

        let presenter = ItemAssembly.assemble(
            view: view,
            requestService: stubbed(ItemService.self),
            moduleOutput: output
        )

        XCTAssert(presenter.view === view)
        XCTAssert(presenter.moduleOutput === output)
    }

    #if canImport(UIKit)
        /// `makeModule` returns a screen that keeps its presenter; the presenter
        /// goes with the screen (nothing else keeps it).
        func testMakeModule_returnsAScreenThatKeepsItsPresenter() async {
            weak var presenter: ItemPresenter?
            do {
                let screen = ItemAssembly.makeModule(
                    requestService: stubbed(ItemService.self),
                    moduleOutput: nil
                ).screen

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

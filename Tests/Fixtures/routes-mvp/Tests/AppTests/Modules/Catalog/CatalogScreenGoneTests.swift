// Hand-written for viper-gen's compile tests (not generated): what the module
// does with calls that arrive after its screen has gone, as a late async task's would.

import XCTest

@testable import App

/// Builds the destinations of the Catalog routes as transition spies.
@MainActor
struct SpyRouteFactory: CatalogRouteFactory {
    func makeSearch() -> any TransitionHandler { TransitionHandlerSpy() }
    func makeItem(itemID: String, _ index: Int, moduleOutput: (any ItemModuleOutput)?) -> any TransitionHandler {
        TransitionHandlerSpy()
    }
    func makeFilters() -> any TransitionHandler { TransitionHandlerSpy() }
    func makeCheckout(cart: [String]) -> any TransitionHandler { TransitionHandlerSpy() }
    func makeGallery() -> any TransitionHandler { TransitionHandlerSpy() }
    func makeReviews() -> any TransitionHandler { TransitionHandlerSpy() }
    var itemRequestService: ItemService { ItemService() }
}

#if canImport(UIKit)
    import UIKit

    /// Builds only what the routes without a module need: `makeItem` is generated.
    @MainActor
    private struct AppRouteFactory: CatalogRouteFactory {
        func makeSearch() -> any TransitionHandler { TransitionHandlerSpy() }
        func makeFilters() -> any TransitionHandler { TransitionHandlerSpy() }
        func makeCheckout(cart: [String]) -> any TransitionHandler { TransitionHandlerSpy() }
        func makeGallery() -> any TransitionHandler { TransitionHandlerSpy() }
        func makeReviews() -> any TransitionHandler { TransitionHandlerSpy() }
        var itemRequestService: ItemService { ItemService() }
    }
#endif

@MainActor
final class CatalogScreenGoneTests: XCTestCase {
    func testTraitCallsWhileTheScreenIsShown_reachIt() async {
        let view = CatalogViewSpy()
        let presenter = CatalogAssembly.assemble(view: view, routeFactory: SpyRouteFactory())

        presenter.open(.search)
        presenter.close()

        XCTAssertEqual(view.transitions, ["push", "dismiss"])
    }

    func testTraitCallsAfterTheScreenIsGone_doNothingAndDoNotCrash() async {
        var view: CatalogViewSpy? = CatalogViewSpy()
        let presenter = CatalogAssembly.assemble(view: view!, routeFactory: SpyRouteFactory())

        view = nil

        XCTAssertNil(presenter.view)
        XCTAssertNil(presenter.transitionHandler)
        presenter.close()
        presenter.open(.item(itemID: "42", 1))
    }

    func testRouteToAKnownModule_buildsItsScreenWithNoHandWrittenFactoryMethod() async throws {
        #if canImport(UIKit)
            let destination = AppRouteFactory().makeItem(itemID: "42", 3, moduleOutput: nil)

            let screen = try XCTUnwrap(destination as? ItemViewController)
            XCTAssert(screen.output is ItemPresenter)
        #else
            throw XCTSkip("the generated factory method is compiled only with UIKit (or its stand-in)")
        #endif
    }

    func testOpeningARouteToAModuleWithOutputs_handsItThePresenterAsItsOutput() async throws {
        #if canImport(UIKit)
            let catalog = CatalogAssembly.makeModule(routeFactory: AppRouteFactory())
            let navigation = UINavigationController(rootViewController: catalog)
            let presenter = try XCTUnwrap((catalog as? CatalogViewController)?.output as? CatalogPresenter)

            presenter.open(.item(itemID: "42", 3))

            let item = try XCTUnwrap(navigation.topViewController as? ItemViewController)
            let itemPresenter = try XCTUnwrap(item.output as? ItemPresenter)
            XCTAssert(itemPresenter.moduleOutput === presenter, "the item module reports to the catalog's presenter")
        #else
            throw XCTSkip("the generated factory method is compiled only with UIKit (or its stand-in)")
        #endif
    }
}

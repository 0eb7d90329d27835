// Hand-written for viper-gen's compile tests (not generated): the SwiftUI
// presenter's state is observable, and the hosting controller owns the presenter.
// The project's platform is the default, iOS 16.0: the presenter is an
// ObservableObject (Combine), which SwiftUI observes on iOS 13 to 16.

import Foundation
import XCTest

@testable import App

#if canImport(UIKit)
    import UIKit
#endif
#if canImport(Combine)
    import Combine
#endif
#if canImport(SwiftUI)
    import SwiftUI
#endif

/// Stores nothing: the Settings screen only needs a storage to be built.
private struct EmptyStorage: KeyValueStorage {
    func save(_ data: Data, forKey key: String) throws {}
    func loadData(forKey key: String) throws -> Data? { nil }
}

/// The app's factory for Search's routes: `makeSettings` is generated where
/// SwiftUI and UIKit exist; elsewhere the test builds a spy.
@MainActor
private struct SearchRoutes: SearchRouteFactory {
    var settingsStorage: any KeyValueStorage { EmptyStorage() }

    #if !(canImport(SwiftUI) && canImport(UIKit))
        func makeSettings(section: String) -> any TransitionHandler { TransitionHandlerSpy() }
    #endif
}

@MainActor
final class SearchObservationTests: XCTestCase {
    /// SwiftUI's `@ObservedObject` redraws on `objectWillChange`, which must
    /// come before each change of the state, while the old one is still there.
    func testStateChange_isAnnouncedBeforeItHappens_asSwiftUIWouldSeeIt() async throws {
        #if canImport(Combine)
            let presenter = SearchAssembly.assemble(
                view: SearchViewSpy(), requestService: SearchService(), routeFactory: SearchRoutes(),
                moduleOutput: nil)
            var seen: [String] = []
            let subscription = presenter.objectWillChange.sink { seen.append(presenter.state.query) }

            presenter.state.query = "swift"
            presenter.state.isLoading = true

            XCTAssertEqual(seen, ["", "swift"])
            XCTAssertEqual(presenter.state.query, "swift")
            subscription.cancel()
        #else
            throw XCTSkip("the presenter is an ObservableObject only where Combine (or its stand-in) exists")
        #endif
    }

    func testScreen_observesThePresenterItWasGiven() async throws {
        #if canImport(SwiftUI) && canImport(Combine)
            let presenter = SearchAssembly.assemble(
                view: SearchViewSpy(), requestService: SearchService(), routeFactory: SearchRoutes(),
                moduleOutput: nil)
            let screen = SearchScreen(model: presenter)

            XCTAssert(screen.model === presenter)
            let storage = Mirror(reflecting: screen).children.first { $0.label == "_model" }
            XCTAssert(
                storage?.value is SwiftUI.ObservedObject<SearchPresenter>, "SwiftUI would not redraw it")
        #else
            throw XCTSkip("the screen is compiled only with SwiftUI (or its stand-in)")
        #endif
    }

    func testSampleState_isTheSpecsPreviewValues_andTheDefaultsElsewhere() {
        XCTAssertEqual(
            SearchState.preview,
            SearchState(query: "swift", results: ["Swift", "SwiftUI"], isLoading: false))
        XCTAssertNotEqual(SearchState.preview, SearchState())
    }

    func testPreviewPresenter_givesTheScreenSampleState_withoutTheModulesServices() async throws {
        #if canImport(SwiftUI) && canImport(Combine)
            let model = SearchPreviewPresenter()
            let screen = SearchScreen(model: model)

            screen.model.queryChanged("kotlin")
            screen.model.didTapSearch()

            XCTAssertEqual(screen.model.state, .preview, "a preview's events change nothing")
            XCTAssertEqual(
                SearchPreviewPresenter(state: SearchState(isLoading: true)).state.isLoading, true)
        #else
            throw XCTSkip("the screen is compiled only with SwiftUI (or its stand-in)")
        #endif
    }

    func testMakeModule_theHostingControllerKeepsThePresenter_andShowsItsScreen() async throws {
        #if canImport(SwiftUI) && canImport(UIKit)
            var screen: UIViewController? = SearchAssembly.makeModule(
                requestService: SearchService(), routeFactory: SearchRoutes(), moduleOutput: nil)
            weak var presenter: AnyObject?
            do {
                let hosting = try XCTUnwrap(screen as? SearchHostingController)
                presenter = hosting.output
                XCTAssertNotNil(presenter)
                XCTAssert(hosting.rootView?.model === presenter)
            }

            screen = nil

            XCTAssertNil(presenter)
        #else
            throw XCTSkip("makeModule is compiled only with SwiftUI and UIKit (or their stand-ins)")
        #endif
    }

    func testRouteToTheSettingsModule_buildsItsSwiftUIScreen() async throws {
        #if canImport(SwiftUI) && canImport(UIKit)
            let destination = SearchRoutes().makeSettings(section: "privacy")

            let hosting = try XCTUnwrap(destination as? SettingsHostingController)
            XCTAssertNotNil(hosting.rootView)
            XCTAssert(hosting.output is SettingsPresenter)
        #else
            throw XCTSkip("the generated factory method is compiled only with SwiftUI and UIKit (or their stand-ins)")
        #endif
    }
}

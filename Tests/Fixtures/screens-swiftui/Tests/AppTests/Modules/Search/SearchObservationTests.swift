// Hand-written for viper-gen's compile tests (not generated): the SwiftUI
// presenter's state is observable, and the hosting controller owns the presenter.

import Foundation
import Observation
import XCTest

@testable import App

#if canImport(UIKit)
    import UIKit
#endif

/// Counts the changes Observation reports for what `read` reads.
@MainActor
private final class ChangeCounter {
    private(set) var changes = 0

    func track(_ read: @escaping @MainActor () -> Void) {
        withObservationTracking {
            read()
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.changes += 1 }
        }
    }
}

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
    func testStateChange_isObserved_asSwiftUIWouldSeeIt() async {
        let presenter = SearchAssembly.assemble(
            view: SearchViewSpy(), requestService: SearchService(), routeFactory: SearchRoutes(), moduleOutput: nil)
        let counter = ChangeCounter()
        counter.track { _ = presenter.state.query }

        presenter.state.query = "swift"

        XCTAssertEqual(counter.changes, 1)
        XCTAssertEqual(presenter.state.query, "swift")
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
                XCTAssert(hosting.rootView?.presenter === presenter)
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

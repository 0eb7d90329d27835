// Hand-written for viper-gen's compile tests (not generated): the SwiftUI
// presenter's state is observable, and the hosting controller owns the presenter.

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

@MainActor
final class SearchObservationTests: XCTestCase {
    func testStateChange_isObserved_asSwiftUIWouldSeeIt() async {
        let presenter = SearchAssembly.assemble(
            view: SearchViewSpy(), requestService: SearchService(), moduleOutput: nil)
        let counter = ChangeCounter()
        counter.track { _ = presenter.state.query }

        presenter.state.query = "swift"

        XCTAssertEqual(counter.changes, 1)
        XCTAssertEqual(presenter.state.query, "swift")
    }

    func testMakeModule_theHostingControllerKeepsThePresenter_andShowsItsScreen() async throws {
        #if canImport(SwiftUI) && canImport(UIKit)
            var screen: UIViewController? = SearchAssembly.makeModule(requestService: SearchService(), moduleOutput: nil)
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
}

// Hand-written for viper-gen's compile tests (not generated): with
// `platform: iOS 17.0`, the SwiftUI presenter is @Observable, so SwiftUI sees
// a change of the state it read.

import Foundation
import Observation
import XCTest

@testable import App

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
final class ComposerObservationTests: XCTestCase {
    func testStateChange_isObserved_asSwiftUIWouldSeeIt() async {
        let presenter = ComposerAssembly.assemble(view: ComposerViewSpy(), moduleOutput: nil)
        let counter = ChangeCounter()
        counter.track { _ = presenter.state.text }

        presenter.state.text = "hello"

        XCTAssertEqual(counter.changes, 1)
        XCTAssertEqual(presenter.state.text, "hello")
    }

    func testPresenter_isObservable_notACombineObject() async {
        let presenter = ComposerAssembly.assemble(view: ComposerViewSpy(), moduleOutput: nil)

        XCTAssert((presenter as Any) is any Observable)
    }
}

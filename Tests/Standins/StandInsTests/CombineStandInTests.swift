import Combine
import SwiftUI
import XCTest

/// The Combine stand-in behaves as Apple's pages say where viper-gen's
/// presenters rely on it (apps below iOS 17): a class's `@Published` property
/// makes the synthesized `objectWillChange` fire before the value changes.
/// Async, because Linux XCTest cannot call synchronous main-actor test methods.
@MainActor
final class CombineStandInTests: XCTestCase {
    func testPublishedChange_firesObjectWillChange_beforeTheValueIsStored() async {
        let model = CounterModel()
        var seen: [Int] = []
        let subscription = model.objectWillChange.sink { seen.append(model.count) }

        model.count = 1
        model.count = 2

        XCTAssertEqual(seen, [0, 1], "each change is announced while the old value is still there")
        XCTAssertEqual(model.count, 2)
        subscription.cancel()
    }

    func testSynthesizedPublisher_isTheSameOnEveryRead_andSharedByEveryPublishedProperty() async {
        let model = CounterModel()
        var announcements = 0
        let subscription = model.objectWillChange.sink { announcements += 1 }

        model.count += 1
        model.title = "two"

        XCTAssert(model.objectWillChange === model.objectWillChange)
        XCTAssertEqual(announcements, 2)
        withExtendedLifetime(subscription) {}
    }

    func testCancelledOrReleasedSubscription_hearsNothing() async {
        let model = CounterModel()
        var heard = 0
        let cancelled = model.objectWillChange.sink { heard += 1 }
        cancelled.cancel()
        _ = model.objectWillChange.sink { heard += 1 }  // released at once

        model.count = 5

        XCTAssertEqual(heard, 0)
    }

    func testObservedObject_keepsTheObjectItWasGiven() async {
        let model = CounterModel()
        let screen = CounterScreen(model: model)

        model.count = 3

        XCTAssert(screen.model === model)
        XCTAssertEqual(screen.model.count, 3)
    }
}

@MainActor
private final class CounterModel: ObservableObject {
    @Published var count = 0
    @Published var title = "one"
}

private struct CounterScreen: View {
    @ObservedObject var model: CounterModel

    var body: some View {
        EmptyView()
    }
}

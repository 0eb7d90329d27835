// Hand-written for viper-gen's compile tests (not generated): the doubles the
// generated test support declares for the built-in traits' protocols stand in
// for the app's when a test drives the real interactor, and are what a Mock holds.

import Foundation
import XCTest

@testable import App

@MainActor
final class EverythingDoublesTests: XCTestCase {
    func testTheTrackTrait_sendsItsEventsToTheTrackerSpy() async {
        let analytics = AnalyticsTrackerSpy()
        let interactor = makeInteractor(analytics: analytics)

        interactor.trackEvent("opened", parameters: ["from": "push"])
        interactor.trackEvent("closed", parameters: [:])

        XCTAssertEqual(analytics.events, [
            AnalyticsTrackerSpy.Event(name: "opened", parameters: ["from": "push"]),
            AnalyticsTrackerSpy.Event(name: "closed", parameters: [:]),
        ])
    }

    /// A typed event reaches the tracker with its types; a tracker that only
    /// takes text gets it as text, by the protocol's default.
    func testATypedEvent_keepsItsTypes_orArrivesAsText() async {
        let analytics = AnalyticsTrackerSpy()
        let event = AnalyticsEvent(
            "login", parameters: ["attempt": 2, "remember": true, "ratio": 0.5, "from": "push"])

        makeInteractor(analytics: analytics).sendEvent(event)
        makeInteractor(analytics: TextOnlyTracker(analytics)).sendEvent(event)

        XCTAssertEqual(analytics.typedEvents, [event])
        XCTAssertEqual(event.parameters["attempt"], .integer(2))
        XCTAssertEqual(
            analytics.events,
            [
                AnalyticsTrackerSpy.Event(
                    name: "login",
                    parameters: ["attempt": "2", "remember": "true", "ratio": "0.5", "from": "push"])
            ])
    }

    /// A Mock records a typed event with its parameters sorted: the same text on every run.
    func testAMock_recordsATypedEvent_sorted() async {
        let interactor = EverythingInteractorMock()

        interactor.sendEvent(AnalyticsEvent("login", parameters: ["z": 1, "a": "x", "m": false]))

        XCTAssertEqual(
            interactor.mockCalls.calls, [#"sendEvent(login(a: "x", m: false, z: 1))"#])
    }

    func testThePersistTrait_keepsItsDataInTheInMemoryStorage() async throws {
        let storage = InMemoryKeyValueStorage()
        let interactor = makeInteractor(storage: storage)

        try await interactor.save(Data("draft".utf8), forKey: "note")

        let saved = await storage.saved
        XCTAssertEqual(saved, ["note": Data("draft".utf8)])
        let loaded = try await interactor.loadData(forKey: "note")
        XCTAssertEqual(loaded, Data("draft".utf8))
    }

    func testAMock_holdsTheDoubles() async {
        let interactor = EverythingInteractorMock()
        let router = EverythingRouterMock()

        XCTAssertTrue(interactor.storage is InMemoryKeyValueStorage)
        XCTAssertTrue(interactor.analytics is AnalyticsTrackerSpy)
        XCTAssertTrue(router.urlOpener is URLOpenerSpy)
    }

    private func makeInteractor(
        storage: any KeyValueStorage = InMemoryKeyValueStorage(),
        analytics: any AnalyticsTracker = AnalyticsTrackerSpy()
    ) -> EverythingInteractor {
        EverythingInteractor(
            requestService: EverythingService(), pageService: EverythingPageService(),
            cacheStore: EverythingCacheStore(), storage: storage, analytics: analytics)
    }
}

/// A tracker that implements only the text form, as trackers written before
/// typed events do: typed events reach it through the protocol's default.
private struct TextOnlyTracker: AnalyticsTracker {
    let spy: AnalyticsTrackerSpy

    init(_ spy: AnalyticsTrackerSpy) {
        self.spy = spy
    }

    func track(_ name: String, parameters: [String: String]) {
        spy.track(name, parameters: parameters)
    }
}

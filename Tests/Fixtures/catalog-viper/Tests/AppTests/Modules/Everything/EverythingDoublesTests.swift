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

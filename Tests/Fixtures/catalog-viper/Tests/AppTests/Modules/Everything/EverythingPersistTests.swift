// Hand-written for viper-gen's compile tests (not generated): the persist
// trait awaits its storage, whose I/O runs off the main actor even though the
// interactor that calls it is on it.

import Foundation
import XCTest

@testable import App

/// A storage of the plainest kind: a `Sendable` class, not an actor. It notes
/// whether each call ran on the main thread. Its methods are `@concurrent`, as
/// the `KeyValueStorage` documentation asks: under `NonisolatedNonsendingByDefault`
/// (Xcode 26's Approachable Concurrency) a plain `async` method would run on
/// the caller's actor, the main actor here.
private final class ThreadNotingStorage: KeyValueStorage, @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Data] = [:]
    private var onMainThread: [Bool] = []

    var callsOnMainThread: [Bool] { lock.withLock { onMainThread } }

    @concurrent func save(_ data: Data, forKey key: String) async throws {
        let isMain = Thread.isMainThread
        lock.withLock {
            onMainThread.append(isMain)
            values[key] = data
        }
    }

    @concurrent func loadData(forKey key: String) async throws -> Data? {
        let isMain = Thread.isMainThread
        return lock.withLock {
            onMainThread.append(isMain)
            return values[key]
        }
    }
}

@MainActor
final class EverythingPersistTests: XCTestCase {
    func testPersist_savesAndLoadsThroughTheStorage_offTheMainActor() async throws {
        XCTAssertTrue(Thread.isMainThread, "the test itself runs on the main actor")
        let storage = ThreadNotingStorage()
        let interactor = EverythingInteractor(
            requestService: EverythingService(), pageService: EverythingPageService(),
            cacheStore: EverythingCacheStore(), storage: storage, analytics: AnalyticsTrackerSpy())
        let data = Data("draft".utf8)

        try await interactor.save(data, forKey: "draft")
        let loaded = try await interactor.loadData(forKey: "draft")
        let missing = try await interactor.loadData(forKey: "other")

        XCTAssertEqual(loaded, data)
        XCTAssertNil(missing)
        XCTAssertEqual(storage.callsOnMainThread, [false, false, false])
    }
}

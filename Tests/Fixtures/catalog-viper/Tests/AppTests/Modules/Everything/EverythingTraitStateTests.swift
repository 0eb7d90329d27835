// Hand-written for viper-gen's compile tests (not generated): the state the
// built-in traits keep. `page` keeps a cursor and a has-more flag, `request`
// the request `performLatestRequest()` started, so a newer one cancels it. The
// real trait logic runs on small classes of these tests; the Mock keeps the
// same fields and records the calls instead.

import Foundation
import XCTest

@testable import App

/// Answers page `index` from `pages` (an empty page past the end), or throws
/// at `failingIndex`; notes each index it was asked for.
private final class ScriptedPageService: PageService, @unchecked Sendable {
    private let lock = NSLock()
    private let pages: [[Int]]
    private var asked: [Int] = []
    private var failing: Int?

    init(pages: [[Int]], failingIndex: Int? = nil) {
        self.pages = pages
        self.failing = failingIndex
    }

    var askedIndexes: [Int] { lock.withLock { asked } }

    func stopFailing() { lock.withLock { failing = nil } }

    func loadPage(at index: Int) async throws -> [Int] {
        let fails = lock.withLock {
            asked.append(index)
            return failing == index
        }
        if fails { throw MockError("offline") }
        return index < pages.count ? pages[index] : []
    }
}

/// The real `PageInteractorTrait` logic, on the fields the trait declares.
@MainActor
private final class PagedList: PageInteractorTrait {
    let pageService: ScriptedPageService
    var pageCursor = 0
    var hasMorePages = true

    init(_ pageService: ScriptedPageService) {
        self.pageService = pageService
    }
}

/// Holds each request until the test releases it by number, so a test decides
/// when each ends; a cancelled request throws `CancellationError` at once (its
/// cancellation handler runs where `cancel()` is called, under the lock). A
/// test waits for requests to arrive (`waitForArrivals`), never for time to pass.
private final class RequestGate: @unchecked Sendable {
    private let lock = NSLock()
    private var arrived = 0
    private var held: [Int: CheckedContinuation<Int, any Error>] = [:]
    private var cancelled: Set<Int> = []
    private var arrivalWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// A request: held until released (it returns its number) or cancelled.
    func enter() async throws -> Int {
        let number = lock.withLock {
            arrived += 1
            return arrived
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let ready = lock.withLock {
                    if cancelled.contains(number) {
                        continuation.resume(throwing: CancellationError())
                    } else {
                        held[number] = continuation
                    }
                    return takeArrivalWaiters()
                }
                for waiter in ready { waiter.resume() }
            }
        } onCancel: {
            cancel(number)
        }
    }

    /// Returns once `count` requests have arrived and are held or cancelled.
    func waitForArrivals(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let isReady = lock.withLock {
                guard held.count + cancelled.count < count else { return true }
                arrivalWaiters.append((count, continuation))
                return false
            }
            if isReady { continuation.resume() }
        }
    }

    /// Ends request `number` with its number; nothing when it already ended.
    func release(_ number: Int) {
        lock.withLock { held.removeValue(forKey: number) }?.resume(returning: number)
    }

    private func cancel(_ number: Int) {
        lock.withLock {
            cancelled.insert(number)
            return held.removeValue(forKey: number)
        }?.resume(throwing: CancellationError())
    }

    /// The waiters whose count has been reached, removed (called under the lock).
    private func takeArrivalWaiters() -> [CheckedContinuation<Void, Never>] {
        let settled = held.count + cancelled.count
        let ready = arrivalWaiters.filter { $0.count <= settled }
        arrivalWaiters.removeAll { $0.count <= settled }
        return ready.map(\.continuation)
    }
}

private struct GatedService: RequestService {
    let gate: RequestGate

    func performRequest() async throws -> Int {
        try await gate.enter()
    }
}

/// The real `RequestInteractorTrait` logic, on the field the trait declares.
@MainActor
private final class LatestSearch: RequestInteractorTrait {
    let requestService: GatedService
    var latestRequest: (any CancellableRequest)?

    init(_ requestService: GatedService) {
        self.requestService = requestService
    }
}

@MainActor
final class EverythingTraitStateTests: XCTestCase {
    func testThePageAtTheCursor_movesTheCursor_andStopsAskingAfterAnEmptyPage() async throws {
        let service = ScriptedPageService(pages: [[1, 2], [3]])
        let list = PagedList(service)

        let first = try await list.loadPageAtCursor()
        let second = try await list.loadPageAtCursor()
        let third = try await list.loadPageAtCursor()
        XCTAssertFalse(list.hasMorePages)
        let fourth = try await list.loadPageAtCursor()

        XCTAssertEqual([first, second, third, fourth], [[1, 2], [3], [], []])
        XCTAssertEqual(service.askedIndexes, [0, 1, 2], "nothing is asked for after an empty page")
        XCTAssertEqual(list.pageCursor, 3)
    }

    func testAFailedPage_movesNothing_andIsAskedForAgain() async throws {
        let service = ScriptedPageService(pages: [[1], [2]], failingIndex: 1)
        let list = PagedList(service)
        _ = try await list.loadPageAtCursor()

        do {
            _ = try await list.loadPageAtCursor()
            XCTFail("page 1 loaded")
        } catch {
            XCTAssertEqual(error as? MockError, MockError("offline"))
        }
        XCTAssertEqual(list.pageCursor, 1)
        XCTAssertTrue(list.hasMorePages)

        service.stopFailing()
        let retried = try await list.loadPageAtCursor()

        XCTAssertEqual(retried, [2])
        XCTAssertEqual(service.askedIndexes, [0, 1, 1])
    }

    func testALatestRequest_cancelsTheOneBefore() async throws {
        let gate = RequestGate()
        let search = LatestSearch(GatedService(gate: gate))

        let first = Task { try await search.performLatestRequest() }
        await gate.waitForArrivals(1)
        let second = Task { try await search.performLatestRequest() }
        await gate.waitForArrivals(2)
        gate.release(2)

        let answer = try await second.value
        // Cancelled, the first is no longer held and this does nothing; had it
        // run on, it would now return 1 and fail below (rather than hang).
        gate.release(1)
        XCTAssertEqual(answer, 2)
        do {
            _ = try await first.value
            XCTFail("the first request was not cancelled")
        } catch {
            XCTAssert(error is CancellationError, "\(error)")
        }
    }

    func testCancellingTheCaller_cancelsItsRequest() async throws {
        let gate = RequestGate()
        let search = LatestSearch(GatedService(gate: gate))

        let call = Task { try await search.performLatestRequest() }
        await gate.waitForArrivals(1)
        call.cancel()
        gate.release(1)  // does nothing once the cancellation reached the request

        do {
            _ = try await call.value
            XCTFail("the request ran on")
        } catch {
            XCTAssert(error is CancellationError, "\(error)")
        }
    }

    /// The Mock keeps the traits' fields for the logic under test to read and
    /// set, and records the calls instead of running them.
    func testTheMock_keepsTheFields_andRecordsTheCalls() async throws {
        let mock = EverythingInteractorMock()
        XCTAssertEqual(mock.pageCursor, 0)
        XCTAssertTrue(mock.hasMorePages)
        XCTAssertNil(mock.latestRequest)
        mock.pageCursor = 4
        mock.mockCalls.answer("loadPageAtCursor()", with: [EverythingItem()])

        let page = try await mock.loadPageAtCursor()
        _ = try await mock.performLatestRequest()

        XCTAssertEqual(page, [EverythingItem()])
        XCTAssertEqual(mock.pageCursor, 4, "the Mock runs no logic")
        XCTAssertEqual(mock.mockCalls.names, ["loadPageAtCursor()", "performLatestRequest()"])
    }
}

// Tests for the Everything module.
// Written once by viper-gen from Specs/Everything.viper.yml; this file is yours to edit.

import Foundation
import Testing

@testable import App

extension EverythingResponse: Stub {
    static var stub: EverythingResponse { EverythingResponse() }
}

extension EverythingService: Stub {
    static var stub: EverythingService { EverythingService() }
}

extension EverythingItem: Stub {
    static var stub: EverythingItem { EverythingItem() }
}

extension EverythingPageService: Stub {
    static var stub: EverythingPageService { EverythingPageService() }
}

extension EverythingCachedValue: Stub {
    static var stub: EverythingCachedValue { EverythingCachedValue() }
}

extension EverythingCacheStore: Stub {
    static var stub: EverythingCacheStore { EverythingCacheStore() }
}

@MainActor
@Suite
struct EverythingTests {
    /// Calling the traits through `EverythingRouterInput`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    @Test func testRouterTraits_runTheirMockOverrides() async throws {
        let mock = EverythingRouterMock()

        try await callRouterTraits(of: mock)

        let expectedCalls = [
            "close()",
            "close(completion:)",
            "push(_:)",
            "present(_:)",
            "present(_:completion:)",
            "goBack()",
            "returnToRoot()",
            "openURL(_:)",
            "showAlert(title:message:actions:)",
            "share(_:)",
            "share(_:from:)",
        ]
        #expect(mock.mockCalls.names == expectedCalls)
    }

    private func callRouterTraits<Logic: EverythingRouterInput>(
        of logic: Logic
    ) async throws {
        logic.close()
        logic.close(completion: {})
        logic.push(TransitionHandlerSpy())
        logic.present(TransitionHandlerSpy())
        logic.present(TransitionHandlerSpy(), completion: {})
        logic.goBack()
        logic.returnToRoot()
        logic.openURL(stubbed(URL.self))
        logic.showAlert(
            title: stubbed(String?.self),
            message: stubbed(String?.self),
            actions: stubbed([AlertAction].self)
        )
        logic.share(stubbed([Any].self))
        logic.share(stubbed([Any].self), from: stubbed(AnyObject?.self))
    }

    /// Calling the traits through `EverythingInteractorLogic`, as the module's logic does,
    /// reaches the Mock overrides; the real traits would crash on the mock's missing dependencies.
    @Test func testInteractorTraits_runTheirMockOverrides() async throws {
        let mock = EverythingInteractorMock()

        try await callInteractorTraits(of: mock)

        let expectedCalls = [
            "performRequest()",
            "performLatestRequest()",
            "loadPage(at:)",
            "loadPageAtCursor()",
            "cachedValue()",
            "storeInCache(_:)",
            "save(_:forKey:)",
            "loadData(forKey:)",
            "trackEvent(_:parameters:)",
            "sendEvent(_:)",
        ]
        #expect(mock.mockCalls.names == expectedCalls)
    }

    private func callInteractorTraits<Logic: EverythingInteractorLogic>(
        of logic: Logic
    ) async throws where Logic.CacheStoreType.Value: Stub {
        _ = try await logic.performRequest()
        _ = try await logic.performLatestRequest()
        _ = try await logic.loadPage(at: stubbed(Int.self))
        _ = try await logic.loadPageAtCursor()
        _ = await logic.cachedValue()
        await logic.storeInCache(stubbed(Logic.CacheStoreType.Value.self))
        try await logic.save(stubbed(Data.self), forKey: stubbed(String.self))
        _ = try await logic.loadData(forKey: stubbed(String.self))
        logic.trackEvent(stubbed(String.self), parameters: stubbed([String: String].self))
        logic.sendEvent(stubbed(AnalyticsEvent.self))
    }

    /// A Mock records each call with its arguments, as `String(describing:)`
    /// writes them, and as they were passed: assert what the logic under test asked for.
    @Test func testInteractorLoadPage_isRecordedWithItsArguments() async throws {
        let mock = EverythingInteractorMock()

        _ = try await mock.loadPage(at: 7)

        #expect(mock.mockCalls.calls == ["loadPage(at: 7)"])
        let recorded = mock.mockCalls.last("loadPage(at:)")
        #expect(recorded?.argument("at", as: Int.self) == 7)
    }

    /// A test sets what a call throws (or returns, with `answer(_:with:)`), for
    /// the next call (`once: true`) or every call: the logic under test meets that error.
    @Test func testInteractorPerformRequest_throwsTheErrorTheTestSets() async {
        let mock = EverythingInteractorMock()
        mock.mockCalls.answer("performRequest()", throwing: MockError("offline"), once: true)

        await #expect(throws: MockError("offline")) {
            _ = try await mock.performRequest()
        }
    }

    /// The real interactor reports to its presenter through `EverythingInteractorOutput`,
    /// held weakly: the presenter owns the interactor, not the other way round.
    @Test func testInteractorOutput_isHeldWeakly() async {
        let interactor = EverythingInteractor(
            requestService: stubbed(EverythingService.self),
            pageService: stubbed(EverythingPageService.self),
            cacheStore: stubbed(EverythingCacheStore.self),
            storage: stubbed((any KeyValueStorage).self),
            analytics: stubbed((any AnalyticsTracker).self)
        )
        var output = Optional(EverythingInteractorOutputSpy())
        interactor.output = output

        #expect(interactor.output === output)
        output = nil

        #expect(interactor.output == nil)
    }
}

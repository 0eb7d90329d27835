// Tests for the Hub module.
// Written once by viper-gen from Specs/Hub.viper.yml; this file is yours to edit.

import Foundation
import XCTest

@testable import App

extension HubCachedValue: VGStub {
    static var stub: HubCachedValue { HubCachedValue() }
}

extension HubCacheStore: VGStub {
    static var stub: HubCacheStore { HubCacheStore() }
}

extension HubItem: VGStub {
    static var stub: HubItem { HubItem() }
}

extension HubPageService: VGStub {
    static var stub: HubPageService { HubPageService() }
}

extension HubResponse: VGStub {
    static var stub: HubResponse { HubResponse() }
}

extension HubService: VGStub {
    static var stub: HubService { HubService() }
}

@MainActor
final class HubTests: XCTestCase {
    /// Calling the traits through `HubRouterInput`, as the module's logic does,
    /// reaches the VGMock overrides; the real traits would crash on the mock's missing dependencies.
    func testRouterTraits_runTheirMockOverrides() async throws {
        let mock = HubRouterMock()

        try await callRouterTraits(of: mock)

        let expectedCalls = [
            "showAlert(title:message:actions:)",
            "backHome()",
            "backHomeLabel()",
            "close()",
            "close(completion:)",
            "openURL(_:)",
            "goBack()",
            "returnToRoot()",
            "present(_:)",
            "present(_:completion:)",
            "push(_:)",
            "share(_:)",
            "share(_:from:)",
            "open(_:)",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callRouterTraits<Logic: HubRouterInput>(
        of logic: Logic
    ) async throws {
        logic.showAlert(
            title: stubbed(String?.self),
            message: stubbed(String?.self),
            actions: stubbed([VGAlertAction].self)
        )
        logic.backHome()
        _ = logic.backHomeLabel()
        logic.close()
        logic.close(completion: {})
        logic.openURL(stubbed(URL.self))
        logic.goBack()
        logic.returnToRoot()
        logic.present(VGTransitionHandlerSpy())
        logic.present(VGTransitionHandlerSpy(), completion: {})
        logic.push(VGTransitionHandlerSpy())
        logic.share(stubbed([Any].self))
        logic.share(stubbed([Any].self), from: stubbed(AnyObject?.self))
        logic.open(.item(itemID: stubbed(String.self)))
    }

    /// Opening a route is recorded with the route and its parameters.
    func testOpenItem_isRecordedWithItsParameters() {
        let mock = HubRouterMock()

        mock.open(.item(itemID: "sample"))

        XCTAssertEqual(mock.mockCalls.calls, [#"open(item(itemID: "sample"))"#])
    }

    /// Calling the traits through `HubInteractorLogic`, as the module's logic does,
    /// reaches the VGMock overrides; the real traits would crash on the mock's missing dependencies.
    func testInteractorTraits_runTheirMockOverrides() async throws {
        let mock = HubInteractorMock()

        try await callInteractorTraits(of: mock)

        let expectedCalls = [
            "cachedValue()",
            "storeInCache(_:)",
            "loadPage(at:)",
            "loadPageAtCursor()",
            "save(_:forKey:)",
            "loadData(forKey:)",
            "performRequest()",
            "performLatestRequest()",
            "trackEvent(_:parameters:)",
            "sendEvent(_:)",
        ]
        XCTAssertEqual(mock.mockCalls.names, expectedCalls)
    }

    private func callInteractorTraits<Logic: HubInteractorLogic>(
        of logic: Logic
    ) async throws where Logic.CacheStoreType.Value: VGStub {
        _ = await logic.cachedValue()
        await logic.storeInCache(stubbed(Logic.CacheStoreType.Value.self))
        _ = try await logic.loadPage(at: stubbed(Int.self))
        _ = try await logic.loadPageAtCursor()
        try await logic.save(stubbed(Data.self), forKey: stubbed(String.self))
        _ = try await logic.loadData(forKey: stubbed(String.self))
        _ = try await logic.performRequest()
        _ = try await logic.performLatestRequest()
        logic.trackEvent(stubbed(String.self), parameters: stubbed([String: String].self))
        logic.sendEvent(stubbed(AnalyticsEvent.self))
    }

    /// A VGMock records each call with its arguments, as `String(describing:)`
    /// writes them, and as they were passed: assert what the logic under test asked for.
    func testInteractorLoadPage_isRecordedWithItsArguments() async throws {
        let mock = HubInteractorMock()

        _ = try await mock.loadPage(at: 7)

        XCTAssertEqual(mock.mockCalls.calls, ["loadPage(at: 7)"])
        let recorded = mock.mockCalls.last("loadPage(at:)")
        XCTAssertEqual(recorded?.argument("at", as: Int.self), 7)
    }

    /// A test sets what a call throws (or returns, with `answer(_:with:)`), for
    /// the next call (`once: true`) or every call: the logic under test meets that error.
    func testInteractorLoadPage_throwsTheErrorTheTestSets() async {
        let mock = HubInteractorMock()
        mock.mockCalls.answer("loadPage(at:)", throwing: VGMockError("offline"), once: true)

        do {
            _ = try await mock.loadPage(at: 7)
            XCTFail("loadPage(at:) returned instead of throwing")
        } catch {
            XCTAssertEqual(error as? VGMockError, VGMockError("offline"))
        }
    }

    /// The view's events reach the presenter's logic through `HubViewOutput`.
    /// Write what each does in HubPresenter+Logic.swift, then assert it here.
    func testEvents_reachThePresenterLogic() async throws {
        let interactor = HubInteractorMock()
        let router = HubRouterMock()
        let presenter = HubPresenter(interactor: interactor, router: router)
        let view = HubViewSpy()
        presenter.view = view
        let output: any HubViewOutput = presenter

        output.didTapNext()

        XCTAssertEqual(view.calls, [])
        XCTAssertEqual(interactor.mockCalls.names, [])
        XCTAssertEqual(router.mockCalls.names, [])
    }

    /// The real interactor reports to its presenter through `HubInteractorOutput`,
    /// held weakly: the presenter owns the interactor, not the other way round.
    func testInteractorOutput_isHeldWeakly() async {
        let interactor = HubInteractor(
            cacheStore: stubbed(HubCacheStore.self),
            pageService: stubbed(HubPageService.self),
            storage: stubbed((any KeyValueStorage).self),
            requestService: stubbed(HubService.self),
            analytics: stubbed((any AnalyticsTracker).self)
        )
        var output = Optional(HubInteractorOutputSpy())
        interactor.output = output

        XCTAssert(interactor.output === output)
        output = nil

        XCTAssertNil(interactor.output)
    }
}

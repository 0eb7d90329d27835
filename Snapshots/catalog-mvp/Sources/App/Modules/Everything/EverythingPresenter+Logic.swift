// The Everything presenter's logic.
// Written once by viper-gen from Specs/Everything.viper.yml; this file is yours to edit.

import Foundation

extension EverythingPresenterLogic {
    // Write the presenter's logic here, calling the traits and `view`.
    // The traits give you:
    //   func close()
    //   func close(completion: (() -> Void)?)
    //   func push(_ destination: any TransitionHandler)
    //   func present(_ destination: any TransitionHandler)
    //   func present(_ destination: any TransitionHandler, completion: (() -> Void)?)
    //   func goBack()
    //   func returnToRoot()
    //   func openURL(_ url: URL)
    //   func showAlert(title: String?, message: String?, actions: [AlertAction])
    //   func share(_ items: [Any])
    //   func share(_ items: [Any], from anchor: AnyObject?)
    //   func performRequest() async throws -> RequestServiceType.Response
    //   func performLatestRequest() async throws -> RequestServiceType.Response
    //   func loadPage(at index: Int) async throws -> [PageServiceType.Item]
    //   func loadPageAtCursor() async throws -> [PageServiceType.Item]
    //   func cachedValue() async -> CacheStoreType.Value?
    //   func storeInCache(_ value: CacheStoreType.Value) async
    //   func save(_ data: Data, forKey key: String) async throws
    //   func loadData(forKey key: String) async throws -> Data?
    //   func trackEvent(_ name: String, parameters: [String: String])
    //   func sendEvent(_ event: AnalyticsEvent)
}

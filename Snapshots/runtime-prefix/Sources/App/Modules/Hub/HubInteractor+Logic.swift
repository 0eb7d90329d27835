// The Hub interactor's logic.
// Written once by viper-gen from Specs/Hub.viper.yml; this file is yours to edit.

import Foundation

extension HubInteractorLogic {
    // Write the interactor's logic here, calling the traits and reporting to `output`.
    // The traits give you:
    //   func cachedValue() async -> CacheStoreType.Value?
    //   func storeInCache(_ value: CacheStoreType.Value) async
    //   func loadPage(at index: Int) async throws -> [PageServiceType.Item]
    //   func loadPageAtCursor() async throws -> [PageServiceType.Item]
    //   func save(_ data: Data, forKey key: String) async throws
    //   func loadData(forKey key: String) async throws -> Data?
    //   func performRequest() async throws -> RequestServiceType.Response
    //   func performLatestRequest() async throws -> RequestServiceType.Response
    //   func trackEvent(_ name: String, parameters: [String: String])
    //   func sendEvent(_ event: AnalyticsEvent)
}

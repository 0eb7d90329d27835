// The Everything interactor's logic.
// Written once by viper-gen from Specs/Everything.viper.yml; this file is yours to edit.

import Foundation

extension EverythingInteractorLogic {
    // Write the interactor's logic here, calling the traits and reporting to `output`.
    // The traits give you:
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

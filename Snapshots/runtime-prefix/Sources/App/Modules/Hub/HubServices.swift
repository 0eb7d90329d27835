// The Hub module's services.
// Written once by viper-gen from Specs/Hub.viper.yml; this file is yours to edit.

import Foundation

/// What the Hub module caches.
struct HubCachedValue: Sendable, Equatable {
    init() {}
}

/// Caches the Hub value in memory. Replace it with a real store.
actor HubCacheStore: CacheStore {
    private var cached: HubCachedValue?

    init() {}

    func value() async -> HubCachedValue? {
        cached
    }

    func store(_ value: HubCachedValue) async {
        cached = value
    }
}

/// One item of the Hub list.
struct HubItem: Sendable, Equatable {
    init() {}
}

/// Loads the Hub list page by page. Replace the body with the real call.
struct HubPageService: PageService {
    init() {}

    func loadPage(at index: Int) async throws -> [HubItem] {
        []
    }
}

/// What the Hub request returns.
struct HubResponse: Sendable, Equatable {
    init() {}
}

/// Performs the Hub request. Replace the body with the real call.
struct HubService: RequestService {
    init() {}

    func performRequest() async throws -> HubResponse {
        HubResponse()
    }
}

// The Everything module's services.
// Written once by viper-gen from Specs/Everything.viper.yml; this file is yours to edit.

/// What the Everything request returns.
struct EverythingResponse: Sendable, Equatable {
    init() {}
}

/// Performs the Everything request. Replace the body with the real call.
struct EverythingService: RequestService {
    init() {}

    func performRequest() async throws -> EverythingResponse {
        EverythingResponse()
    }
}

/// One item of the Everything list.
struct EverythingItem: Sendable, Equatable {
    init() {}
}

/// Loads the Everything list page by page. Replace the body with the real call.
struct EverythingPageService: PageService {
    init() {}

    func loadPage(at index: Int) async throws -> [EverythingItem] {
        []
    }
}

/// What the Everything module caches.
struct EverythingCachedValue: Sendable, Equatable {
    init() {}
}

/// Caches the Everything value in memory. Replace it with a real store.
actor EverythingCacheStore: CacheStore {
    private var cached: EverythingCachedValue?

    init() {}

    func value() async -> EverythingCachedValue? {
        cached
    }

    func store(_ value: EverythingCachedValue) async {
        cached = value
    }
}

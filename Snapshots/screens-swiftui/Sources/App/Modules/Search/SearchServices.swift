// The Search module's services.
// Written once by viper-gen from Specs/Search.viper.yml; this file is yours to edit.

import Foundation

/// What the Search request returns.
struct SearchResponse: Sendable, Equatable {
    init() {}
}

/// Performs the Search request. Replace the body with the real call.
struct SearchService: RequestService {
    init() {}

    func performRequest() async throws -> SearchResponse {
        SearchResponse()
    }
}

// The Feed module's services.
// Written once by viper-gen from Specs/Feed.viper.yml; this file is yours to edit.

/// What the Feed request returns.
struct FeedResponse: Sendable, Equatable {
    init() {}
}

/// Performs the Feed request. Replace the body with the real call.
struct FeedService: RequestService {
    init() {}

    func performRequest() async throws -> FeedResponse {
        FeedResponse()
    }
}

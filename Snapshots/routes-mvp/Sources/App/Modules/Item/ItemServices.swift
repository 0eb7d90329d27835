// The Item module's services.
// Written once by viper-gen from Specs/Item.viper.yml; this file is yours to edit.

/// What the Item request returns.
struct ItemResponse: Sendable, Equatable {
    init() {}
}

/// Performs the Item request. Replace the body with the real call.
struct ItemService: RequestService {
    init() {}

    func performRequest() async throws -> ItemResponse {
        ItemResponse()
    }
}

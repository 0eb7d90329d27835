// The Sync module's services.
// Written once by viper-gen from Specs/Sync.viper.yml; this file is yours to edit.

/// What the Sync request returns.
struct SyncResponse: Sendable, Equatable {
    init() {}
}

/// Performs the Sync request. Replace the body with the real call.
struct SyncService: RequestService {
    init() {}

    func performRequest() async throws -> SyncResponse {
        SyncResponse()
    }
}

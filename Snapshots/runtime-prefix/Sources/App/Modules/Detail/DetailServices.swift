// The Detail module's services.
// Written once by viper-gen from Specs/Detail.viper.yml; this file is yours to edit.

/// What the Detail request returns.
struct DetailResponse: Sendable, Equatable {
    init() {}
}

/// Performs the Detail request. Replace the body with the real call.
struct DetailService: RequestService {
    init() {}

    func performRequest() async throws -> DetailResponse {
        DetailResponse()
    }
}

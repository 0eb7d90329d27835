// The Orders module's services.
// Written once by viper-gen from Specs/Orders.viper.yml; this file is yours to edit.

import Foundation

/// What the Orders request returns.
struct OrdersResponse: Sendable, Equatable {
    init() {}
}

/// Performs the Orders request. Replace the body with the real call.
struct OrdersService: RequestService {
    init() {}

    func performRequest() async throws -> OrdersResponse {
        OrdersResponse()
    }
}

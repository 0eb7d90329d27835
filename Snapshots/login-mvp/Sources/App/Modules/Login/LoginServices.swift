// The Login module's services.
// Written once by viper-gen from Specs/Login.viper.yml; this file is yours to edit.

import Foundation

/// What the Login request returns.
struct LoginResponse: Sendable, Equatable {
    init() {}
}

/// Performs the Login request. Replace the body with the real call.
struct LoginService: RequestService {
    init() {}

    func performRequest() async throws -> LoginResponse {
        LoginResponse()
    }
}

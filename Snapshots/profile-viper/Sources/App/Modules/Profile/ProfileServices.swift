// The Profile module's services.
// Written once by viper-gen from Specs/Profile.viper.yml; this file is yours to edit.

import Foundation
import Observation

/// What the Profile request returns.
struct ProfileResponse: Sendable, Equatable {
    init() {}
}

/// Performs the Profile request. Replace the body with the real call.
struct ProfileService: RequestService {
    init() {}

    func performRequest() async throws -> ProfileResponse {
        ProfileResponse()
    }
}

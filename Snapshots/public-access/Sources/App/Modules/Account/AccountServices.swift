// The Account module's services.
// Written once by viper-gen from Specs/Account.viper.yml; this file is yours to edit.

/// What the Account request returns.
public struct AccountResponse: Sendable, Equatable {
    public init() {}
}

/// Performs the Account request. Replace the body with the real call.
public struct AccountService: RequestService {
    public init() {}

    public func performRequest() async throws -> AccountResponse {
        AccountResponse()
    }
}

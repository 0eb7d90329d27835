// The Account module's services.
// Written once by viper-gen from Specs/Account.viper.yml; this file is yours to edit.

import Foundation

/// What the Account module's request returns.
struct AccountResponse: Sendable, Equatable {
    init() {}
}

/// Performs the Account module's request.
/// Replace the body with the real call.
struct LiveAccountRequestService: AccountRequestService {
    init() {}

    func performRequest(userID: String) async throws -> AccountResponse {
        AccountResponse()
    }
}

/// Performs the Account module's rename request.
/// Replace the body with the real call.
struct LiveAccountRenameService: AccountRenameService {
    /// What the request throws until its real call is written.
    struct Unwritten: Error {}

    init() {}

    func rename(userID: String, name: String) async throws -> Bool {
        throw Unwritten()
    }
}

/// What the Account module's signOut request returns.
struct AccountSignOutResponse: Sendable, Equatable {
    init() {}
}

/// Performs the Account module's signOut request.
/// Replace the body with the real call.
struct LiveAccountSignOutService: AccountSignOutService {
    init() {}

    func signOut() async throws -> AccountSignOutResponse {
        AccountSignOutResponse()
    }
}

/// Performs the Account module's quit request.
/// Replace the body with the real call.
struct LiveAccountQuitService: AccountQuitService {
    init() {}

    func quit(mockCalls: Int) async throws {
        // Make the call here.
    }
}

// The Account presenter's logic.
// Written once by viper-gen from Specs/Account.viper.yml; this file is yours to edit.

import Foundation

extension AccountPresenterLogic {
    // Write the presenter's logic here, calling the traits and `view`.
    // The traits give you:
    //   func close()
    //   func close(completion: (() -> Void)?)
    //   func showAlert(title: String?, message: String?, actions: [AlertAction])
    //   func performRequest(userID: String) async throws -> AccountResponse
    //   func rename(userID: String, name: String) async throws -> Bool
    //   func signOut() async throws -> AccountSignOutResponse
    //   func quit(mockCalls: Int) async throws
    //   func open(_ route: AccountRoute)
}

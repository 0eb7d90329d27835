// The Login presenter's logic.
// Written once by viper-gen from Specs/Login.viper.yml; this file is yours to edit.

import Foundation

extension LoginPresenterLogic {
    // Write the presenter's logic here, calling the traits and `view`.
    // The traits give you:
    //   func close()
    //   func performRequest() async throws -> RequestServiceType.Response

    func didTapLogin() {
        // Change `state`, call the traits.
    }

    func emailChanged(_ text: String) {
        // Change `state`, call the traits.
    }

    func prefill(email: String) {
        // Configure the module: change `state`, call the traits.
    }
}

// The Profile presenter's logic.
// Written once by viper-gen from Specs/Profile.viper.yml; this file is yours to edit.

import Foundation
import Observation

extension ProfilePresenterLogic {
    // Write the presenter's logic here: drive `view`, ask `interactor` and `router`.

    func didLoadProfile(name: String) {
        // Show the result on `view`.
    }

    func didFail(_ error: any Error) {
        // Show the result on `view`.
    }

    func didFail(_ message: String) {
        // Show the result on `view`.
    }

    func shouldRetry() async -> Bool {
        // Answer from `state`.
        return false
    }

    func didAppear() async {
        // Change `state`, call the traits.
    }

    func didTapEdit() {
        // Change `state`, call the traits.
    }

    func numberOfSections() -> Int {
        // Answer from `state`, call the traits.
        return 0
    }

    func configure(userID: String) {
        // Configure the module: change `state`, call the traits.
    }
}

// The Profile presenter's logic.
// Written once by viper-gen from Specs/Profile.viper.yml; this file is yours to edit.

extension ProfilePresenterLogic {
    // Write the presenter's logic here: drive `view`, ask `interactor` and `router`.

    func didLoadProfile(name: String) {
        // Show the result on `view`.
    }

    func didFail(_ error: any Error) {
        // Show the result on `view`.
    }
}

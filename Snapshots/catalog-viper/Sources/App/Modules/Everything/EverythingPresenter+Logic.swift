// The Everything presenter's logic.
// Written once by viper-gen from Specs/Everything.viper.yml; this file is yours to edit.

extension EverythingPresenterLogic {
    // Write the presenter's logic here: drive `view`, ask `interactor` and `router`.
}

// The Hub presenter's logic.
// Written once by viper-gen from Specs/Hub.viper.yml; this file is yours to edit.

import Foundation

extension HubPresenterLogic {
    // Write the presenter's logic here: drive `view`, ask `interactor` and `router`.

    func didTapNext() {
        // Change `state`, call the traits.
    }
}

// The Post presenter's logic.
// Written once by viper-gen from Specs/Post.viper.yml; this file is yours to edit.

import Foundation

extension PostPresenterLogic {
    // Write the presenter's logic here: drive `view`, ask `interactor` and `router`.

    func show(_ post: String) {
        // Configure the module: change `state`, call the traits.
    }
}

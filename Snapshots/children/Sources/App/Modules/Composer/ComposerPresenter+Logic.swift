// The Composer presenter's logic.
// Written once by viper-gen from Specs/Composer.viper.yml; this file is yours to edit.

import Foundation

extension ComposerPresenterLogic {
    // Write the presenter's logic here, calling the traits and `view`.

    func textChanged(_ text: String) {
        // Change `state`, call the traits.
    }
}

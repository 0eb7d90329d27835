// The CardForm presenter's logic.
// Written once by viper-gen from Specs/CardForm.viper.yml; this file is yours to edit.

import Foundation

extension CardFormPresenterLogic {
    // Write the presenter's logic here, calling the traits and `view`.

    func prefill(number: String) {
        // Configure the module: change `state`, call the traits.
    }
}

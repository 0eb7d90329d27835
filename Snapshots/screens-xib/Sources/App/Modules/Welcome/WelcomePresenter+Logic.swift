// The Welcome presenter's logic.
// Written once by viper-gen from Specs/Welcome.viper.yml; this file is yours to edit.

import Foundation

extension WelcomePresenterLogic {
    // Write the presenter's logic here, calling the traits and `view`.
    // The traits give you:
    //   func close()
    //   func close(completion: (() -> Void)?)

    func didTapStart() {
        // Change `state`, call the traits.
    }
}

// The Compose presenter's logic.
// Written once by viper-gen from Specs/Compose.viper.yml; this file is yours to edit.

import Foundation

extension ComposePresenterLogic {
    // Write the presenter's logic here, calling the traits and `view`.
    // The traits give you:
    //   func close()
    //   func close(completion: (() -> Void)?)

    func didTapPost() {
        // Change `state`, call the traits.
    }
}

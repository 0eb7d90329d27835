// The Item presenter's logic.
// Written once by viper-gen from Specs/Item.viper.yml; this file is yours to edit.

import Foundation

extension ItemPresenterLogic {
    // Write the presenter's logic here, calling the traits and `view`.
    // The traits give you:
    //   func close()
    //   func close(completion: (() -> Void)?)

    func show(itemID: String) {
        // Configure the module: change `state`, call the traits.
    }
}

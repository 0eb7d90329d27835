// The Detail presenter's logic.
// Written once by viper-gen from Specs/Detail.viper.yml; this file is yours to edit.

import Foundation

extension DetailPresenterProtocol {
    // Write the presenter's logic here: drive `view`, ask `interactor` and `router`.

    func show(itemID: String) {
        // Configure the module: change `state`, call the traits.
    }
}

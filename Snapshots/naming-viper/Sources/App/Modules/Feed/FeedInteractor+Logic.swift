// The Feed interactor's logic.
// Written once by viper-gen from Specs/Feed.viper.yml; this file is yours to edit.

import Foundation

extension FeedInteractorProtocol {
    // Write the interactor's logic here, calling the traits and reporting to `output`.

    func loadItems() {
        // Do the work, then report to `output`.
    }
}

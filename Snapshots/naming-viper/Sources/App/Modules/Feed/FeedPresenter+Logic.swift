// The Feed presenter's logic.
// Written once by viper-gen from Specs/Feed.viper.yml; this file is yours to edit.

import Foundation

extension FeedPresenterProtocol {
    // Write the presenter's logic here: drive `view`, ask `interactor` and `router`.

    func didLoadItems(titles: [String]) {
        // Show the result on `view`.
    }

    func didSelect(itemID: String) {
        // Change `state`, call the traits.
    }

    /// Detail, which route `detail` opens, tells the screen this.
    func didFavorite(itemID: String) {
        // Change `state`, tell the other modules through their inputs.
    }
}

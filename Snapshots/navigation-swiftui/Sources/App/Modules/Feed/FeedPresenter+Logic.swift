// The Feed presenter's logic.
// Written once by viper-gen from Specs/Feed.viper.yml; this file is yours to edit.

import Foundation

extension FeedPresenterLogic {
    // Write the presenter's logic here, calling the traits and `view`.
    // The traits give you:
    //   func showAlert(title: String?, message: String?, actions: [AlertAction])
    //   func share(_ items: [Any])
    //   func share(_ items: [Any], from anchor: AnyObject?)
    //   func open(_ route: FeedRoute)

    func didSelect(_ post: String) {
        // Change `state`, call the traits.
    }

    func didTapCompose() {
        // Change `state`, call the traits.
    }

    func didTapSettings() {
        // Change `state`, call the traits.
    }

    /// Compose, which route `compose` opens, tells the screen this.
    func didPost(_ text: String) {
        // Change `state`, tell the other modules through their inputs.
    }
}

// The Post presenter's logic.
// Written once by viper-gen from Specs/Post.viper.yml; this file is yours to edit.

import Foundation

extension PostPresenterLogic {
    // Write the presenter's logic here, calling the traits and `view`.
    // The traits give you:
    //   func close()
    //   func close(completion: (() -> Void)?)

    func didTapShare() {
        // Change `state`, call the traits.
    }

    func show(postID: String) {
        // Configure the module: change `state`, call the traits.
    }

    /// Child `feed` (Feed) tells the screen this.
    func didSelectComment(_ commentID: String) {
        // Change `state`, tell the other modules through their inputs.
    }

    /// Child `composer` (Composer) tells the screen this.
    func didSend(_ text: String) {
        // Change `state`, tell the other modules through their inputs.
    }
}

// The Post router's logic.
// Written once by viper-gen from Specs/Post.viper.yml; this file is yours to edit.

import Foundation

extension PostRouterInput {
    // Write the router's own methods here: open routes with `open(_:)` or
    // `open(_:completion:)`, and call the traits.
    // The traits give you:
    //   func close()
    //   func close(completion: (() -> Void)?)

    func closePost(animated: Bool) {
        // Navigate: open a route, or call the traits.
    }
}

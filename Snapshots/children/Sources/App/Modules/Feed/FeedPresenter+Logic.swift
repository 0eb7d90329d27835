// The Feed presenter's logic.
// Written once by viper-gen from Specs/Feed.viper.yml; this file is yours to edit.

import Foundation

extension FeedPresenterLogic {
    // Write the presenter's logic here, calling the traits and `view`.
    // The traits give you:
    //   func performRequest() async throws -> RequestServiceType.Response
    //   func performLatestRequest() async throws -> RequestServiceType.Response

    func show(postID: String) {
        // Configure the module: change `state`, call the traits.
    }
}

// The Sync presenter's logic.
// Written once by viper-gen from Specs/Sync.viper.yml; this file is yours to edit.

import Foundation

extension SyncPresenterLogic {
    // Write the presenter's logic here, calling the traits and `view`.
    // The traits give you:
    //   func performRequest() async throws -> RequestServiceType.Response
    //   func performLatestRequest() async throws -> RequestServiceType.Response

    func didPullToRefresh() async {
        // Change `state`, call the traits.
    }
}

// The Search presenter's logic.
// Written once by viper-gen from Specs/Search.viper.yml; this file is yours to edit.

import Foundation

extension SearchPresenterLogic {
    // Write the presenter's logic here, calling the traits and `view`.
    // The traits give you:
    //   func close()
    //   func close(completion: (() -> Void)?)
    //   func performRequest() async throws -> RequestServiceType.Response
    //   func performLatestRequest() async throws -> RequestServiceType.Response
    //   func open(_ route: SearchRoute)

    func queryChanged(_ text: String) {
        // Change `state`, call the traits.
    }

    func didTapSearch() {
        // Change `state`, call the traits.
    }
}

// The Detail presenter's logic.
// Written once by viper-gen from Specs/Detail.viper.yml; this file is yours to edit.

import Foundation

extension DetailPresenterLogic {
    // Write the presenter's logic here, calling the traits and `view`.
    // The traits give you:
    //   func close()
    //   func close(completion: (() -> Void)?)
    //   func performRequest() async throws -> RequestServiceType.Response
    //   func performLatestRequest() async throws -> RequestServiceType.Response
    //   func open(_ route: DetailRoute)
}

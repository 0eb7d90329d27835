// The Checkout presenter's logic.
// Written once by viper-gen from Specs/Checkout.viper.yml; this file is yours to edit.

import Foundation

extension CheckoutPresenterLogic {
    // Write the presenter's logic here, calling the traits and `view`.
    // The traits give you:
    //   func close()
    //   func playSuccess()
    //   func playPattern(named name: String, intensity: Double)
    //   func playThen(_ pattern: String, completion: @escaping @Sendable (Bool) -> Void)
    //   func isEnabled(_ flag: String) -> Bool
    //   func performRequest() async throws -> RequestServiceType.Response
    //   func performLatestRequest() async throws -> RequestServiceType.Response
    //   func open(_ route: CheckoutRoute)
}

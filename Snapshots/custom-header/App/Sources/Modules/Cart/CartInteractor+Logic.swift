// The Cart interactor's logic.
// Written once by viper-gen from App/Specs/Cart.viper.yml; this file is yours to edit.

import Foundation

extension CartInteractorLogic {
  // Write the interactor's logic here, calling the traits and reporting to `output`.
  // The traits give you:
  //   func trackEvent(_ name: String, parameters: [String: String])
  //   func sendEvent(_ event: AnalyticsEvent)
}

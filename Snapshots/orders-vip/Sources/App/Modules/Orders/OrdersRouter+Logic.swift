// The Orders router's logic.
// Written once by viper-gen from Specs/Orders.viper.yml; this file is yours to edit.

import Foundation

extension OrdersRoutingLogic {
    // Write the router's own methods here: open routes with `open(_:)` or
    // `open(_:completion:)`, and call the traits.
    // The traits give you:
    //   func close()
    //   func close(completion: (() -> Void)?)
    //   func open(_ route: OrdersRoute)

    func leaveOrders(animated: Bool) {
        // Navigate: open a route, or call the traits.
    }
}

// The Orders interactor's logic.
// Written once by viper-gen from Specs/Orders.viper.yml; this file is yours to edit.

import Foundation

extension OrdersInteractorLogic {
    // Write the interactor's logic here: do each request's work with the traits,
    // then hand the result to `presenter` as a response.

    func doLoadOrders(request: OrdersModels.LoadOrders.Request) {
        // Do the work, then present what it found.
        let response = OrdersModels.LoadOrders.Response(count: 0)
        presenter.presentLoadOrders(response: response)
    }
}

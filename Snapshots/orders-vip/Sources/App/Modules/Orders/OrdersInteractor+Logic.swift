// The Orders interactor's logic.
// Written once by viper-gen from Specs/Orders.viper.yml; this file is yours to edit.

import Foundation

extension OrdersInteractorLogic {
    // Write the interactor's logic here: do each request's work with the traits,
    // then hand the result to `presenter` as a response.
    // The traits give you:
    //   func performRequest() async throws -> RequestServiceType.Response
    //   func performLatestRequest() async throws -> RequestServiceType.Response

    func doFetchOrders(request: OrdersModels.FetchOrders.Request) async {
        // Do the work, then present what it found.
        let response = OrdersModels.FetchOrders.Response(
            orders: [],
            hasMore: false
        )
        presenter.presentFetchOrders(response: response)
    }

    func doSelectOrder(request: OrdersModels.SelectOrder.Request) {
        // Do the work, then present what it found.
        let response = OrdersModels.SelectOrder.Response()
        presenter.presentSelectOrder(response: response)
    }

    func doDeleteOrder(request: OrdersModels.DeleteOrder.Request) {
        // Do the work, then present what it found:
        // presenter.presentDeleteOrder(response: OrdersModels.DeleteOrder.Response(...))
    }
}

// The Orders presenter's logic.
// Written once by viper-gen from Specs/Orders.viper.yml; this file is yours to edit.

import Foundation

extension OrdersPresenterLogic {
    // Write the presenter's logic here: turn each response into what the view
    // shows, and hand it to `viewController` as a view model.

    func presentFetchOrders(response: OrdersModels.FetchOrders.Response) {
        // Format the response for the screen.
        let viewModel = OrdersModels.FetchOrders.ViewModel(rows: [])
        viewController?.displayFetchOrders(viewModel: viewModel)
    }

    func presentSelectOrder(response: OrdersModels.SelectOrder.Response) {
        // Format the response for the screen.
        let viewModel = OrdersModels.SelectOrder.ViewModel()
        viewController?.displaySelectOrder(viewModel: viewModel)
    }

    func presentDeleteOrder(response: OrdersModels.DeleteOrder.Response) {
        // Format the response for the screen.
        let viewModel = OrdersModels.DeleteOrder.ViewModel()
        viewController?.displayDeleteOrder(viewModel: viewModel)
    }
}

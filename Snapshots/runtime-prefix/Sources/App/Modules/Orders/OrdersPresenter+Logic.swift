// The Orders presenter's logic.
// Written once by viper-gen from Specs/Orders.viper.yml; this file is yours to edit.

import Foundation

extension OrdersPresenterLogic {
    // Write the presenter's logic here: turn each response into what the view
    // shows, and hand it to `viewController` as a view model.

    func presentLoadOrders(response: OrdersModels.LoadOrders.Response) {
        // Format the response for the screen.
        let viewModel = OrdersModels.LoadOrders.ViewModel(summary: "")
        viewController?.displayLoadOrders(viewModel: viewModel)
    }
}

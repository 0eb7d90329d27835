// The OrderDetail presenter's logic.
// Written once by viper-gen from Specs/OrderDetail.viper.yml; this file is yours to edit.

import Foundation

extension OrderDetailPresenterLogic {
    // Write the presenter's logic here: turn each response into what the view
    // shows, and hand it to `viewController` as a view model.

    func presentLoad(response: OrderDetailModels.Load.Response) {
        // Format the response for the screen.
        let viewModel = OrderDetailModels.Load.ViewModel()
        viewController?.displayLoad(viewModel: viewModel)
    }
}

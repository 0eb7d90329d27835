// The Basket presenter's logic.
// Written once by viper-gen from Specs/Basket.viper.yml; this file is yours to edit.

import Foundation

extension BasketPresenterLogic {
    // Write the presenter's logic here: turn each response into what the view
    // shows, and hand it to `viewController` as a view model.

    func presentLoad(response: BasketModels.Load.Response) {
        // Format the response for the screen.
        let viewModel = BasketModels.Load.ViewModel()
        viewController?.displayLoad(viewModel: viewModel)
    }
}

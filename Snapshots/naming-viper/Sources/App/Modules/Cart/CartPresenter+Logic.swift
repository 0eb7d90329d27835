// The Cart presenter's logic.
// Written once by viper-gen from Specs/Cart.viper.yml; this file is yours to edit.

import Foundation

extension CartPresenterProtocol {
    // Write the presenter's logic here: turn each response into what the view
    // shows, and hand it to `viewController` as a view model.

    func presentLoadCart(response: CartScene.LoadCart.Response) {
        // Format the response for the screen.
        let viewModel = CartScene.LoadCart.ViewModel(summary: "")
        viewController?.displayLoadCart(viewModel: viewModel)
    }
}

// The Cart interactor's logic.
// Written once by viper-gen from Specs/Cart.viper.yml; this file is yours to edit.

import Foundation

extension CartInteractorProtocol {
    // Write the interactor's logic here: do each request's work with the traits,
    // then hand the result to `presenter` as a response.

    func doLoadCart(request: CartScene.LoadCart.Request) {
        // Do the work, then present what it found.
        let response = CartScene.LoadCart.Response(count: 0)
        presenter.presentLoadCart(response: response)
    }
}

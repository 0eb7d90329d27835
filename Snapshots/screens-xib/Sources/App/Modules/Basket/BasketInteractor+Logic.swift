// The Basket interactor's logic.
// Written once by viper-gen from Specs/Basket.viper.yml; this file is yours to edit.

import Foundation

extension BasketInteractorLogic {
    // Write the interactor's logic here: do each request's work with the traits,
    // then hand the result to `presenter` as a response.

    func doLoad(request: BasketModels.Load.Request) {
        // Do the work, then present what it found.
        let response = BasketModels.Load.Response()
        presenter.presentLoad(response: response)
    }
}

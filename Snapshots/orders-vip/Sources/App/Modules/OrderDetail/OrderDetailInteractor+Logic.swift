// The OrderDetail interactor's logic.
// Written once by viper-gen from Specs/OrderDetail.viper.yml; this file is yours to edit.

import Foundation

extension OrderDetailInteractorLogic {
    // Write the interactor's logic here: do each request's work with the traits,
    // then hand the result to `presenter` as a response.

    func doLoad(request: OrderDetailModels.Load.Request) {
        // Do the work, then present what it found.
        let response = OrderDetailModels.Load.Response()
        presenter.presentLoad(response: response)
    }
}

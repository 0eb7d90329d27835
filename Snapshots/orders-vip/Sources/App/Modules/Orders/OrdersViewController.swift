// The Orders screen.
// Written once by viper-gen from Specs/Orders.viper.yml; this file is yours to edit.

import Foundation

#if canImport(UIKit)
    import UIKit

    /// The Orders screen (VIP): sends the user's requests to its interactor and
    /// displays the view models its presenter prepares. `OrdersAssembly.makeModule`
    /// builds it.
    final class OrdersViewController: UIViewController, OrdersDisplayLogic {
        /// The interactor. The screen keeps it, and through it the presenter.
        var interactor: (any OrdersBusinessLogic)?
        /// The router. The screen keeps it.
        var router: (any OrdersRoutingLogic)?

        func displayFetchOrders(viewModel: OrdersModels.FetchOrders.ViewModel) {
            // Show it.
        }

        func displaySelectOrder(viewModel: OrdersModels.SelectOrder.ViewModel) {
            // Show it.
        }

        func displayDeleteOrder(viewModel: OrdersModels.DeleteOrder.ViewModel) {
            // Show it.
        }
    }
#endif

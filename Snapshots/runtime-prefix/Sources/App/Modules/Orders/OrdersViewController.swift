// The Orders screen.
// Written once by viper-gen from Specs/Orders.viper.yml; this file is yours to edit.

import Foundation

#if canImport(UIKit)
    import UIKit

    /// The Orders screen (VIP): sends the user's requests to its interactor and
    /// displays the view models its presenter prepares. `OrdersAssembly.makeModule`
    /// builds it.
    /// It takes values in its `init` (`dependencies: view:`), so it has no preview:
    /// add one that builds it with sample values.
    final class OrdersViewController: UIViewController, OrdersDisplayLogic {
        /// The interactor. The screen keeps it, and through it the presenter.
        var interactor: (any OrdersBusinessLogic)?
        /// The router. The screen keeps it.
        var router: (any OrdersRoutingLogic)?
        let headline: String
        let onRefresh: () -> Void

        /// `OrdersAssembly.makeModule` gives the screen what the spec's
        /// `dependencies: view:` lists.
        init(
            headline: String,
            onRefresh: @escaping () -> Void
        ) {
            self.headline = headline
            self.onRefresh = onRefresh
            super.init(nibName: nil, bundle: nil)
        }

        /// The screen is built in code, by `makeModule`, not from a storyboard.
        required init?(coder: NSCoder) {
            return nil
        }

        func displayLoadOrders(viewModel: OrdersModels.LoadOrders.ViewModel) {
            // Show it.
        }
    }
#endif

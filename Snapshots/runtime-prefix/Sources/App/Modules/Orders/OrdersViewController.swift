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

        func displayLoadOrders(viewModel: OrdersModels.LoadOrders.ViewModel) {
            // Show it.
        }
    }

    #if canImport(SwiftUI)
        import SwiftUI

        /// The screen in Xcode's previews, without a presenter or services
        /// (`#Preview` needs iOS 17: see `platform` in viper-gen.yml).
        struct OrdersViewControllerPreviews: PreviewProvider {
            static var previews: some View {
                OrdersPreviewScreen()
            }

            /// Shows the view controller in the preview.
            struct OrdersPreviewScreen: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController {
                    OrdersViewController()
                }

                func updateUIViewController(_ viewController: UIViewController, context: Context) {}
            }
        }
    #endif
#endif

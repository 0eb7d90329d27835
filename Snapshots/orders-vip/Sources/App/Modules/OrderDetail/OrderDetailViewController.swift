// The OrderDetail screen.
// Written once by viper-gen from Specs/OrderDetail.viper.yml; this file is yours to edit.

import Foundation

#if canImport(UIKit)
    import UIKit

    /// The OrderDetail screen (VIP): sends the user's requests to its interactor and
    /// displays the view models its presenter prepares. `OrderDetailAssembly.makeModule`
    /// builds it.
    final class OrderDetailViewController: UIViewController, OrderDetailDisplayLogic {
        /// The interactor. The screen keeps it, and through it the presenter.
        var interactor: (any OrderDetailBusinessLogic)?

        func displayLoad(viewModel: OrderDetailModels.Load.ViewModel) {
            // Show it.
        }
    }

    #if canImport(SwiftUI)
        import SwiftUI

        /// The screen in Xcode's previews, without a presenter or services
        /// (`#Preview` needs iOS 17: see `platform` in viper-gen.yml).
        struct OrderDetailViewControllerPreviews: PreviewProvider {
            static var previews: some View {
                OrderDetailPreviewScreen()
            }

            /// Shows the view controller in the preview.
            struct OrderDetailPreviewScreen: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController {
                    OrderDetailViewController()
                }

                func updateUIViewController(_ viewController: UIViewController, context: Context) {}
            }
        }
    #endif
#endif

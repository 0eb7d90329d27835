// The Cart screen.
// Written once by viper-gen from Specs/Cart.viper.yml; this file is yours to edit.

import Foundation

#if canImport(UIKit)
    import UIKit

    /// The Cart screen (VIP): sends the user's requests to its interactor and
    /// displays the view models its presenter prepares. `CartModuleConfigurator.makeModule`
    /// builds it.
    final class CartViewController: UIViewController, CartDisplayLogicInput {
        /// The interactor. The screen keeps it, and through it the presenter.
        var interactor: (any ICartBusinessLogic)?
        /// The router. The screen keeps it.
        var router: (any CartRoutingLogicProtocol)?

        func displayLoadCart(viewModel: CartScene.LoadCart.ViewModel) {
            // Show it.
        }
    }

    #if canImport(SwiftUI)
        import SwiftUI

        /// The screen in Xcode's previews, without a presenter or services
        /// (`#Preview` needs iOS 17: see `platform` in viper-gen.yml).
        struct CartViewControllerPreviews: PreviewProvider {
            static var previews: some View {
                CartPreviewScreen()
            }

            /// Shows the view controller in the preview.
            struct CartPreviewScreen: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController {
                    CartViewController()
                }

                func updateUIViewController(_ viewController: UIViewController, context: Context) {}
            }
        }
    #endif
#endif

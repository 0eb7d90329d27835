// The Basket screen.
// Written once by viper-gen from Specs/Basket.viper.yml; this file is yours to edit.

import Foundation

#if canImport(UIKit)
    import UIKit

    /// The Basket screen (VIP): sends the user's requests to its interactor and
    /// displays the view models its presenter prepares. `BasketAssembly.makeModule`
    /// builds it.
    /// Its views come from `BasketViewController.xib`: connect outlets there.
    final class BasketViewController: UIViewController, BasketDisplayLogic {
        /// The interactor. The screen keeps it, and through it the presenter.
        var interactor: (any BasketBusinessLogic)?

        func displayLoad(viewModel: BasketModels.Load.ViewModel) {
            // Show it.
        }
    }

    #if canImport(SwiftUI)
        import SwiftUI

        /// The screen in Xcode's previews, without a presenter or services
        /// (`#Preview` needs iOS 17: see `platform` in viper-gen.yml).
        struct BasketViewControllerPreviews: PreviewProvider {
            static var previews: some View {
                BasketPreviewScreen()
            }

            /// Shows the view controller in the preview.
            struct BasketPreviewScreen: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController {
                    let viewController = BasketViewController(
                        nibName: "BasketViewController",
                        bundle: Bundle(for: BasketViewController.self))
                    return viewController
                }

                func updateUIViewController(_ viewController: UIViewController, context: Context) {}
            }
        }
    #endif
#endif

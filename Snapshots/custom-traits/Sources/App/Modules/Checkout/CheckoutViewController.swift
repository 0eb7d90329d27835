// The Checkout screen.
// Written once by viper-gen from Specs/Checkout.viper.yml; this file is yours to edit.

import Foundation

#if canImport(UIKit)
    import UIKit

    /// The Checkout screen: shows what its presenter renders and tells it the
    /// user's events. `CheckoutAssembly.makeModule` builds it.
    final class CheckoutViewController: UIViewController, CheckoutView {
        /// The presenter. The screen keeps it: it lives as long as the screen.
        var output: (any CheckoutViewOutput)?
    }

    #if canImport(SwiftUI)
        import SwiftUI

        /// The screen in Xcode's previews, without a presenter or services
        /// (`#Preview` needs iOS 17: see `platform` in viper-gen.yml).
        struct CheckoutViewControllerPreviews: PreviewProvider {
            static var previews: some View {
                CheckoutPreviewScreen()
            }

            /// Shows the view controller in the preview.
            struct CheckoutPreviewScreen: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController {
                    CheckoutViewController()
                }

                func updateUIViewController(_ viewController: UIViewController, context: Context) {}
            }
        }
    #endif
#endif

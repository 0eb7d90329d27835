// The Wallet screen.
// Written once by viper-gen from Specs/Wallet.viper.yml; this file is yours to edit.

import Foundation

#if canImport(UIKit)
    import UIKit

    /// The Wallet screen: shows what its presenter renders and tells it the
    /// user's events. `WalletAssembly.makeModule` builds it.
    public final class WalletViewController: UIViewController, WalletView {
        /// The presenter. The screen keeps it: it lives as long as the screen.
        var output: (any WalletViewOutput)?
    }

    #if canImport(SwiftUI)
        import SwiftUI

        /// The screen in Xcode's previews, without a presenter or services
        /// (`#Preview` needs iOS 17: see `platform` in viper-gen.yml).
        struct WalletViewControllerPreviews: PreviewProvider {
            static var previews: some View {
                WalletPreviewScreen()
            }

            /// Shows the view controller in the preview.
            struct WalletPreviewScreen: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController {
                    WalletViewController()
                }

                func updateUIViewController(_ viewController: UIViewController, context: Context) {}
            }
        }
    #endif
#endif

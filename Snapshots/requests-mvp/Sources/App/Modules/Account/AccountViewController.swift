// The Account screen.
// Written once by viper-gen from Specs/Account.viper.yml; this file is yours to edit.

import Foundation

#if canImport(UIKit)
    import UIKit

    /// The Account screen: shows what its presenter renders and tells it the
    /// user's events. `AccountAssembly.makeModule` builds it.
    final class AccountViewController: UIViewController, AccountView {
        /// The presenter. The screen keeps it: it lives as long as the screen.
        var output: (any AccountViewOutput)?

        func showError(message: String) {
            // Show it.
        }
    }

    #if canImport(SwiftUI)
        import SwiftUI

        /// The screen in Xcode's previews, without a presenter or services
        /// (`#Preview` needs iOS 17: see `platform` in viper-gen.yml).
        struct AccountViewControllerPreviews: PreviewProvider {
            static var previews: some View {
                AccountPreviewScreen()
            }

            /// Shows the view controller in the preview.
            struct AccountPreviewScreen: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController {
                    AccountViewController()
                }

                func updateUIViewController(_ viewController: UIViewController, context: Context) {}
            }
        }
    #endif
#endif

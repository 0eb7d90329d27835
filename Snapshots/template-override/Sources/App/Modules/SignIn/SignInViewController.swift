// The SignIn screen.
// Written once by viper-gen from Specs/Auth/SignIn.viper.yml; this file is yours to edit.

import Foundation

#if canImport(UIKit)
    import UIKit

    /// The SignIn screen: shows what its presenter renders and tells it the
    /// user's events. `SignInAssembly.makeModule` builds it.
    final class SignInViewController: UIViewController, SignInView {
        /// The presenter. The screen keeps it: it lives as long as the screen.
        var output: (any SignInViewOutput)?
    }

    #if canImport(SwiftUI)
        import SwiftUI

        /// The screen in Xcode's previews, without a presenter or services
        /// (`#Preview` needs iOS 17: see `platform` in viper-gen.yml).
        struct SignInViewControllerPreviews: PreviewProvider {
            static var previews: some View {
                SignInPreviewScreen()
            }

            /// Shows the view controller in the preview.
            struct SignInPreviewScreen: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController {
                    SignInViewController()
                }

                func updateUIViewController(_ viewController: UIViewController, context: Context) {}
            }
        }
    #endif
#endif

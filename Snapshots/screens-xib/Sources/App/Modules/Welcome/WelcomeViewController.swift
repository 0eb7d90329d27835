// The Welcome screen.
// Written once by viper-gen from Specs/Welcome.viper.yml; this file is yours to edit.

import Foundation

#if canImport(UIKit)
    import UIKit

    /// The Welcome screen: shows what its presenter renders and tells it the
    /// user's events. `WelcomeAssembly.makeModule` builds it.
    /// Its views come from `WelcomeViewController.xib`: connect outlets there.
    final class WelcomeViewController: UIViewController, WelcomeView {
        /// The presenter. The screen keeps it: it lives as long as the screen.
        var output: (any WelcomeViewOutput)?

        override func viewDidLoad() {
            super.viewDidLoad()
            // Build the views before this line: the presenter renders the state on it.
            output?.viewIsReady()
        }

        func render(_ state: WelcomeState) {
            // Show `state` in the views.
        }
    }

    #if canImport(SwiftUI)
        import SwiftUI

        /// The screen with its sample state in Xcode's previews, without a presenter
        /// or services (`#Preview` needs iOS 17: see `platform` in viper-gen.yml).
        struct WelcomeViewControllerPreviews: PreviewProvider {
            static var previews: some View {
                WelcomePreviewScreen()
            }

            /// Shows the view controller in the preview.
            struct WelcomePreviewScreen: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController {
                    let viewController = WelcomeViewController(
                        nibName: "WelcomeViewController",
                        bundle: Bundle(for: WelcomeViewController.self))
                    viewController.loadViewIfNeeded()
                    viewController.render(.preview)
                    return viewController
                }

                func updateUIViewController(_ viewController: UIViewController, context: Context) {}
            }
        }
    #endif
#endif

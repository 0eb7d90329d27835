// The Login screen.
// Written once by viper-gen from Specs/Login.viper.yml; this file is yours to edit.

import Foundation

#if canImport(UIKit)
    import UIKit

    /// The Login screen: shows what its presenter renders and tells it the
    /// user's events. `LoginAssembly.makeModule` builds it.
    final class LoginViewController: UIViewController, LoginView {
        /// The presenter. The screen keeps it: it lives as long as the screen.
        var output: (any LoginViewOutput)?

        override func viewDidLoad() {
            super.viewDidLoad()
            // Build the views before this line: the presenter renders the state on it.
            output?.viewIsReady()
            output?.viewDidLoad()
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            output?.viewWillAppear()
        }

        func render(_ state: LoginState) {
            // Show `state` in the views.
        }
    }

    #if canImport(SwiftUI)
        import SwiftUI

        /// The screen with its sample state in Xcode's previews, without a presenter
        /// or services (`#Preview` needs iOS 17: see `platform` in viper-gen.yml).
        struct LoginViewControllerPreviews: PreviewProvider {
            static var previews: some View {
                LoginPreviewScreen()
            }

            /// Shows the view controller in the preview.
            struct LoginPreviewScreen: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController {
                    let viewController = LoginViewController()
                    viewController.loadViewIfNeeded()
                    viewController.render(.preview)
                    return viewController
                }

                func updateUIViewController(_ viewController: UIViewController, context: Context) {}
            }
        }
    #endif
#endif

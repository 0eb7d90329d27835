// The Profile screen.
// Written once by viper-gen from Specs/Profile.viper.yml; this file is yours to edit.

import Foundation
import Observation

#if canImport(UIKit)
    import UIKit

    /// The Profile screen: shows what its presenter renders and tells it the
    /// user's events. `ProfileAssembly.makeModule` builds it.
    final class ProfileViewController: UIViewController, ProfileView {
        /// The presenter. The screen keeps it: it lives as long as the screen.
        var output: (any ProfileViewOutput)?

        override func viewDidLoad() {
            super.viewDidLoad()
            // Build the views before this line: the presenter renders the state on it.
            output?.viewIsReady()
        }

        func render(_ state: ProfileState) {
            // Show `state` in the views.
        }

        func showProfile(name: String, avatar: URL?) {
            // Show it.
        }

        func showError(_ message: String) {
            // Show it.
        }

        func visibleRows() -> [Int] {
            // Answer from what the screen shows.
            return []
        }
    }

    #if canImport(SwiftUI)
        import SwiftUI

        /// The screen with its sample state in Xcode's previews, without a presenter
        /// or services (`#Preview` needs iOS 17: see `platform` in viper-gen.yml).
        struct ProfileViewControllerPreviews: PreviewProvider {
            static var previews: some View {
                ProfilePreviewScreen()
            }

            /// Shows the view controller in the preview.
            struct ProfilePreviewScreen: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController {
                    let viewController = ProfileViewController()
                    viewController.loadViewIfNeeded()
                    viewController.render(.preview)
                    return viewController
                }

                func updateUIViewController(_ viewController: UIViewController, context: Context) {}
            }
        }
    #endif
#endif

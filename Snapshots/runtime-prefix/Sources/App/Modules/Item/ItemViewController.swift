// The Item screen.
// Written once by viper-gen from Specs/Item.viper.yml; this file is yours to edit.

import Foundation

#if canImport(UIKit)
    import UIKit

    /// The Item screen: shows what its presenter renders and tells it the
    /// user's events. `ItemAssembly.makeModule` builds it.
    final class ItemViewController: UIViewController, ItemView {
        /// The presenter. The screen keeps it: it lives as long as the screen.
        var output: (any ItemViewOutput)?

        override func viewDidLoad() {
            super.viewDidLoad()
            // Build the views before this line: the presenter renders the state on it.
            output?.viewIsReady()
        }

        func render(_ state: ItemState) {
            // Show `state` in the views.
        }
    }

    #if canImport(SwiftUI)
        import SwiftUI

        /// The screen with its sample state in Xcode's previews, without a presenter
        /// or services (`#Preview` needs iOS 17: see `platform` in viper-gen.yml).
        struct ItemViewControllerPreviews: PreviewProvider {
            static var previews: some View {
                ItemPreviewScreen()
            }

            /// Shows the view controller in the preview.
            struct ItemPreviewScreen: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController {
                    let viewController = ItemViewController()
                    viewController.loadViewIfNeeded()
                    viewController.render(.preview)
                    return viewController
                }

                func updateUIViewController(_ viewController: UIViewController, context: Context) {}
            }
        }
    #endif
#endif

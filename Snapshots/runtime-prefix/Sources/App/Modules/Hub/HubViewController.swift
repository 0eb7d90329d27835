// The Hub screen.
// Written once by viper-gen from Specs/Hub.viper.yml; this file is yours to edit.

import Foundation

#if canImport(UIKit)
    import UIKit

    /// The Hub screen: shows what its presenter renders and tells it the
    /// user's events. `HubAssembly.makeModule` builds it.
    final class HubViewController: UIViewController, HubView {
        /// The presenter. The screen keeps it: it lives as long as the screen.
        var output: (any HubViewOutput)?
    }

    #if canImport(SwiftUI)
        import SwiftUI

        /// The screen in Xcode's previews, without a presenter or services
        /// (`#Preview` needs iOS 17: see `platform` in viper-gen.yml).
        struct HubViewControllerPreviews: PreviewProvider {
            static var previews: some View {
                HubPreviewScreen()
            }

            /// Shows the view controller in the preview.
            struct HubPreviewScreen: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController {
                    HubViewController()
                }

                func updateUIViewController(_ viewController: UIViewController, context: Context) {}
            }
        }
    #endif
#endif

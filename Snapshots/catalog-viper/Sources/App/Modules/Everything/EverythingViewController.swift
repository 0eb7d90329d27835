// The Everything screen.
// Written once by viper-gen from Specs/Everything.viper.yml; this file is yours to edit.

import Foundation

#if canImport(UIKit)
    import UIKit

    /// The Everything screen: shows what its presenter renders and tells it the
    /// user's events. `EverythingAssembly.makeModule` builds it.
    final class EverythingViewController: UIViewController, EverythingView {
        /// The presenter. The screen keeps it: it lives as long as the screen.
        var output: (any EverythingViewOutput)?
    }

    #if canImport(SwiftUI)
        import SwiftUI

        /// The screen in Xcode's previews, without a presenter or services
        /// (`#Preview` needs iOS 17: see `platform` in viper-gen.yml).
        struct EverythingViewControllerPreviews: PreviewProvider {
            static var previews: some View {
                EverythingPreviewScreen()
            }

            /// Shows the view controller in the preview.
            struct EverythingPreviewScreen: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController {
                    EverythingViewController()
                }

                func updateUIViewController(_ viewController: UIViewController, context: Context) {}
            }
        }
    #endif
#endif

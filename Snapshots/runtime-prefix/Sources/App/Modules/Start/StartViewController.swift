// The Start screen.
// Written once by viper-gen from Specs/Start.viper.yml; this file is yours to edit.

import Foundation

#if canImport(UIKit)
    import UIKit

    /// The Start screen: shows what its presenter renders and tells it the
    /// user's events. `StartAssembly.makeModule` builds it.
    final class StartViewController: UIViewController, StartView {
        /// The presenter. The screen keeps it: it lives as long as the screen.
        var output: (any StartViewOutput)?
    }

    #if canImport(SwiftUI)
        import SwiftUI

        /// The screen in Xcode's previews, without a presenter or services
        /// (`#Preview` needs iOS 17: see `platform` in viper-gen.yml).
        struct StartViewControllerPreviews: PreviewProvider {
            static var previews: some View {
                StartPreviewScreen()
            }

            /// Shows the view controller in the preview.
            struct StartPreviewScreen: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController {
                    StartViewController()
                }

                func updateUIViewController(_ viewController: UIViewController, context: Context) {}
            }
        }
    #endif
#endif

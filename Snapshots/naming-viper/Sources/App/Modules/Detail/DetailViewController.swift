// The Detail screen.
// Written once by viper-gen from Specs/Detail.viper.yml; this file is yours to edit.

import Foundation

#if canImport(UIKit)
    import UIKit

    /// The Detail screen: shows what its presenter renders and tells it the
    /// user's events. `DetailBuilder.makeModule` builds it.
    final class DetailViewController: UIViewController, DetailViewInput {
        /// The presenter. The screen keeps it: it lives as long as the screen.
        var output: (any DetailViewOutput)?

        func showTitle(_ title: String) {
            // Show it.
        }
    }

    #if canImport(SwiftUI)
        import SwiftUI

        /// The screen in Xcode's previews, without a presenter or services
        /// (`#Preview` needs iOS 17: see `platform` in viper-gen.yml).
        struct DetailViewControllerPreviews: PreviewProvider {
            static var previews: some View {
                DetailPreviewScreen()
            }

            /// Shows the view controller in the preview.
            struct DetailPreviewScreen: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController {
                    DetailViewController()
                }

                func updateUIViewController(_ viewController: UIViewController, context: Context) {}
            }
        }
    #endif
#endif

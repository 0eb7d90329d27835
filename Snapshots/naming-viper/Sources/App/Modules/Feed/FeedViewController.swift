// The Feed screen.
// Written once by viper-gen from Specs/Feed.viper.yml; this file is yours to edit.

import Foundation

#if canImport(UIKit)
    import UIKit

    /// The Feed screen: shows what its presenter renders and tells it the
    /// user's events. `FeedModuleConfigurator.makeModule` builds it.
    final class FeedViewController: UIViewController, FeedViewInput {
        /// The presenter. The screen keeps it: it lives as long as the screen.
        var output: (any FeedViewOutput)?

        func showItems(titles: [String]) {
            // Show it.
        }
    }

    #if canImport(SwiftUI)
        import SwiftUI

        /// The screen in Xcode's previews, without a presenter or services
        /// (`#Preview` needs iOS 17: see `platform` in viper-gen.yml).
        struct FeedViewControllerPreviews: PreviewProvider {
            static var previews: some View {
                FeedPreviewScreen()
            }

            /// Shows the view controller in the preview.
            struct FeedPreviewScreen: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController {
                    FeedViewController()
                }

                func updateUIViewController(_ viewController: UIViewController, context: Context) {}
            }
        }
    #endif
#endif

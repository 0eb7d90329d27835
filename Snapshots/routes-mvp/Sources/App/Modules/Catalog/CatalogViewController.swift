// The Catalog screen.
// Written once by viper-gen from Specs/Catalog.viper.yml; this file is yours to edit.

import Foundation

#if canImport(UIKit)
    import UIKit

    /// The Catalog screen: shows what its presenter renders and tells it the
    /// user's events. `CatalogAssembly.makeModule` builds it.
    final class CatalogViewController: UIViewController, CatalogView {
        /// The presenter. The screen keeps it: it lives as long as the screen.
        var output: (any CatalogViewOutput)?
    }

    #if canImport(SwiftUI)
        import SwiftUI

        /// The screen in Xcode's previews, without a presenter or services
        /// (`#Preview` needs iOS 17: see `platform` in viper-gen.yml).
        struct CatalogViewControllerPreviews: PreviewProvider {
            static var previews: some View {
                CatalogPreviewScreen()
            }

            /// Shows the view controller in the preview.
            struct CatalogPreviewScreen: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController {
                    CatalogViewController()
                }

                func updateUIViewController(_ viewController: UIViewController, context: Context) {}
            }
        }
    #endif
#endif

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
#endif

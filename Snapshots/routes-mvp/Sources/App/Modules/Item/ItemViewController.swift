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
    }
#endif

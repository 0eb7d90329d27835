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
#endif

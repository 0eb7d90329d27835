// The Home screen.
// Written once by viper-gen from Specs/Home.viper.yml; this file is yours to edit.

import Foundation

#if canImport(UIKit)
    import UIKit

    /// The Home screen: shows what its presenter renders and tells it the
    /// user's events. `HomeAssembly.makeModule` builds it.
    final class HomeViewController: UIViewController, HomeView {
        /// The presenter. The screen keeps it: it lives as long as the screen.
        var output: (any HomeViewOutput)?
    }

    #Preview {
        HomeViewController()
    }
#endif

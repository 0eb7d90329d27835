// The Feed screen.
// Written once by viper-gen from Specs/Feed.viper.yml; this file is yours to edit.

import Foundation

#if canImport(UIKit)
    import UIKit

    /// The Feed screen: shows what its presenter renders and tells it the
    /// user's events. `FeedAssembly.makeModule` builds it.
    final class FeedViewController: UIViewController, FeedView {
        /// The presenter. The screen keeps it: it lives as long as the screen.
        var output: (any FeedViewOutput)?
    }

    #Preview {
        FeedViewController()
    }
#endif

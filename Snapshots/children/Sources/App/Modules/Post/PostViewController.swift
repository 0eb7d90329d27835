// The Post screen.
// Written once by viper-gen from Specs/Post.viper.yml; this file is yours to edit.

import Foundation

#if canImport(UIKit)
    import UIKit

    /// The Post screen: shows what its presenter renders and tells it the
    /// user's events. `PostAssembly.makeModule` builds it.
    final class PostViewController: UIViewController, PostView {
        /// The presenter. The screen keeps it: it lives as long as the screen.
        var output: (any PostViewOutput)?

        override func viewDidLoad() {
            super.viewDidLoad()
            // The child modules' screens: each fills the view until you give it a container.
            if let feedScreen { showChildScreen(feedScreen, in: view) }
            if let composerScreen { showChildScreen(composerScreen, in: view) }
        }
    }

    #Preview {
        PostViewController()
    }
#endif

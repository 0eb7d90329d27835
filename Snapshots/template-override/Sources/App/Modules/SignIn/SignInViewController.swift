// The SignIn screen.
// Written once by viper-gen from Specs/Auth/SignIn.viper.yml; this file is yours to edit.

import Foundation

#if canImport(UIKit)
    import UIKit

    /// The SignIn screen: shows what its presenter renders and tells it the
    /// user's events. `SignInAssembly.makeModule` builds it.
    final class SignInViewController: UIViewController, SignInView {
        /// The presenter. The screen keeps it: it lives as long as the screen.
        var output: (any SignInViewOutput)?
    }
#endif

// The Checkout screen.
// Written once by viper-gen from Specs/Checkout.viper.yml; this file is yours to edit.

import Foundation

#if canImport(UIKit)
    import UIKit

    /// The Checkout screen: shows what its presenter renders and tells it the
    /// user's events. `CheckoutAssembly.makeModule` builds it.
    final class CheckoutViewController: UIViewController, CheckoutView {
        /// The presenter. The screen keeps it: it lives as long as the screen.
        var output: (any CheckoutViewOutput)?
    }
#endif

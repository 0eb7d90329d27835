// The Wallet screen.
// Written once by viper-gen from Specs/Wallet.viper.yml; this file is yours to edit.

#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// The Wallet screen: shows the presenter's state, which SwiftUI observes,
    /// and tells the presenter the user's events.
    struct WalletScreen: View {
        let presenter: WalletPresenter
        /// Child `cardForm`'s screen (CardForm).
        let cardForm: WalletChildContainer

        init(
            presenter: WalletPresenter,
            cardForm: WalletChildContainer
        ) {
            self.presenter = presenter
            self.cardForm = cardForm
        }

        var body: some View {
            VStack {
                // Show `presenter.state`.
                // The child modules' screens:
                cardForm
            }
        }
    }
#endif

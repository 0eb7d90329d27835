// The Wallet screen.
// Written once by viper-gen from Specs/Wallet.viper.yml; this file is yours to edit.

#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// The Wallet screen: shows its model's state, which SwiftUI observes,
    /// and tells the model the user's events. `makeModule` gives it the presenter;
    /// a preview or a UI test gives it a model of its own, or
    /// `WalletPreviewPresenter`.
    struct WalletScreen<Model: WalletScreenModel>: View {
        let model: Model
        /// Child `cardForm`'s screen (CardForm).
        let cardForm: WalletChildContainer

        init(
            model: Model,
            cardForm: WalletChildContainer
        ) {
            self.model = model
            self.cardForm = cardForm
        }

        var body: some View {
            VStack {
                // Show `model.state`.
                // The child modules' screens:
                cardForm
            }
        }
    }

    #Preview {
        WalletScreen(
            model: WalletPreviewPresenter(state: .preview),
            cardForm: WalletChildContainer(UIViewController())
        )
    }
#endif

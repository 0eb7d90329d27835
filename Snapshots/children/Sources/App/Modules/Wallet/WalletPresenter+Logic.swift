// The Wallet presenter's logic.
// Written once by viper-gen from Specs/Wallet.viper.yml; this file is yours to edit.

import Foundation

extension WalletPresenterLogic {
    // Write the presenter's logic here: drive `view`, ask `interactor` and `router`.

    /// Child `cardForm` (CardForm) tells the screen this.
    func didEnterCard(number: String) {
        // Change `state`, tell the other modules through their inputs.
    }
}

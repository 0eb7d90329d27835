// The Wallet interactor's logic.
// Written once by viper-gen from Specs/Wallet.viper.yml; this file is yours to edit.

import Foundation

extension WalletInteractorLogic {
    // Write the interactor's logic here, calling the traits and reporting to `output`.
}

// The Wallet presenter's logic.
// Written once by viper-gen from Specs/Wallet.viper.yml; this file is yours to edit.

extension WalletPresenterLogic {
    // Write the presenter's logic here: drive `view`, ask `interactor` and `router`.

    public func didReload(count: Int) {
        // Show the result on `view`.
    }
}

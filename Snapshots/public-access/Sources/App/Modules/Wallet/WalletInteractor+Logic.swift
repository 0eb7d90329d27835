// The Wallet interactor's logic.
// Written once by viper-gen from Specs/Wallet.viper.yml; this file is yours to edit.

import Foundation

extension WalletInteractorLogic {
    // Write the interactor's logic here, calling the traits and reporting to `output`.
    // The traits give you:
    //   func loadPage(at index: Int) async throws -> [PageServiceType.Item]
    //   func loadPageAtCursor() async throws -> [PageServiceType.Item]

    public func reload() {
        // Do the work, then report to `output`.
    }

    public func balance() -> Decimal {
        // Do the work and return its result.
        return 0
    }
}

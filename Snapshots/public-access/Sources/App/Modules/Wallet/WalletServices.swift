// The Wallet module's services.
// Written once by viper-gen from Specs/Wallet.viper.yml; this file is yours to edit.

/// One item of the Wallet list.
public struct WalletItem: Sendable, Equatable {
    public init() {}
}

/// Loads the Wallet list page by page. Replace the body with the real call.
public struct WalletPageService: PageService {
    public init() {}

    public func loadPage(at index: Int) async throws -> [WalletItem] {
        []
    }
}

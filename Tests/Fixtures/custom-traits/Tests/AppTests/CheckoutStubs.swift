// Hand-written by the project: what Mock overrides return for its own types.
@testable import App

extension CheckoutCurrency: Stub {
    static var stub: CheckoutCurrency { CheckoutCurrency(code: "EUR") }
}

extension CheckoutReceipt: Stub {
    static var stub: CheckoutReceipt { CheckoutReceipt(total: 42) }
}

extension CheckoutAPI: Stub {
    static var stub: CheckoutAPI { CheckoutAPI() }
}

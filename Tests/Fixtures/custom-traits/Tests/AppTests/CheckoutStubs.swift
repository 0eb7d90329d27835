// Hand-written by the project: what Mock overrides return for its own types.
@testable import App

extension CheckoutReceipt: Stub {
    static var stub: CheckoutReceipt { CheckoutReceipt(total: 42) }
}

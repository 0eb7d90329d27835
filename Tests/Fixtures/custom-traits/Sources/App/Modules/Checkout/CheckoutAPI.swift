// Hand-written by the project: the service the Checkout spec names.

struct CheckoutReceipt: Sendable, Equatable {
    var total: Double
}

/// What the Checkout presenter shows prices in (a spec dependency, not a trait).
struct CheckoutCurrency: Sendable, Equatable {
    var code: String
}

struct CheckoutAPI: RequestService {
    func performRequest() async throws -> CheckoutReceipt {
        CheckoutReceipt(total: 0)
    }
}

// Hand-written by the project: the service the Checkout spec names.

struct CheckoutReceipt: Sendable, Equatable {
    var total: Double
}

struct CheckoutAPI: RequestService {
    func performRequest() async throws -> CheckoutReceipt {
        CheckoutReceipt(total: 0)
    }
}

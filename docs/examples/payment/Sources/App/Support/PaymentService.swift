// Written by the app, not by viper-gen: the service the request trait names.

/// Charges the payment. A real app calls its payments API here.
struct PaymentService: RequestService {
    func performRequest() async throws -> Bool {
        true
    }
}

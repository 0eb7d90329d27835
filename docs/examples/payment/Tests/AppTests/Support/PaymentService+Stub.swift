// Written by the app, not by viper-gen: the presenter Mock answers
// `stubbed(PaymentService.self)` for the request trait's service.

@testable import App

extension PaymentService: Stub {
    static var stub: PaymentService { PaymentService() }
}

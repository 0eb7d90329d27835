// Written by the app, not by viper-gen: a view protocol screens share.

/// A screen that can show work in progress. The generated `PaymentView`
/// refines it (`view: {inherits: [ActivityIndicating]}`), so the payment
/// screen and its test spy get `showActivity(_:)` from here.
@MainActor
protocol ActivityIndicating: AnyObject {
    func showActivity(_ isActive: Bool)
}

extension ActivityIndicating {
    /// Does nothing; a screen that shows a spinner implements it.
    func showActivity(_ isActive: Bool) {}
}

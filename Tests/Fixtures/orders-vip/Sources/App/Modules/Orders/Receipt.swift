// Hand-written by the project: a type of the app that a use case's response
// carries; no literal builds it, so the interactor's scaffold leaves that call to you.

/// What deleting an order returns.
struct Receipt: Equatable {
    var orderID: String
}

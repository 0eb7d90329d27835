// Combine stand-in for compiling generated code on Linux. Test-only: it
// declares the Combine API that viper-gen's SwiftUI presenters use below
// iOS 17, with Apple's signatures, and delivers values synchronously. Each
// declaration cites the Apple page it mirrors; the list is in docs/stubbed-api.md.

import Foundation

/// Declares that a type can transmit a sequence of values over time. The
/// stand-in declares no `receive(subscriber:)`: nothing viper-gen writes
/// subscribes except through `sink`.
/// Apple: https://developer.apple.com/documentation/combine/publisher
@available(iOS 13.0, *)
public protocol Publisher {
    /// Apple: https://developer.apple.com/documentation/combine/publisher/output
    associatedtype Output
    /// Apple: https://developer.apple.com/documentation/combine/publisher/failure
    associatedtype Failure: Error
}

/// A publisher of the stand-in that can deliver to a `sink`.
protocol SinkablePublisher {
    /// Calls `receive` with each value from now on, until the result is cancelled.
    func attach(_ receive: @escaping (Any) -> Void) -> AnyCancellable
}

@available(iOS 13.0, *)
extension Publisher where Failure == Never {
    /// Attaches a subscriber that receives every value from now on. The
    /// subscription lasts as long as the returned `AnyCancellable` does.
    /// Apple: https://developer.apple.com/documentation/combine/publisher/sink(receivevalue:)
    public func sink(receiveValue: @escaping ((Self.Output) -> Void)) -> AnyCancellable {
        guard let source = self as? any SinkablePublisher else {
            preconditionFailure(
                "the Combine stand-in delivers only ObservableObjectPublisher's values")
        }
        return source.attach { value in receiveValue(value as! Output) }
    }
}

/// A protocol indicating that an activity or action supports cancellation.
/// Apple: https://developer.apple.com/documentation/combine/cancellable
@available(iOS 13.0, *)
public protocol Cancellable {
    /// Apple: https://developer.apple.com/documentation/combine/cancellable/cancel()
    func cancel()
}

/// A type-erasing cancellable object that runs a closure when cancelled, and
/// cancels itself when it is deinitialized (as Apple's page says).
/// Apple: https://developer.apple.com/documentation/combine/anycancellable
@available(iOS 13.0, *)
final public class AnyCancellable: Cancellable {
    private var onCancel: (() -> Void)?

    /// Apple: https://developer.apple.com/documentation/combine/anycancellable/init(_:)-6bvkc
    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    /// Apple: https://developer.apple.com/documentation/combine/anycancellable/cancel()
    final public func cancel() {
        let cancel = onCancel
        onCancel = nil
        cancel?()
    }

    deinit {
        onCancel?()
    }
}

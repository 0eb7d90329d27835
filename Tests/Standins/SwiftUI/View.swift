// SwiftUI stand-in for compiling generated code on Linux. Test-only: it
// declares the SwiftUI API that viper-gen's templates use, with Apple's
// signatures, and renders nothing. Each declaration cites the Apple page it
// mirrors; the list is in docs/stubbed-api.md.

import Foundation

/// A part of the interface. The stand-in's built-in views have `EmptyView`
/// bodies; only `EmptyView` and `Never` end the chain of bodies.
/// Apple: https://developer.apple.com/documentation/swiftui/view
@available(iOS 13.0, *)
@MainActor @preconcurrency public protocol View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View

    /// Apple's current page spells the attribute `@ContentBuilder`, a name for
    /// the view builder in Xcode 27; earlier SDKs spell it `@ViewBuilder`.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// `Never` is the body of views that have none.
/// Apple: https://developer.apple.com/documentation/swiftui/view (page not read for this conformance; Never is SwiftUI's primitive body type)
@available(iOS 13.0, *)
extension Never: View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public nonisolated var body: Never { self }
}

/// An optional view is a view, so `if` without `else` builds one.
/// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:) (page not read; buildIf returns Content? per SwiftUI's interface)
@available(iOS 13.0, *)
extension Optional: View where Wrapped: View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public nonisolated var body: EmptyView { EmptyView() }
}

/// A view with no content.
/// Apple: https://developer.apple.com/documentation/swiftui/emptyview (page not read; declaration from a mirror of the SDK reference)
@available(iOS 13.0, *)
@frozen public nonisolated struct EmptyView: View {
    /// Apple: https://developer.apple.com/documentation/swiftui/emptyview/init() (page not read; declaration from a mirror of the SDK reference)
    public nonisolated init() {}

    /// SwiftUI draws an empty view itself; its body is never asked for.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public nonisolated var body: Never {
        preconditionFailure("EmptyView has no body: the SwiftUI stand-in renders nothing")
    }
}

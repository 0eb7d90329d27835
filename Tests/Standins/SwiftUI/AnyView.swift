import Foundation

/// A type-erased view. The stand-in keeps the view it erases.
/// Apple: https://developer.apple.com/documentation/swiftui/anyview (page not read)
@available(iOS 13.0, *)
@frozen public nonisolated struct AnyView: View {
    let erased: Any

    /// Apple: https://developer.apple.com/documentation/swiftui/anyview/init(_:) (page not read)
    public nonisolated init<V>(_ view: V) where V: View {
        erased = view
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public nonisolated var body: EmptyView { EmptyView() }
}

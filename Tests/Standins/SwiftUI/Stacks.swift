import Foundation

/// Arranges its subviews in a vertical line.
/// Apple: https://developer.apple.com/documentation/swiftui/vstack
@available(iOS 13.0, *)
@frozen public nonisolated struct VStack<Content>: View where Content: View {
    let content: Content

    /// Apple: https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    public nonisolated init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public nonisolated var body: EmptyView { EmptyView() }
}

/// Arranges its subviews in a horizontal line.
/// Apple: https://developer.apple.com/documentation/swiftui/hstack (page not read; mirrors VStack)
@available(iOS 13.0, *)
@frozen public nonisolated struct HStack<Content>: View where Content: View {
    let content: Content

    /// Apple: https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:) (page not read; mirrors VStack's with VerticalAlignment)
    public nonisolated init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public nonisolated var body: EmptyView { EmptyView() }
}

/// A flexible space along a stack's axis.
/// Apple: https://developer.apple.com/documentation/swiftui/spacer
@available(iOS 13.0, *)
@frozen public nonisolated struct Spacer: View {
    /// Apple: https://developer.apple.com/documentation/swiftui/spacer/minlength
    public var minLength: CGFloat?

    /// Apple: https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public nonisolated var body: EmptyView { EmptyView() }
}

/// An alignment along the horizontal axis; only `.center` is declared.
/// Apple: https://developer.apple.com/documentation/swiftui/horizontalalignment (page not read; the type of VStack's alignment)
@available(iOS 13.0, *)
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    let name: String

    /// Apple: https://developer.apple.com/documentation/swiftui/horizontalalignment/center (page not read; VStack's default)
    public static let center = HorizontalAlignment(name: "center")
}

/// An alignment along the vertical axis; only `.center` is declared.
/// Apple: https://developer.apple.com/documentation/swiftui/verticalalignment (page not read; the type of HStack's alignment)
@available(iOS 13.0, *)
@frozen public struct VerticalAlignment: Equatable, Sendable {
    let name: String

    /// Apple: https://developer.apple.com/documentation/swiftui/verticalalignment/center (page not read; HStack's default)
    public static let center = VerticalAlignment(name: "center")
}

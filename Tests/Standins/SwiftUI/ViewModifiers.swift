import Foundation

/// A view a modifier was applied to. The stand-in's modifiers return it behind
/// `some View`, as SwiftUI's do; it is not part of SwiftUI's API.
nonisolated struct StandInModifiedView<Content: View>: View {
    let content: Content

    var body: EmptyView { EmptyView() }
}

extension View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    public nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View
    {
        StandInModifiedView(content: self)
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
    public nonisolated func padding(_ length: CGFloat) -> some View {
        StandInModifiedView(content: self)
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-43srq
    @available(iOS 14.0, *)
    public nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        StandInModifiedView(content: self)
    }

    /// The stand-in never shows the view, so it never runs `action`.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View {
        StandInModifiedView(content: self)
    }

    /// Apple's current declaration (iOS 15 and later; `name` takes effect from
    /// iOS 26.4). The stand-in never shows the view, so it never starts `action`.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/task(name:priority:file:line:_:)
    @available(iOS 15.0, *)
    public nonisolated func task(
        name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
        line: Int = #line,
        _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        StandInModifiedView(content: self)
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/disabled(_:)
    public nonisolated func disabled(_ disabled: Bool) -> some View {
        StandInModifiedView(content: self)
    }
}

/// An edge of a rectangle; only its `Set` is declared.
/// Apple: https://developer.apple.com/documentation/swiftui/edge (page not read; named by padding(_:_:))
@available(iOS 13.0, *)
@frozen public enum Edge {
    /// Edges to pad. Bits as SwiftUI's (top 1, leading 2, bottom 4, trailing 8).
    /// Apple: https://developer.apple.com/documentation/swiftui/edge/set (page not read; named by padding(_:_:))
    @frozen public struct Set: OptionSet, Sendable {
        /// Apple: https://developer.apple.com/documentation/swiftui/edge/set/rawvalue (page not read; OptionSet requirement)
        public let rawValue: Int8

        /// Apple: https://developer.apple.com/documentation/swiftui/edge/set/init(rawvalue:) (page not read; OptionSet requirement)
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// Apple: https://developer.apple.com/documentation/swiftui/edge/set/top (page not read)
        public static let top = Set(rawValue: 1)
        /// Apple: https://developer.apple.com/documentation/swiftui/edge/set/leading (page not read)
        public static let leading = Set(rawValue: 2)
        /// Apple: https://developer.apple.com/documentation/swiftui/edge/set/bottom (page not read)
        public static let bottom = Set(rawValue: 4)
        /// Apple: https://developer.apple.com/documentation/swiftui/edge/set/trailing (page not read)
        public static let trailing = Set(rawValue: 8)
        /// Apple: https://developer.apple.com/documentation/swiftui/edge/set/all (page linked from padding(_:_:))
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// Apple: https://developer.apple.com/documentation/swiftui/edge/set/horizontal (page not read)
        public static let horizontal: Set = [.leading, .trailing]
        /// Apple: https://developer.apple.com/documentation/swiftui/edge/set/vertical (page not read)
        public static let vertical: Set = [.top, .bottom]
    }
}

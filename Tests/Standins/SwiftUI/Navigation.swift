import Foundation

/// A view that shows a root view and the views pushed over it. The stand-in
/// keeps the path binding and the root; it renders neither. Pushing and
/// popping are writes to the path, which the app owns: SwiftUI shows what the
/// path holds, and its back button removes the last element.
/// Apple: https://developer.apple.com/documentation/swiftui/navigationstack
@available(iOS 16.0, *)
public nonisolated struct NavigationStack<Data, Root>: View where Root: View {
    let root: Root

    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public nonisolated var body: EmptyView { EmptyView() }
}

@available(iOS 16.0, *)
extension NavigationStack {
    /// Apple: https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
    public nonisolated init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection,
        Data: RangeReplaceableCollection, Data.Element: Hashable
    {
        self.root = root()
    }
}

extension View {
    /// The stand-in never pushes, so it never calls `destination`.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:) (page not read; linked from NavigationStack's)
    @available(iOS 16.0, *)
    public nonisolated func navigationDestination<D, C>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
        StandInModifiedView(content: self)
    }
}

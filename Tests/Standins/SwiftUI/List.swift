/// A container that presents rows of data in a single column.
/// Apple: https://developer.apple.com/documentation/swiftui/list (page not read; initializers' pages read)
@available(iOS 13.0, *)
public nonisolated struct List<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
    let content: Content

    /// Apple: https://developer.apple.com/documentation/swiftui/list/body
    public nonisolated var body: EmptyView { EmptyView() }
}

extension List where SelectionValue == Never {
    /// Apple: https://developer.apple.com/documentation/swiftui/list/init(content:)
    public nonisolated init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-3vn6i
    public nonisolated init<Data, RowContent>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
        RowContent: View,
        Data.Element: Identifiable
    {
        content = ForEach(data, content: rowContent)
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)-4s0aj
    public nonisolated init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
        RowContent: View
    {
        content = ForEach(data, id: id, content: rowContent)
    }
}

/// Views computed on demand from a collection of identified data.
/// Apple: https://developer.apple.com/documentation/swiftui/foreach
@available(iOS 13.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// Apple: https://developer.apple.com/documentation/swiftui/foreach/data (page not read; listed with ForEach's members)
    public var data: Data

    /// Apple: https://developer.apple.com/documentation/swiftui/foreach/content
    public var content: (Data.Element) -> Content
}

/// Apple: https://developer.apple.com/documentation/swiftui/foreach (View conformance where Content : View, per SwiftUI's interface)
@available(iOS 13.0, *)
extension ForEach: View where Content: View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public nonisolated var body: EmptyView { EmptyView() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Apple: https://developer.apple.com/documentation/swiftui/foreach/init(_:content:) (page for views not read; declaration from SwiftUI's interface)
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Content: View {
    /// Apple: https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:) (page not read; named by init(_:content:)-ktgx)
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
    }
}

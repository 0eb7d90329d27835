/// Builds views from closures: blocks, `if`, `if`/`else`.
/// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder
@available(iOS 13.0, *)
@resultBuilder public struct ViewBuilder {
    /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock() (page not read; listed by the ViewBuilder mirrors)
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:) (page not read; listed by the ViewBuilder mirrors)
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    >
    where repeat each Content: View {
        TupleView((repeat each content))
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:) (page not read; listed by the ViewBuilder mirrors)
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:) (page not read; listed by the ViewBuilder mirrors)
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:) (page not read; listed by the ViewBuilder mirrors)
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }
}

/// The views of a block, as a tuple.
/// Apple: https://developer.apple.com/documentation/swiftui/tupleview
@available(iOS 13.0, *)
@frozen public nonisolated struct TupleView<T>: View {
    /// Apple: https://developer.apple.com/documentation/swiftui/tupleview/value (page not read; listed on the TupleView page)
    public var value: T

    /// Apple: https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
    public nonisolated init(_ value: T) {
        self.value = value
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public nonisolated var body: EmptyView { EmptyView() }
}

/// The view of one branch of an `if`/`else`.
/// Apple: https://developer.apple.com/documentation/swiftui/_conditionalcontent (page not read; the return type of buildEither)
@available(iOS 13.0, *)
public nonisolated struct _ConditionalContent<TrueContent, FalseContent>: View
where TrueContent: View, FalseContent: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public nonisolated var body: EmptyView { EmptyView() }
}

/// A view that shows progress; the stand-in declares the indeterminate forms.
/// Apple: https://developer.apple.com/documentation/swiftui/progressview (page not read; initializers' pages read)
@available(iOS 14.0, *)
public nonisolated struct ProgressView<Label, CurrentValueLabel>: View
where Label: View, CurrentValueLabel: View {
    let label: Label?

    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public nonisolated var body: EmptyView { EmptyView() }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Apple: https://developer.apple.com/documentation/swiftui/progressview/init()
    public nonisolated init() where Label == EmptyView {
        label = nil
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/progressview/init(_:)-6k5se
    public nonisolated init(_ titleKey: LocalizedStringKey) where Label == Text {
        label = Text(titleKey)
    }

    /// Disfavoured like `Text.init(_:)`, so a literal title is a localized key.
    /// Apple: https://developer.apple.com/documentation/swiftui/progressview/init(_:)-3q5nf
    @_disfavoredOverload
    public nonisolated init<S>(_ title: S) where Label == Text, S: StringProtocol {
        label = Text(title)
    }
}

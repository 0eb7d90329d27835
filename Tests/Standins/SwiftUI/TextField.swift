/// An editable text field bound to a string.
/// Apple: https://developer.apple.com/documentation/swiftui/textfield (page not read; initializer's page read)
@available(iOS 13.0, *)
public nonisolated struct TextField<Label>: View where Label: View {
    let text: Binding<String>
    let label: Label

    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public nonisolated var body: EmptyView { EmptyView() }
}

extension TextField where Label == Text {
    /// Disfavoured like `Text.init(_:)`; a literal title is declared by SwiftUI as a
    /// `LocalizedStringKey` overload, which the stand-in does not declare.
    /// Apple: https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi
    @_disfavoredOverload
    public nonisolated init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
        self.text = text
        label = Text(title)
    }
}

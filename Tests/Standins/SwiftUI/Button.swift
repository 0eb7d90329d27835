/// A control that performs an action. The stand-in keeps the action so tests can trigger it.
/// Apple: https://developer.apple.com/documentation/swiftui/button (page not read; initializers' pages read)
@available(iOS 13.0, *)
public nonisolated struct Button<Label>: View where Label: View {
    let action: @MainActor () -> Void
    let label: Label

    /// Apple: https://developer.apple.com/documentation/swiftui/button/init(action:label:)
    @preconcurrency public nonisolated init(
        action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {
        self.action = action
        self.label = label()
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public nonisolated var body: EmptyView { EmptyView() }
}

extension Button where Label == Text {
    /// Apple: https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy
    @preconcurrency public nonisolated init(
        _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
    ) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Disfavoured like `Text.init(_:)`, so a literal title is a localized key.
    /// Apple: https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    @_disfavoredOverload
    @preconcurrency public nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void)
    where S: StringProtocol {
        self.init(action: action) { Text(title) }
    }
}

extension Button where Label == Text {
    /// Apple: https://developer.apple.com/documentation/swiftui/button/init(_:role:action:) (page not read; iOS 15 initializer from the SDK's interface)
    @available(iOS 15.0, *)
    @preconcurrency public nonisolated init<S>(
        _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) where S: StringProtocol {
        self.init(action: action) { Text(title) }
    }
}

/// A value that describes the purpose of a button.
/// Apple: https://developer.apple.com/documentation/swiftui/buttonrole (page not read)
@available(iOS 15.0, *)
public nonisolated struct ButtonRole: Equatable, Sendable {
    let name: String

    /// Apple: https://developer.apple.com/documentation/swiftui/buttonrole/cancel (page not read)
    public static let cancel = ButtonRole(name: "cancel")
    /// Apple: https://developer.apple.com/documentation/swiftui/buttonrole/destructive (page not read)
    public static let destructive = ButtonRole(name: "destructive")
}

import Foundation

/// Read-only text. The stand-in keeps what it was given.
/// Apple: https://developer.apple.com/documentation/swiftui/text (page not read; `struct Text : Equatable, Sendable` per the SDK interface)
@available(iOS 13.0, *)
public nonisolated struct Text: Equatable, Sendable, View {
    enum Storage: Equatable, Sendable {
        case verbatim(String)
        case localized(LocalizedStringKey)
    }

    let storage: Storage

    /// Displays a stored string without localization. Disfavoured, so that a
    /// string literal picks the `LocalizedStringKey` initializer, as the page says.
    /// Apple: https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol {
        storage = .verbatim(String(content))
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:) (page not read; named by the init(_:) page)
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) {
        storage = .localized(key)
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public nonisolated var body: EmptyView { EmptyView() }
}

/// The key of a localized string; a string literal creates one.
/// Apple: https://developer.apple.com/documentation/swiftui/localizedstringkey (page not read; named by Text, Button and navigationTitle pages)
@available(iOS 13.0, *)
@frozen public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringLiteral {
    let key: String

    /// Apple: https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:) (page not read)
    public init(_ value: String) {
        key = value
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:) (page not read)
    public init(stringLiteral value: String) {
        key = value
    }
}

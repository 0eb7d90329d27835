/// What a module's screen is built with: `ui: uikit | swiftui | none`.
public enum UIKind: String, Equatable, Sendable, CaseIterable {
    /// A scaffolded `UIViewController` that renders the state.
    case uikit
    /// A scaffolded SwiftUI view observing the presenter (Observation's
    /// `@Observable`), in a generated hosting controller.
    case swiftui
    /// No view: the team writes its own.
    case none
}

/// One field of a module's state (`name: Type = default`).
public struct StateField: Equatable, Sendable {
    public var name: String
    public var type: String
    /// The Swift expression the field starts with; `nil` only for optionals (they start `nil`).
    public var defaultValue: String?
    /// The Swift expression previews show instead of the default (`preview:`), checked as a
    /// default is.
    public var previewValue: String?
    public var location: SourceLocation?

    public init(
        name: String, type: String, defaultValue: String? = nil, previewValue: String? = nil,
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.previewValue = previewValue
        self.location = location
    }

    /// True for `T?`: such a field may leave out its default.
    public var isOptional: Bool { type.hasSuffix("?") }
}

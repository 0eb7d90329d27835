/// The app target's default actor isolation (`defaultIsolation:` in
/// `viper-gen.yml`), as Xcode's "Default Actor Isolation" build setting or
/// SwiftPM's `.defaultIsolation(_:)` sets it: what an unannotated declaration is.
public enum DefaultIsolation: String, Equatable, Sendable, CaseIterable {
    /// Swift's default: unannotated declarations belong to no actor.
    case nonisolated
    /// Xcode 26's default for new app targets: unannotated declarations are `@MainActor`.
    case mainActor = "MainActor"

    /// The config key.
    public static let key = "defaultIsolation"

    /// What scaffolded value types and services are declared with, so that they
    /// stay off the main actor (tests and services build and call them from
    /// anywhere): `"nonisolated "` under `MainActor`, else nothing (the modifier
    /// on a type needs Swift 6.1, which every compiler with default isolation has).
    public var valueTypeModifier: String { self == .mainActor ? "nonisolated " : "" }
}

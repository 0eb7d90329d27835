/// Where generated files live (`generation:` in `viper-gen.yml`).
public enum GenerationMode: String, Equatable, Sendable, CaseIterable {
    /// In the project's folders, committed and compared by `check` (the default).
    case checkedIn = "checked-in"
    /// Written at build time by the SwiftPM build-tool plugin into its work
    /// folder (`viper-gen emit`), never into the project: `generate` writes
    /// scaffolds only, and `check` checks the specs and that every scaffold is there.
    case build

    /// The config key.
    public static let key = "generation"
}

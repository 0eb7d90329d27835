/// The files `viper-gen emit` writes into the build-tool plugin's work
/// folder, named so that the plugin can declare them before the build from
/// the spec files alone (`Sources/ViperGenBuildPlugin` holds the same rule).
/// The `.viper.swift` ending keeps them apart from every file viper-gen
/// scaffolds in the target (`swiftc` refuses two files of one name).
public enum BuildTimeFiles {
    /// The shared runtime and traits (or, for a test target, their test side).
    public static let sharedFile = "ViperGenShared.viper.swift"

    /// The file one spec's generated code goes to: the spec's file name with
    /// `.viper.swift` for `.viper.yml` (`Specs/Auth/Login.viper.yml` gives
    /// `Login.viper.swift`).
    public static func fileName(forSpec path: String) -> String {
        var name = PathText.lastComponent(of: path)
        if name.hasSuffix(ProjectLoader.specSuffix) {
            name.removeLast(ProjectLoader.specSuffix.count)
        }
        return name + ".viper.swift"
    }
}

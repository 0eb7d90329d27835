/// The files `viper-gen emit` writes into the build-tool plugin's work
/// folder, named so that the plugin can declare them before the build from
/// the spec files alone (`Sources/ViperGenBuildPlugin` holds the same rule).
public enum BuildTimeFiles {
    /// The shared runtime and traits (or, for a test target, their test side).
    public static let sharedFile = "ViperGenShared.swift"

    /// The file one spec's generated code goes to: the spec's file name
    /// without `.viper.yml`, then `.swift` (`Specs/Auth/Login.viper.yml`
    /// gives `Login.swift`).
    public static func fileName(forSpec path: String) -> String {
        var name = PathText.lastComponent(of: path)
        if name.hasSuffix(ProjectLoader.specSuffix) {
            name.removeLast(ProjectLoader.specSuffix.count)
        }
        return name + ".swift"
    }
}

/// The build phases viper-gen adds files to.
public enum XcodeBuildPhaseKind: Sendable {
    /// Compile Sources (`PBXSourcesBuildPhase`).
    case sources
    /// Copy Bundle Resources (`PBXResourcesBuildPhase`).
    case resources

    /// The phase's `isa`.
    public var isa: String {
        switch self {
        case .sources: return "PBXSourcesBuildPhase"
        case .resources: return "PBXResourcesBuildPhase"
        }
    }

    /// The name Xcode shows in comments: `/* Resources */`, `/* Login.xib in Resources */`.
    public var name: String {
        switch self {
        case .sources: return "Sources"
        case .resources: return "Resources"
        }
    }
}

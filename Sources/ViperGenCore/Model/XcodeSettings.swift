/// The `xcode:` section of `viper-gen.yml`: the project whose groups and
/// targets receive the files viper-gen writes, and the targets they go to.
public struct XcodeSettings: Equatable, Sendable {
    /// A target name and where the config wrote it (for "did you mean" errors).
    public struct TargetName: Hashable, Sendable {
        public var name: String
        public var location: SourceLocation

        public init(_ name: String, at location: SourceLocation) {
            self.name = name
            self.location = location
        }
    }

    /// Targets of one module, where they differ from the project's.
    public struct Override: Equatable, Sendable {
        public var target: TargetName?
        public var testTarget: TargetName?

        public init(target: TargetName? = nil, testTarget: TargetName? = nil) {
            self.target = target
            self.testTarget = testTarget
        }
    }

    /// The `.xcodeproj` folder, relative to the project root.
    public var project: String
    public var projectLocation: SourceLocation
    /// The target of app-side files (module code, shared traits and runtime).
    public var target: TargetName
    /// The target of test-side files (mocks, tests, test support); without it, adding one is an error.
    public var testTarget: TargetName?
    /// Per-module overrides, by module name.
    public var modules: [String: Override]

    public init(
        project: String, projectLocation: SourceLocation, target: TargetName,
        testTarget: TargetName? = nil,
        modules: [String: Override] = [:]
    ) {
        self.project = project
        self.projectLocation = projectLocation
        self.target = target
        self.testTarget = testTarget
        self.modules = modules
    }

    /// The keys of the section and of a module's override.
    public static let keys = ["project", "target", "testTarget", "modules"]
    public static let requiredKeys = ["project", "target"]
    public static let overrideKeys = ["target", "testTarget"]

    /// The project file inside the `.xcodeproj` folder.
    public var projectFilePath: String { PathText.join(project, "project.pbxproj") }
}

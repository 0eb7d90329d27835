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

    /// Targets of one module, where they differ from the project's (empty: not set).
    public struct Override: Equatable, Sendable {
        public var targets: [TargetName]
        public var testTargets: [TargetName]

        public init(targets: [TargetName], testTargets: [TargetName] = []) {
            self.targets = targets
            self.testTargets = testTargets
        }

        public init(target: TargetName? = nil, testTarget: TargetName? = nil) {
            self.init(
                targets: target.map { [$0] } ?? [], testTargets: testTarget.map { [$0] } ?? [])
        }

        /// The first of ``targets``.
        public var target: TargetName? { targets.first }
        /// The first of ``testTargets``.
        public var testTarget: TargetName? { testTargets.first }
    }

    /// The `.xcodeproj` folder, relative to the project root.
    public var project: String
    public var projectLocation: SourceLocation
    /// The targets of app-side files (module code, shared traits and runtime); never empty.
    public var targets: [TargetName]
    /// The targets of test-side files (mocks, tests, test support); without one, adding one is an error.
    public var testTargets: [TargetName]
    /// Per-module overrides, by module name.
    public var modules: [String: Override]

    public init(
        project: String, projectLocation: SourceLocation, targets: [TargetName],
        testTargets: [TargetName] = [],
        modules: [String: Override] = [:]
    ) {
        precondition(!targets.isEmpty, "an xcode: section has at least one target")
        self.project = project
        self.projectLocation = projectLocation
        self.targets = targets
        self.testTargets = testTargets
        self.modules = modules
    }

    public init(
        project: String, projectLocation: SourceLocation, target: TargetName,
        testTarget: TargetName? = nil,
        modules: [String: Override] = [:]
    ) {
        self.init(
            project: project, projectLocation: projectLocation, targets: [target],
            testTargets: testTarget.map { [$0] } ?? [], modules: modules)
    }

    /// The first of ``targets``: the app target, whose module the generated tests import.
    public var target: TargetName { targets[0] }
    /// The first of ``testTargets``.
    public var testTarget: TargetName? { testTargets.first }

    /// The keys of the section and of a module's override.
    public static let keys = ["project", "target", "testTarget", "modules"]
    public static let requiredKeys = ["project", "target"]
    public static let overrideKeys = ["target", "testTarget"]

    /// The project file inside the `.xcodeproj` folder.
    public var projectFilePath: String { PathText.join(project, "project.pbxproj") }
}

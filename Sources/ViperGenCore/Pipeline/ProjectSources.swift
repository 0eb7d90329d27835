/// What the load stage reads: the project's root and config, and the text of
/// its traits file and module specs. The config is already interpreted (it
/// says where everything else is); the rest is validated by the next stage.
public struct ProjectSources: Equatable, Sendable {
    /// Which specs a run reads.
    public enum SpecSelection: Equatable, Sendable {
        /// Every spec under the specs folder.
        case all
        /// Every spec, plus these files and folders (relative to the working
        /// folder): they select the modules the run is about (`generate`, `check`).
        case selecting([String])
        /// Only these files and folders (`validate`, `dump`).
        case only([String])
        /// None: just the config and the trait catalog (`traits`, `templates`).
        case none
    }

    /// One module spec file.
    public struct Spec: Equatable, Sendable {
        /// The absolute path.
        public var path: String
        /// The text, named by its display path, or why it could not be read.
        public var file: Result<SourceFile, Diagnostic>
        /// True when the command line named this spec (or a folder holding it).
        public var isSelected: Bool

        public init(path: String, file: Result<SourceFile, Diagnostic>, isSelected: Bool = false) {
            self.path = path
            self.file = file
            self.isSelected = isSelected
        }
    }

    /// Absolute path of the project root.
    public var rootPath: String
    public var config: ProjectConfig
    /// True when the root holds a `viper-gen.yml`.
    public var hasConfig: Bool
    /// The project's traits file, when it exists.
    public var traitsFile: SourceFile?
    /// The specs, sorted by path.
    public var specs: [Spec]
    /// True when the command line selected some specs (only their modules are generated).
    public var hasSelection: Bool
    /// Paths named on the command line that do not exist; reported with the
    /// validation errors, so one run shows every problem.
    public var missingPaths: [Diagnostic]
    /// The Xcode project file, when reading the config's `xcode:` section parsed it.
    public var xcodeModel = XcodeProjectModelCache()

    public init(
        rootPath: String, config: ProjectConfig = ProjectConfig(), hasConfig: Bool = false,
        traitsFile: SourceFile? = nil, specs: [Spec] = [], hasSelection: Bool = false,
        missingPaths: [Diagnostic] = []
    ) {
        self.rootPath = rootPath
        self.config = config
        self.hasConfig = hasConfig
        self.traitsFile = traitsFile
        self.specs = specs
        self.hasSelection = hasSelection
        self.missingPaths = missingPaths
    }
}

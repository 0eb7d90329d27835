/// Reads a project from disk: finds its root and config, reads the trait
/// catalog and every module spec, and validates them all, so a run either has
/// a complete, valid ``Project`` or the full list of problems.
public struct ProjectLoader {
    /// The suffix of module spec files.
    public static let specSuffix = ".viper.yml"
    /// The built-in catalog's name among the embedded templates.
    public static let builtInCatalogName = "Catalog/BuiltInTraits.viper.yml"

    let fileSystem: FileSystem
    /// The folder relative paths are resolved from, and diagnostics are shown relative to.
    let workingDirectory: String

    public init(fileSystem: FileSystem, workingDirectory: String) {
        self.fileSystem = fileSystem
        self.workingDirectory = PathText.normalized(workingDirectory)
    }

    /// A loaded project plus what the run asked for.
    public struct Loaded: Sendable {
        public var project: Project
        /// Modules named by the paths given on the command line (`nil`: all).
        public var selectedModules: Set<String>?
        /// Every input file (config, traits file, specs), relative to the root.
        public var inputs: [String]
        /// Problems that do not stop the run (shown, then the run goes on).
        public var warnings: [Diagnostic]

        public init(project: Project, selectedModules: Set<String>?, inputs: [String], warnings: [Diagnostic] = []) {
            self.project = project
            self.selectedModules = selectedModules
            self.inputs = inputs
            self.warnings = warnings
        }
    }

    /// The project root: the nearest folder, from the working folder up, that
    /// holds `viper-gen.yml`; the working folder itself when none does.
    public func locateRoot() -> (root: String, hasConfig: Bool) {
        var folder = workingDirectory
        while true {
            if fileSystem.fileExists(PathText.join(folder, ProjectConfig.fileName)) { return (folder, true) }
            let parent = PathText.directory(of: folder)
            if parent == folder || folder == "/" { return (workingDirectory, false) }
            folder = parent
        }
    }

    /// The project without its modules: root, config and trait catalog.
    public struct Settings: Sendable {
        public var rootPath: String
        public var config: ProjectConfig
        public var catalog: TraitCatalog
        public var hasConfig: Bool
        /// The traits file, relative to the root, when it exists.
        public var traitsFilePath: String?
        /// Config and traits file, relative to the root.
        public var inputs: [String]
        /// Problems that do not stop the run (shown, then the run goes on).
        public var warnings: [Diagnostic]

        /// A project with these settings and the given modules.
        public func project(modules: [ModuleSpec]) -> Project {
            Project(rootPath: rootPath, config: config, catalog: catalog, modules: modules,
                    configPath: hasConfig ? ProjectConfig.fileName : nil, traitsFilePath: traitsFilePath)
        }
    }

    /// Reads the config and the trait catalog (built-in plus the project's own).
    public func loadSettings() -> Result<Settings, DiagnosticList> {
        var diagnostics: [Diagnostic] = []
        let (root, hasConfig) = locateRoot()
        var config = ProjectConfig()
        var inputs: [String] = []
        if hasConfig {
            let path = PathText.join(root, ProjectConfig.fileName)
            switch readSource(path) {
            case .success(let source):
                let result = ConfigReader.read(source)
                config = result.config
                diagnostics += result.diagnostics
                inputs.append(ProjectConfig.fileName)
            case .failure(let error):
                diagnostics.append(error)
            }
        }
        guard !diagnostics.containsErrors else { return .failure(DiagnosticList(diagnostics)) }

        var catalog = Self.builtInCatalog()
        var traitsFilePath: String?
        let traitsPath = PathText.join(root, config.traitsFile)
        if fileSystem.fileExists(traitsPath) {
            switch readSource(traitsPath) {
            case .success(let source):
                let result = TraitCatalogReader.read(source, origin: .project(path: config.traitsFile),
                                                     builtInNames: catalog.names)
                diagnostics += result.diagnostics
                catalog = catalog.adding(result.traits)
                traitsFilePath = config.traitsFile
                inputs.append(config.traitsFile)
            case .failure(let error):
                diagnostics.append(error)
            }
        } else if config.traitsFileIsExplicit {
            diagnostics.append(ModelDiagnostics.missingTraitsFile(
                config.traitsFile, at: .file(displayPath(PathText.join(root, ProjectConfig.fileName)))))
        }
        guard !diagnostics.containsErrors else { return .failure(DiagnosticList(diagnostics)) }
        return .success(Settings(rootPath: root, config: config, catalog: catalog, hasConfig: hasConfig,
                                 traitsFilePath: traitsFilePath, inputs: inputs, warnings: diagnostics))
    }

    /// Loads the whole project. `paths` (relative to the working folder) select
    /// spec files or folders of specs; unless `readsOnlySelected`, every spec of
    /// the project is still read and validated (shared files depend on all).
    public func load(paths: [String] = [], readsOnlySelected: Bool = false) -> Result<Loaded, DiagnosticList> {
        let settings: Settings
        switch loadSettings() {
        case .success(let value): settings = value
        case .failure(let error): return .failure(error)
        }
        var diagnostics: [Diagnostic] = settings.warnings
        let root = settings.rootPath
        let config = settings.config
        let catalog = settings.catalog
        var inputs = settings.inputs
        var selected: Set<String>?
        var selectedFiles: Set<String> = []
        if !paths.isEmpty {
            for path in paths {
                let absolute = absolutePath(path)
                if fileSystem.directoryExists(absolute) {
                    selectedFiles.formUnion(self.specFiles(in: absolute))
                } else if fileSystem.fileExists(absolute) {
                    selectedFiles.insert(PathText.normalized(absolute))
                } else {
                    diagnostics.append(.error("no such file or folder: \(path)",
                                              hint: "pass spec files (*\(Self.specSuffix)) or folders that contain them"))
                }
            }
            selected = []
        }
        let specFiles = readsOnlySelected && !paths.isEmpty ? selectedFiles.sorted()
            : Set(specFiles(in: PathText.join(root, config.specs))).union(selectedFiles).sorted()

        var modules: [ModuleSpec] = []
        var firstDefinitions: [String: ModuleSpec] = [:]
        for (file, read) in zip(specFiles, readSpecs(specFiles, root: root, catalog: catalog, access: config.access)) {
            guard let relative = PathText.relative(file, to: root) else {
                diagnostics.append(.error("spec '\(displayPath(file))' is outside the project at '\(root)'",
                                          hint: "run viper-gen from the project that owns the spec"))
                continue
            }
            switch read {
            case .success(let result):
                diagnostics += result.diagnostics
                inputs.append(relative)
                guard let module = result.module else { continue }
                if let first = firstDefinitions[module.name] {
                    diagnostics.append(ModelDiagnostics.duplicateModule(module.name, at: module.nameLocation,
                                                                        first: first.nameLocation))
                    continue
                }
                firstDefinitions[module.name] = module
                modules.append(module)
                if selectedFiles.contains(file) { selected?.insert(module.name) }
            case .failure(let error):
                diagnostics.append(error)
            }
        }
        guard !diagnostics.containsErrors else { return .failure(DiagnosticList(diagnostics)) }
        return .success(Loaded(project: settings.project(modules: modules), selectedModules: selected, inputs: inputs,
                               warnings: diagnostics))
    }

    /// Reads and validates each spec (on every core when the file system
    /// allows concurrent reads), in the order given.
    private func readSpecs(_ files: [String], root: String, catalog: TraitCatalog, access: AccessLevel)
        -> [Result<(module: ModuleSpec?, diagnostics: [Diagnostic]), Diagnostic>] {
        let reader = ConcurrentReader(fileSystem)
        let workingDirectory = self.workingDirectory
        return ParallelMap.map(files, concurrently: fileSystem.allowsConcurrentReads) { file in
            let loader = ProjectLoader(fileSystem: reader.fileSystem, workingDirectory: workingDirectory)
            let relative = PathText.relative(file, to: root) ?? file
            return loader.readSource(file).map { source in
                ModuleSpecReader.read(source, catalog: catalog, defaultAccess: access, specPath: relative)
            }
        }
    }

    /// The built-in trait catalog, read from the embedded templates.
    public static func builtInCatalog() -> TraitCatalog {
        guard let text = DefaultTemplates.all.first(where: { $0.name == builtInCatalogName })?.text else {
            return TraitCatalog(traits: [])
        }
        let source = SourceFile(path: "Templates/" + builtInCatalogName, text: text)
        return TraitCatalog(traits: TraitCatalogReader.read(source, origin: .builtIn).traits)
    }

    /// Every `*.viper.yml` below `folder`, sorted, not following symlinked folders.
    public func specFiles(in folder: String) -> [String] {
        var result: [String] = []
        var pending = [PathText.normalized(folder)]
        while let current = pending.popLast() {
            guard let listing = try? fileSystem.kindsOfEntries(in: current) else { continue }
            for (name, kind) in listing where !name.hasPrefix(".") {
                let path = PathText.join(current, name)
                switch kind {
                case .directory: pending.append(path)
                case .file where name.hasSuffix(Self.specSuffix): result.append(path)
                default: break
                }
            }
        }
        return result.sorted()
    }

    /// Reads a file as a ``SourceFile`` named by its display path.
    public func readSource(_ path: String) -> Result<SourceFile, Diagnostic> {
        do {
            let bytes = try fileSystem.read(path)
            return .success(SourceFile(path: displayPath(path), bytes: bytes))
        } catch {
            return .failure(.error("cannot read '\(displayPath(path))': \(error.reason)"))
        }
    }

    /// `path` relative to the working folder when inside it, else as given.
    public func displayPath(_ path: String) -> String {
        guard let relative = PathText.relative(path, to: workingDirectory), relative != "." else { return path }
        return relative
    }

    /// An absolute, normalized form of a path given on the command line.
    public func absolutePath(_ path: String) -> String {
        PathText.normalized(path.hasPrefix("/") ? path : PathText.join(workingDirectory, path))
    }
}

/// Several diagnostics as one error value.
public struct DiagnosticList: Error, Equatable, Sendable {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}

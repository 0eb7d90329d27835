/// Stage 1, load: finds the project root, reads its config, and reads the
/// traits file and the module specs as text (``ProjectSources``). Project
/// templates are read at stage 3, and the disk is looked at again when
/// planning; nothing here is validated
/// except the config, which says where everything else is.
public struct ProjectLoader {
    /// The suffix of module spec files.
    public static let specSuffix = ".viper.yml"
    /// The largest spec, config, traits file or template read (1 MiB): memory
    /// stays proportional to the input, and a huge file fails at once, clearly.
    public static let maximumInputSize = 1 << 20
    /// The most all the specs of a project may hold together (8 MiB: thousands
    /// of modules), so that memory is bounded by the whole input, not per file.
    public static let maximumTotalSpecSize = 8 << 20

    let fileSystem: FileSystem
    /// The folder relative paths are resolved from, and diagnostics are shown relative to.
    let workingDirectory: String

    public init(fileSystem: FileSystem, workingDirectory: String) {
        self.fileSystem = fileSystem
        self.workingDirectory = PathText.normalized(workingDirectory)
    }

    /// The project root: the nearest folder, from the working folder up, that
    /// holds `viper-gen.yml`; the working folder itself when none does.
    public func locateRoot() -> (root: String, hasConfig: Bool) {
        var folder = workingDirectory
        while true {
            // Anything by that name counts: a folder or FIFO there is reported when read, never skipped.
            if fileSystem.kind(of: PathText.join(folder, ProjectConfig.fileName)) != nil {
                return (folder, true)
            }
            let parent = PathText.directory(of: folder)
            if parent == folder || folder == "/" { return (workingDirectory, false) }
            folder = parent
        }
    }

    /// Reads the config (its warnings go to `warnings`), the traits file and
    /// the selected specs. Throws the config's errors, or a missing traits file
    /// the config names; unreadable specs are left for validation to report.
    public func load(
        _ selection: ProjectSources.SpecSelection = .all,
        warnings: Warnings
    ) throws(DiagnosticList) -> ProjectSources {
        let (root, hasConfig) = locateRoot()
        var sources = ProjectSources(rootPath: root, hasConfig: hasConfig)
        if hasConfig {
            let source = try readSource(PathText.join(root, ProjectConfig.fileName), beneath: root)
                .orThrow()
            // Another viper-gen's config is refused for its version, before its keys are read.
            if let pin = VersionPin.checkConfig(source) { throw DiagnosticList([pin]) }
            let result = ConfigReader.read(source)
            try warnings.take(result.diagnostics)
            var config = result.config
            sources.xcodeModel = XcodeProjectModelCache(
                try XcodeAppModule.resolve(
                    &config, rootPath: root, fileSystem: fileSystem, warnings: warnings))
            try readModuleFiles(into: &config, root: root, warnings: warnings)
            sources.config = config
        }
        let config = sources.config
        let traitsPath = PathText.join(root, config.traitsFile)
        // Looked up confined: a link out is read (and refused) whether or not anything is at its end.
        if !Self.isMissing(traitsPath, beneath: root, on: fileSystem) {
            let traitsFile = try readSource(traitsPath, beneath: root).orThrow()
            if let pin = VersionPin.check(traitsFile) { throw DiagnosticList([pin]) }
            sources.traitsFile = traitsFile
        } else if config.traitsFileIsExplicit {
            throw DiagnosticList([
                ModelDiagnostics.missingTraitsFile(
                    config.traitsFile,
                    at: .file(displayPath(PathText.join(root, ProjectConfig.fileName))))
            ])
        }

        var named: [String] = []
        var readsAll = true
        switch selection {
        case .all: break
        case .selecting(let paths): named = paths
        case .only(let paths):
            named = paths
            readsAll = paths.isEmpty
        case .none: return sources
        }
        var selectedFiles: Set<String> = []
        var scanProblems: [Diagnostic] = []
        var moduleIndex: ModuleNameIndex?
        for path in named {
            let absolute = absolutePath(path)
            // Outside is decided from the text, then by a confined lookup that refuses a link out
            // before looking past it: whether a path outside exists is not the repository's to learn.
            let outside = Diagnostic.error(
                "'\(path)' is outside the project at '\(root)'",
                hint: "run viper-gen from the project that owns the spec")
            guard PathText.relative(absolute, to: root) != nil else {
                sources.missingPaths.append(outside)
                continue
            }
            let kind: FileKind?
            do {
                kind = try fileSystem.kind(of: absolute, beneath: root)
            } catch {
                sources.missingPaths.append(
                    error.leavesProject
                        ? outside
                        : .error(
                            "cannot read '\(path)': \(error.reason)",
                            hint: "make it readable, or name another spec"))
                continue
            }
            switch kind {
            case .directory?:
                let scan = specScan(in: absolute)
                scanProblems += scan.diagnostics
                selectedFiles.formUnion(scan.files)
            case _?:
                selectedFiles.insert(PathText.normalized(absolute))
            case nil where Self.isModuleName(path):
                // Not a path, but written as a module name: the spec(s) naming that module.
                let index = moduleIndex ?? moduleNameIndex(root: root, config: config)
                // Once: and not at all when the whole specs folder is scanned below anyway.
                if moduleIndex == nil, !readsAll { scanProblems += index.scanProblems }
                moduleIndex = index
                if let specs = index.specsByName[path] {
                    selectedFiles.formUnion(specs)
                } else {
                    sources.missingPaths.append(Self.unknownModule(path, in: index))
                }
            case nil:
                sources.missingPaths.append(
                    .error(
                        "no such file or folder: \(path)",
                        hint:
                            "pass spec files (*\(Self.specSuffix)), folders that contain them, or module names"
                    ))
            }
        }
        sources.hasSelection = !named.isEmpty
        var files = selectedFiles.sorted()
        if readsAll {
            let scan = specScan(in: PathText.join(root, config.specs))
            scanProblems += scan.diagnostics
            files = Set(scan.files).union(selectedFiles).sorted()
        }
        // A folder that could not be read stops the run: the specs it holds are unknown, not absent.
        try warnings.take(scanProblems)
        let reader = ConcurrentReader(fileSystem)
        let workingDirectory = self.workingDirectory
        // All specs together are bounded too: memory grows with what is read.
        let budget = ByteBudget(limit: Self.maximumTotalSpecSize)
        let texts = ParallelMap.map(files, concurrently: fileSystem.allowsConcurrentReads) {
            file -> Result<SourceFile, Diagnostic>? in
            guard budget.isAvailable else { return nil }
            let text = ProjectLoader(
                fileSystem: reader.fileSystem, workingDirectory: workingDirectory
            )
            .readSource(file, beneath: root)
            if case .success(let source) = text, !budget.spend(source.bytes.count) { return nil }
            return text
        }
        guard budget.isAvailable else {
            throw DiagnosticList([
                ModelDiagnostics.specsTooLarge(count: files.count, limit: Self.maximumTotalSpecSize)
            ])
        }
        sources.specs = zip(files, texts.map { $0! }).map { file, text in
            ProjectSources.Spec(path: file, file: text, isSelected: selectedFiles.contains(file))
        }
        return sources
    }

    /// Every `*.viper.yml` below `folder`, and the problems on the way (see ``InputFolderScan``).
    func specScan(in folder: String) -> InputFolderScan {
        InputFolderScan(
            folder, beneath: locateRoot().root, suffix: Self.specSuffix, what: "specs",
            fileSystem: fileSystem,
            display: displayPath)
    }

    /// Every `*.viper.yml` below `folder`, sorted, not following symlinked folders.
    public func specFiles(in folder: String) -> [String] {
        specScan(in: folder).files
    }

    /// Reads a file (at most ``maximumInputSize`` bytes) as a ``SourceFile``
    /// named by its display path. A project's files are read `beneath` its
    /// root (``FileSystem/read(_:beneath:limit:)``): nothing outside it, so no
    /// excerpt can ever show bytes from outside.
    /// The error of a config pinned to another viper-gen (`minimumVersion`,
    /// `version`), or nil. A command checks it before it takes the project's
    /// lock or recovers an interrupted run, so another version's project (and its
    /// recovery data) is left as it is; an unreadable config is left to `load`.
    public func versionPinProblem() -> Diagnostic? {
        let (root, hasConfig) = locateRoot()
        guard hasConfig,
            case .success(let source) = readSource(
                PathText.join(root, ProjectConfig.fileName), beneath: root)
        else { return nil }
        return VersionPin.checkConfig(source)
    }

    public func readSource(_ path: String, beneath root: String) -> Result<SourceFile, Diagnostic> {
        do throws(FileSystemError) {
            let bytes = try fileSystem.read(path, beneath: root, limit: Self.maximumInputSize)
            return .success(SourceFile(path: displayPath(path), bytes: bytes))
        } catch {
            if error.isTooLarge {
                return .failure(
                    ModelDiagnostics.inputTooLarge(displayPath(path), limit: Self.maximumInputSize))
            }
            return .failure(
                .error("cannot read '\(UnicodeText.visible(displayPath(path)))': \(error.reason)"))
        }
    }

    /// The templates folder's manifest of module files (``ModuleTemplateFilesReader``),
    /// when the config names a templates folder that holds one. Throws its errors.
    private func readModuleFiles(
        into config: inout ProjectConfig, root: String, warnings: Warnings
    ) throws(DiagnosticList) {
        guard let folder = config.templates,
            // A folder that is missing, or behind a link out, is the templates stage's to report.
            (try? fileSystem.kind(of: PathText.join(root, folder), beneath: root)) == .directory
        else { return }
        let relative = PathText.join(folder, ModuleTemplateFile.manifestName)
        let path = PathText.join(root, relative)
        // Looked up confined: a link out is read (and refused) whether or not anything is at its end.
        guard !Self.isMissing(path, beneath: root, on: fileSystem) else { return }
        let source = try readSource(path, beneath: root).orThrow()
        let result = ModuleTemplateFilesReader.read(source, config: config)
        try warnings.take(result.diagnostics)
        config.moduleFiles = result.files
        config.moduleFilesManifest = relative
    }

    /// `path` relative to the working folder when inside it, else as given.
    public func displayPath(_ path: String) -> String {
        guard let relative = PathText.relative(path, to: workingDirectory), relative != "." else {
            return path
        }
        return relative
    }

    /// An absolute, normalized form of a path given on the command line.
    public func absolutePath(_ path: String) -> String {
        PathText.normalized(path.hasPrefix("/") ? path : PathText.join(workingDirectory, path))
    }
}

extension ProjectLoader {
    /// True when nothing is at `path` beneath `root`, asked as a read opens it:
    /// a link out of the root is not "missing" (it is refused when read), so no
    /// answer tells what exists outside.
    public static func isMissing(_ path: String, beneath root: String, on fileSystem: FileSystem)
        -> Bool
    {
        do {
            return try fileSystem.kind(of: path, beneath: root) == nil
        } catch {
            return false
        }
    }
}

extension Result where Success == SourceFile, Failure == Diagnostic {
    /// The file, or the read error thrown as the stage's error.
    func orThrow() throws(DiagnosticList) -> SourceFile {
        switch self {
        case .success(let file): return file
        case .failure(let diagnostic): throw DiagnosticList([diagnostic])
        }
    }
}

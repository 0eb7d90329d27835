/// What `viper-gen adopt` is asked: module folders inside the project.
public struct AdoptRequest: Sendable {
    /// Absolute paths of the module folders, one module each.
    public var folders: [String]
    /// Overrides the inferred style.
    public var style: ModuleDefinition.Style?
    /// Replace a spec that is already there.
    public var force = false
    /// Only print: a spec already there is a warning, not an error.
    public var dryRun = false

    public init(folders: [String], style: ModuleDefinition.Style? = nil, force: Bool = false) {
        self.folders = folders
        self.style = style
        self.force = force
    }
}

/// The specs `adopt` writes, what it couldn't express, and how much of each
/// module the generated code reproduces.
public struct Adoption: Sendable {
    public struct Module: Sendable {
        public var name: String
        public var specPath: String
        public var specText: String
        /// What the spec leaves out, at its place in the module's files.
        public var notes: [Diagnostic]
        public var fit: AdoptionFit
    }

    public var modules: [Module]
    /// The write plan of the specs alone.
    public var plan: WritePlan
    public var rootPath: String
}

/// One module on its way through `adopt`: its definition, spec and notes,
/// what was scanned, and the spec already on disk when the run began.
private struct AdoptedModule {
    var module: ModuleDefinition
    var specPath: String
    var text: String
    var notes: [Diagnostic]
    var scan: ScannedModule
    var existing: [UInt8]?
}

extension GenerationPipeline {
    /// `viper-gen adopt`: reads each folder's Swift files (confined to the
    /// project), infers the module, writes its spec as text, checks it with
    /// the spec reader (a part it refuses is left out with a note), generates
    /// the module in memory and measures what it reproduces. Only the specs
    /// are planned for writing.
    public func adopt(_ request: AdoptRequest) throws(DiagnosticList) -> Adoption {
        var validated = try validatedProject()
        let project = validated.project
        let config = project.config
        var adopted: [AdoptedModule] = []
        for folder in request.folders {
            let scan = try scannedModule(in: folder, root: project.rootPath)
            let shape = ModuleShape.infer(
                scan, folderName: PathText.lastComponent(of: folder), style: request.style)
            if var problem = ModelDiagnostics.moduleNameProblem(shape.name, at: nil) {
                // Said of the folder: the name comes from its protocols and classes.
                problem.location = .file(loader.displayPath(folder))
                problem.message +=
                    " (the name adopt infers from the module's protocols and classes)"
                throw DiagnosticList([problem])
            }
            var (spec, notes) = ModuleAdopter.adopt(
                scan, shape: shape, folder: PathText.relative(folder, to: project.rootPath) ?? ".")
            let specPath = PathText.join(config.specs, shape.name + ProjectLoader.specSuffix)
            // Read now, before the long part: a spec that appears later is refused by the write.
            let existing = try existingSpec(
                specPath, module: shape.name, in: project, replaces: request.force || request.dryRun
            )
            if existing != nil, request.dryRun, !request.force {
                warnings.add([AdoptDiagnostics.specExistsInDryRun(shape.name, specPath: specPath)])
            }
            if adopted.contains(where: { $0.module.name == shape.name }) {
                throw DiagnosticList([
                    AdoptDiagnostics.sameModuleTwice(shape.name, folder: loader.displayPath(folder))
                ])
            }
            let (module, text) = try readableSpec(
                &spec, notes: &notes, specPath: specPath, project: project)
            adopted.append(
                AdoptedModule(
                    module: module, specPath: specPath, text: text, notes: notes, scan: scan,
                    existing: existing))
        }
        try validated.admit(adopted.map(\.module))
        let generation = try generate(
            validated,
            selection: ContextBuilder.Selection(modules: Set(adopted.map(\.module.name))),
            options: WritePlanner.Options(
                findsOrphans: false, scaffolds: .createMissing, refusesMovedScaffolds: false),
            templates: try templates(for: validated.project))
        var entries: [WritePlan.Entry] = []
        var modules: [Adoption.Module] = []
        for item in adopted {
            let existing = item.existing
            let bytes = Array(item.text.utf8)
            entries.append(
                WritePlan.Entry(
                    path: item.specPath,
                    action: existing == nil ? .create : (existing == bytes ? .keep : .update),
                    contents: bytes, ownership: .scaffolded, previous: existing))
            let generated = generation.rendered.filter {
                $0.sourcePath == item.specPath && $0.path.hasSuffix(".swift")
                    && !$0.path.hasPrefix(config.tests + "/")
            }
            let generatedScan = ScannedModule(
                files: generated.compactMap { file in
                    let source = SourceFile(path: file.path, text: file.contents)
                    return (try? SwiftDeclarationScanner.declarations(in: source)).map {
                        ScannedFile(source: source, declarations: $0)
                    }
                })
            modules.append(
                Adoption.Module(
                    name: item.module.name, specPath: item.specPath, specText: item.text,
                    notes: item.notes,
                    fit: AdoptionFit.measure(
                        original: item.scan, generated: generatedScan, module: item.module.name)))
        }
        return Adoption(
            modules: modules, plan: WritePlan(entries: entries), rootPath: project.rootPath)
    }

    /// The folder's Swift files, read beneath the project root and scanned.
    private func scannedModule(in folder: String, root: String) throws(DiagnosticList)
        -> ScannedModule
    {
        let display = loader.displayPath(folder)
        guard PathText.relative(folder, to: root) != nil else {
            throw DiagnosticList([AdoptDiagnostics.folderOutsideProject(display)])
        }
        guard (try? fileSystem.kind(of: folder, beneath: root)) == .directory else {
            throw DiagnosticList([AdoptDiagnostics.notAFolder(display)])
        }
        let folderScan = InputFolderScan(
            folder, beneath: root, suffix: ".swift", what: "Swift files", fileSystem: fileSystem,
            display: loader.displayPath)
        try warnings.take(folderScan.diagnostics)
        guard !folderScan.files.isEmpty else {
            throw DiagnosticList([AdoptDiagnostics.noSwiftFiles(display)])
        }
        guard folderScan.files.count <= AdoptDiagnostics.maximumFiles else {
            throw DiagnosticList([
                AdoptDiagnostics.tooManyFiles(display, count: folderScan.files.count)
            ])
        }
        var files: [ScannedFile] = []
        var problems: [Diagnostic] = []
        for path in folderScan.files {
            switch loader.readSource(path, beneath: root) {
            case .failure(let problem): problems.append(problem)
            case .success(let source):
                do throws(Diagnostic) {
                    files.append(
                        ScannedFile(
                            source: source,
                            declarations: try SwiftDeclarationScanner.declarations(in: source)))
                } catch {
                    problems.append(error)
                }
            }
        }
        guard problems.isEmpty else { throw DiagnosticList(problems) }
        return ScannedModule(files: files)
    }

    /// The bytes of the spec already at `specPath` (nil when there is none), read
    /// confined; an error when something else is there, when another spec defines
    /// the module, or when a spec is there and may not be replaced.
    private func existingSpec(
        _ specPath: String, module: String, in project: Project, replaces: Bool
    )
        throws(DiagnosticList) -> [UInt8]?
    {
        let absolute = PathText.join(project.rootPath, specPath)
        if let kind = fileSystem.kind(of: absolute), kind != .file {
            throw DiagnosticList([NewModuleDiagnostics.specPathIsNotAFile(specPath, kind: kind)])
        }
        if let other = project.modules.first(where: { $0.name == module }),
            other.specPath != specPath
        {
            throw DiagnosticList([
                NewModuleDiagnostics.moduleDefinedElsewhere(module, specPath: other.specPath)
            ])
        }
        guard fileSystem.kind(of: absolute) == .file else { return nil }
        guard replaces else {
            throw DiagnosticList([AdoptDiagnostics.specExists(module, specPath: specPath)])
        }
        switch loader.readSource(absolute, beneath: project.rootPath) {
        case .success(let source): return source.bytes
        case .failure(let problem): throw DiagnosticList([problem])
        }
    }

    /// Writes the spec and reads it back; each part the reader refuses is
    /// left out with a note carrying the reader's reason, until it reads.
    private func readableSpec(
        _ spec: inout AdoptedSpec, notes: inout [Diagnostic], specPath: String, project: Project
    ) throws(DiagnosticList) -> (ModuleDefinition, String) {
        let config = project.config
        for _ in 0..<AdoptDiagnostics.maximumRereads {
            let writer = AdoptedSpecWriter.write(spec)
            let source = SourceFile(path: specPath, text: writer.text)
            let read = ModuleSpecReader.read(
                source, catalog: project.catalog, defaultAccess: config.access,
                defaultUI: config.ui,
                defaultNavigation: config.navigation, specPath: specPath)
            let errors = read.diagnostics.filter(\.isError)
            if errors.isEmpty, let module = read.module { return (module, writer.text) }
            var refused: [(AdoptedSpecWriter.Item, Diagnostic)] = []
            for error in errors {
                guard let line = error.location?.line, let item = writer.items[line] else {
                    throw DiagnosticList([AdoptDiagnostics.unreadableSpec(specPath)] + errors)
                }
                if !refused.contains(where: { $0.0 == item }) { refused.append((item, error)) }
            }
            // Later items first, so the earlier indices stay right.
            for (item, error) in refused.sorted(by: {
                Self.order($0.0).lexicographicallyPrecedes(Self.order($1.0))
            }).reversed() {
                let origin = spec.origin(of: item)
                let message = "left out of the spec: \(error.message)"
                notes.append(
                    origin?.note(message) ?? Diagnostic(.note, message, at: .file(spec.folder)))
                spec.remove(item)
            }
        }
        throw DiagnosticList([AdoptDiagnostics.tooManyRereads(specPath)])
    }

    private static func order(_ item: AdoptedSpecWriter.Item) -> [Int] {
        switch item {
        case .message(let section, let index): return [0, section, index + 1]
        case .inherits(let section): return [0, section, 0]
        case .dependency(let index): return [2, index]
        case .naming(let index): return [3, index]
        case .dataStoreField(let index): return [4, index]
        case .useCase(let index): return [1, index, 0, 0]
        case .field(let useCase, let model, let index): return [1, useCase, model + 1, index]
        case .imports: return [6]
        case .ownProtocol(let index): return [5, index, 0, 0]
        case .ownInherits(let index): return [5, index, 1, 0]
        case .ownProperty(let owner, let index): return [5, owner, 2, index]
        case .ownMethod(let owner, let index): return [5, owner, 3, index]
        }
    }
}

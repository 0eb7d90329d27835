/// The stages of a run, wired together: load and validate the project, resolve
/// and parse the templates, render every file in memory, and plan the writes.
/// Each stage's output is a value; nothing here writes to disk.
public struct GenerationPipeline {
    let fileSystem: FileSystem
    let loader: ProjectLoader

    public init(fileSystem: FileSystem, workingDirectory: String) {
        self.fileSystem = fileSystem
        self.loader = ProjectLoader(fileSystem: fileSystem, workingDirectory: workingDirectory)
    }

    /// A rendered run: the project, its templates and every file it produces.
    public struct Rendered: Sendable {
        public var loaded: ProjectLoader.Loaded
        public var templates: TemplateSet
        public var files: [RenderedFile]

        public var project: Project { loaded.project }
    }

    /// Which scaffolds a run renders.
    public enum Scaffolds: Sendable {
        /// Every scaffold (`new --force`, `dump`, `traits show`).
        case all
        /// Only scaffolds that do not exist yet: the others are kept as they are (`generate`, `new`).
        case missing
        /// None: the run only compares generated files (`check`).
        case none
    }

    /// Loads the project and renders the files of the selected modules (all
    /// when `paths` is empty) plus the shared files.
    public func render(paths: [String] = [], scaffolds: Scaffolds = .missing) -> Result<Rendered, DiagnosticList> {
        loader.load(paths: paths).flatMap { render($0, scaffolds: scaffolds) }
    }

    /// Renders an already loaded project.
    public func render(_ loaded: ProjectLoader.Loaded, scaffolds: Scaffolds = .missing)
        -> Result<Rendered, DiagnosticList> {
        let rendering: ProjectRenderer.ScaffoldRendering
        switch scaffolds {
        case .all: rendering = .all
        case .none: rendering = .none
        case .missing: rendering = .missing(existing: existingScaffolds(of: loaded))
        }
        return TemplateSet.resolve(project: loaded.project, fileSystem: fileSystem).flatMap { templates in
            templates.library().flatMap { library in
                let renderer = ProjectRenderer(library: library, indentation: loaded.project.config.indentation,
                                               scaffolds: rendering)
                do throws(TemplateErrors) {
                    let files = try renderer.render(loaded.project, moduleNames: loaded.selectedModules)
                    return .success(Rendered(loaded: loaded, templates: templates, files: files))
                } catch {
                    return .failure(DiagnosticList(error.diagnostics))
                }
            }
        }
    }

    /// The scaffolds of the selected modules that are already on disk (looked up
    /// on every core when the file system allows it).
    private func existingScaffolds(of loaded: ProjectLoader.Loaded) -> Set<String> {
        let project = loaded.project
        var paths: [String] = []
        for module in project.modules where loaded.selectedModules?.contains(module.name) ?? true {
            for entry in ProjectRenderer.layout(of: module, config: project.config) where entry.ownership == .scaffolded {
                paths.append(entry.path)
            }
        }
        let reader = ConcurrentReader(fileSystem)
        let root = project.rootPath
        let exists = ParallelMap.map(paths, concurrently: fileSystem.allowsConcurrentReads) { path in
            reader.fileSystem.kind(of: PathText.join(root, path)) != nil
        }
        return Set(zip(paths, exists).compactMap { $1 ? $0 : nil })
    }

    /// The write plan for rendered files. Orphans are looked for only when the
    /// whole project was rendered.
    public func plan(_ rendered: Rendered, prunes: Bool = false, overwritesScaffolds: Bool = false)
        -> Result<WritePlan, DiagnosticList> {
        let options = WritePlanner.Options(findsOrphans: rendered.loaded.selectedModules == nil, prunes: prunes,
                                           overwritesScaffolds: overwritesScaffolds)
        return WritePlanner(fileSystem: fileSystem, project: rendered.project).plan(rendered.files, options: options)
    }

    /// The plan for `viper-gen init`: a commented config and the shared runtime
    /// in the working folder, which must not have a config yet.
    public func planProjectStart() -> Result<(root: String, plan: WritePlan), DiagnosticList> {
        let root = loader.workingDirectory
        if fileSystem.kind(of: PathText.join(root, ProjectConfig.fileName)) != nil {
            return .failure(DiagnosticList([.error("\(ProjectConfig.fileName) already exists here",
                                                   hint: "edit it, or delete it first to start over")]))
        }
        let project = Project(rootPath: root, catalog: ProjectLoader.builtInCatalog())
        return TemplateSet.builtIn.library().flatMap { library in
            let renderer = ProjectRenderer(library: library)
            let files: [RenderedFile]
            do throws(TemplateErrors) {
                files = try renderer.render(project) + [
                    RenderedFile(path: ProjectConfig.fileName, contents: try renderer.renderedConfig(),
                                 ownership: .scaffolded, template: "Project/viper-gen.yml.tmpl"),
                ]
            } catch {
                return .failure(DiagnosticList(error.diagnostics))
            }
            return WritePlanner(fileSystem: fileSystem, project: project)
                .plan(files, options: .init(findsOrphans: false)).map { (root, $0) }
        }
    }

    /// What `viper-gen new` asks for.
    public struct NewModuleRequest: Equatable, Sendable {
        public var name: String
        public var traits: [String]
        public var style: ModuleSpec.Style
        public var access: AccessLevel?
        /// Overwrite an existing spec and existing scaffolded files.
        public var force: Bool

        public init(name: String, traits: [String], style: ModuleSpec.Style = .mvp, access: AccessLevel? = nil,
                    force: Bool = false) {
            self.name = name
            self.traits = traits
            self.style = style
            self.access = access
            self.force = force
        }
    }

    /// The plan for a new module: its spec, then the same generation as
    /// `generate` with the new spec included. Validates everything first.
    public func planNewModule(_ request: NewModuleRequest) -> Result<(Rendered, WritePlan), DiagnosticList> {
        if let problem = NewModuleDiagnostics.nameProblem(request.name) {
            return .failure(DiagnosticList([problem]))
        }
        let loadedResult = loader.load()
        guard case .success(var loaded) = loadedResult else {
            if case .failure(let error) = loadedResult { return .failure(error) }
            return .failure(DiagnosticList([]))
        }
        let catalog = loaded.project.catalog
        var problems: [Diagnostic] = []
        var seen: Set<String> = []
        for trait in request.traits {
            if catalog.trait(named: trait) == nil {
                problems.append(NewModuleDiagnostics.unknownTrait(trait, known: catalog.names))
            } else if !seen.insert(trait).inserted {
                problems.append(NewModuleDiagnostics.duplicateTrait(trait))
            }
        }
        guard problems.isEmpty else { return .failure(DiagnosticList(problems)) }

        let config = loaded.project.config
        let specPath = PathText.join(config.specs, request.name + ProjectLoader.specSuffix)
        let specText: String
        do throws(DiagnosticList) {
            specText = try TemplateSet.resolve(project: loaded.project, fileSystem: fileSystem).flatMap { $0.library() }
                .get()
                .renderingSpec(name: request.name, style: request.style, traits: request.traits,
                               access: request.access)
        } catch {
            return .failure(error)
        }
        let absoluteSpec = PathText.join(loaded.project.rootPath, specPath)
        if let existing = try? fileSystem.read(absoluteSpec), existing != Array(specText.utf8), !request.force {
            return .failure(DiagnosticList([NewModuleDiagnostics.moduleExists(request.name, specPath: specPath)]))
        }
        if let other = loaded.project.modules.first(where: { $0.name == request.name && $0.specPath != specPath }) {
            return .failure(DiagnosticList([NewModuleDiagnostics.moduleDefinedElsewhere(request.name,
                                                                                        specPath: other.specPath)]))
        }
        let source = SourceFile(path: loader.displayPath(absoluteSpec), text: specText)
        let read = ModuleSpecReader.read(source, catalog: catalog, defaultAccess: config.access, specPath: specPath)
        guard let module = read.module else { return .failure(DiagnosticList(read.diagnostics)) }
        var modules = loaded.project.modules.filter { $0.name != module.name }
        modules.append(module)
        loaded.project = Project(rootPath: loaded.project.rootPath, config: config, catalog: catalog,
                                 modules: modules, configPath: loaded.project.configPath,
                                 traitsFilePath: loaded.project.traitsFilePath)
        if !loaded.inputs.contains(specPath) { loaded.inputs.append(specPath) }
        return render(loaded, scaffolds: request.force ? .all : .missing).flatMap { rendered in
            var withSpec = rendered
            withSpec.files.append(RenderedFile(path: specPath, contents: specText, ownership: .scaffolded,
                                               template: "Spec/Module.viper.yml.tmpl", sourcePath: specPath))
            withSpec.files.sort { $0.path < $1.path }
            return plan(withSpec, overwritesScaffolds: request.force).map { (withSpec, $0) }
        }
    }
}

extension TemplateLibrary {
    /// The text of a new module spec.
    func renderingSpec(name: String, style: ModuleSpec.Style, traits: [String], access: AccessLevel?)
        throws(DiagnosticList) -> String {
        do {
            return try ProjectRenderer(library: self).renderedSpec(name: name, style: style, traits: traits,
                                                                   access: access)
        } catch {
            throw DiagnosticList(error.diagnostics)
        }
    }
}

/// Messages about the arguments of `viper-gen new`.
enum NewModuleDiagnostics {
    static func nameProblem(_ name: String) -> Diagnostic? {
        if let problem = SwiftName.problem(with: name) {
            let hint = SwiftName.suggestedTypeName(for: name).map { "try '\($0)'" }
                ?? "a module name is a Swift type name, e.g. 'Login' or 'UserProfile'"
            return .error("'\(name)' is not a valid module name: \(problem)", hint: hint)
        }
        if !SwiftName.startsUppercase(name) {
            return .error("module name '\(name)' must start with an uppercase letter",
                          hint: "module names become type names: try '\(name.upperFirst)'")
        }
        return nil
    }

    static func unknownTrait(_ name: String, known: [String]) -> Diagnostic {
        .error("unknown trait '\(name)'", hint: SpellingSuggestion.hint(for: name, among: known, kind: "traits"))
    }

    static func duplicateTrait(_ name: String) -> Diagnostic {
        .error("trait '\(name)' is listed twice", hint: "list each trait once")
    }

    static func moduleExists(_ name: String, specPath: String) -> Diagnostic {
        .error("module '\(name)' already exists with a different spec (\(specPath))",
               hint: "edit the spec and run `viper-gen generate`, or pass --force to replace the spec and its scaffolds")
    }

    static func moduleDefinedElsewhere(_ name: String, specPath: String) -> Diagnostic {
        .error("module '\(name)' is already defined by \(specPath)",
               hint: "edit that spec and run `viper-gen generate`")
    }
}

/// Renders a project's files in memory: shared runtime support, one file pair
/// per used trait, and each module's generated and scaffolded files.
public struct ProjectRenderer: Sendable {
    /// Which scaffolded files to render. Scaffolds that will not be written are
    /// only named (a placeholder ``RenderedFile``), which saves most of a run's work.
    public enum ScaffoldRendering: Equatable, Sendable {
        case all
        /// None (`check` never compares scaffolds).
        case none
        /// Only those not in the set of paths that already exist.
        case missing(existing: Set<String>)

        func renders(_ path: String) -> Bool {
            switch self {
            case .all: return true
            case .none: return false
            case .missing(let existing): return !existing.contains(path)
            }
        }
    }

    public let library: TemplateLibrary
    /// The indentation of generated Swift (from the project's config).
    public var indentation: Indentation
    public var scaffolds: ScaffoldRendering

    public init(library: TemplateLibrary, indentation: Indentation = .spaces(4), scaffolds: ScaffoldRendering = .all) {
        self.library = library
        self.indentation = indentation
        self.scaffolds = scaffolds
    }

    /// Where a module's files go, from which template, and who owns them.
    public struct FileLayout: Equatable, Sendable {
        public var path: String
        public var template: String
        public var ownership: RenderedFile.Ownership
    }

    /// Every file of the project. With `moduleNames`, module files only for
    /// those modules (shared files always reflect the whole project).
    public func render(_ project: Project, moduleNames: Set<String>? = nil) throws(TemplateErrors) -> [RenderedFile] {
        var files: [RenderedFile] = []
        let config = project.config
        let runtime = Self.baseContext(project, access: project.sharedAccess, source: "the viper-gen runtime")
        files.append(try file(PathText.join(config.shared, "TransitionHandler.swift"), "Shared/TransitionHandler.swift.tmpl",
                              runtime, .generated))
        files.append(try file(PathText.join(config.shared, "Routing.swift"), "Shared/Routing.swift.tmpl",
                              runtime, .generated))
        files.append(try file(PathText.join(config.sharedTests, "Mock.swift"), "Shared/Mock.swift.tmpl",
                              runtime, .generated))
        for trait in project.usedTraits {
            let context = Self.traitContext(for: trait, in: project)
            let source: String? = if case .project(let path) = trait.origin { path } else { nil }
            files.append(try file(PathText.join(config.shared, "Traits", trait.protocolName + ".swift"),
                                  "Trait/Trait.swift.tmpl", context, .generated, source: source))
            files.append(try file(PathText.join(config.sharedTests, "Traits", trait.protocolName + "+Mock.swift"),
                                  "Trait/TraitMock.swift.tmpl", context, .generated, source: source))
        }
        let modules = project.modules.filter { moduleNames?.contains($0.name) ?? true }
        let renderer = self
        let traitMethods = TraitMethodContexts(project.usedTraits)
        let perModule = ParallelMap.map(modules) { module in
            Result { () throws(TemplateErrors) -> [RenderedFile] in
                try renderer.render(module, in: project, traitMethods: traitMethods)
            }
        }
        for result in perModule {
            // The first module that fails, in module order, as when rendered one by one.
            files += try result.get()
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Exactly what the two templates of a shared trait render with.
    public static func context(for trait: TraitDefinition, in project: Project) -> TemplateValue {
        .object(traitContext(for: trait, in: project))
    }

    private static func traitContext(for trait: TraitDefinition, in project: Project) -> [String: TemplateValue] {
        var context = baseContext(project, access: project.sharedAccess, source: TraitContext.source(of: trait))
        context["trait"] = TraitContext.value(trait, access: project.sharedAccess)
        return context
    }

    /// Exactly what every template of `module` renders with.
    public static func context(for module: ModuleSpec, in project: Project) -> TemplateValue {
        .object(moduleContext(for: module, in: project))
    }

    private static func moduleContext(for module: ModuleSpec, in project: Project,
                                      traitMethods: TraitMethodContexts = TraitMethodContexts())
        -> [String: TemplateValue] {
        var context = baseContext(project, access: module.access, source: module.specPath)
        context["module"] = ModuleContext.value(module, traitMethods: traitMethods)
        return context
    }

    /// The files of one module.
    public func render(_ module: ModuleSpec, in project: Project) throws(TemplateErrors) -> [RenderedFile] {
        try render(module, in: project, traitMethods: TraitMethodContexts())
    }

    func render(_ module: ModuleSpec, in project: Project, traitMethods: TraitMethodContexts)
        throws(TemplateErrors) -> [RenderedFile] {
        let context = Self.moduleContext(for: module, in: project, traitMethods: traitMethods)
        var files: [RenderedFile] = []
        for entry in Self.layout(of: module, config: project.config) {
            if entry.ownership == .scaffolded, !scaffolds.renders(entry.path) {
                var placeholder = RenderedFile(path: entry.path, contents: "", ownership: .scaffolded,
                                               template: entry.template, sourcePath: module.specPath)
                placeholder.isPlaceholder = true
                files.append(placeholder)
                continue
            }
            files.append(try file(entry.path, entry.template, context, entry.ownership, source: module.specPath))
        }
        return files
    }

    /// The files of one module, in the order they are rendered.
    public static func layout(of module: ModuleSpec, config: ProjectConfig) -> [FileLayout] {
        let sources = PathText.join(config.sources, "Modules", module.name)
        let tests = PathText.join(config.tests, "Modules", module.name)
        let name = module.name
        var layout: [(folder: String, file: String, template: String, ownership: RenderedFile.Ownership)] = [
            (sources, "\(name)View.swift", "Module/View.swift.tmpl", .generated),
            (tests, "\(name)Mocks.swift", "Module/Mocks.swift.tmpl", .generated),
            (tests, "\(name)Tests.swift", "Module/Tests.swift.tmpl", .scaffolded),
        ]
        switch module.style {
        case .mvp:
            layout += [
                (sources, "\(name)Presenter.swift", "MVP/Presenter.swift.tmpl", .generated),
                (sources, "\(name)Assembly.swift", "MVP/Assembly.swift.tmpl", .generated),
                (sources, "\(name)Presenter+Logic.swift", "MVP/PresenterLogic.swift.tmpl", .scaffolded),
            ]
        case .viper:
            layout += [
                (sources, "\(name)Presenter.swift", "VIPER/Presenter.swift.tmpl", .generated),
                (sources, "\(name)Interactor.swift", "VIPER/Interactor.swift.tmpl", .generated),
                (sources, "\(name)Router.swift", "VIPER/Router.swift.tmpl", .generated),
                (sources, "\(name)Assembly.swift", "VIPER/Assembly.swift.tmpl", .generated),
                (sources, "\(name)Presenter+Logic.swift", "VIPER/PresenterLogic.swift.tmpl", .scaffolded),
                (sources, "\(name)Interactor+Logic.swift", "VIPER/InteractorLogic.swift.tmpl", .scaffolded),
            ]
        }
        if !module.routes.isEmpty {
            layout.append((sources, "\(name)Route.swift", "Module/Route.swift.tmpl", .generated))
        }
        if module.traits.contains(where: { $0.usesDefaults && $0.trait.scaffold?.source != nil }) {
            layout.append((sources, "\(name)Services.swift", "Module/Services.swift.tmpl", .scaffolded))
        }
        return layout.map { FileLayout(path: PathText.join($0.folder, $0.file), template: $0.template,
                                       ownership: $0.ownership) }
    }

    /// The text of a new module spec, as `viper-gen new` writes it.
    public func renderedSpec(name: String, style: ModuleSpec.Style, traits: [String], access: AccessLevel? = nil)
        throws(TemplateErrors) -> String {
        try library.render("Spec/Module.viper.yml.tmpl",
                           context: Self.specContext(name: name, style: style, traits: traits, access: access))
    }

    /// What the template of a new module spec renders with.
    public static func specContext(name: String, style: ModuleSpec.Style, traits: [String], access: AccessLevel?)
        -> TemplateValue {
        .object([
            "spec": .object([
                "name": .text(name),
                "style": .text(style.rawValue),
                "access": .text(access?.rawValue ?? ""),
                "hasAccess": .flag(access != nil),
                "isVIPER": .flag(style == .viper),
                "traits": .texts(traits),
                "hasTraits": .flag(!traits.isEmpty),
            ]),
        ])
    }

    /// The text of a new project config, as `viper-gen init` writes it.
    public func renderedConfig() throws(TemplateErrors) -> String {
        try library.render("Project/viper-gen.yml.tmpl", context: .object([:]))
    }

    /// The first line of a generated file, without `// `.
    public static func headerLine(_ config: ProjectConfig, source: String) -> String {
        config.header.replacingPlaceholder(ProjectConfig.sourcePlaceholder, with: source)
    }

    /// What every template sees: the header line, the access modifier and the app module.
    private static func baseContext(_ project: Project, access: AccessLevel, source: String) -> [String: TemplateValue] {
        [
            "header": .text(headerLine(project.config, source: source)),
            "access": .text(access.modifier),
            "appModule": .text(project.config.appModule),
        ]
    }

    private func file(
        _ path: String,
        _ template: String,
        _ context: [String: TemplateValue],
        _ ownership: RenderedFile.Ownership,
        source: String? = nil
    ) throws(TemplateErrors) -> RenderedFile {
        var text = try library.render(template, context: .object(context))
        if path.hasSuffix(".swift") {
            text = SwiftTextNormalizer(indentation: indentation).normalized(text)
        }
        return RenderedFile(path: path, contents: text, ownership: ownership, template: template, sourcePath: source)
    }
}

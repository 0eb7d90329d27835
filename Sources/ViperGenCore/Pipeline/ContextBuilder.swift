/// Stage 4, context: decides every file a project produces (the shared
/// runtime, one pair per used trait, each module's generated and scaffolded
/// files) and the context each template sees. Pure: a function of the
/// ``Project``; the decisions themselves live in the builders of the typed
/// contexts (``ModuleContext``, ``TraitContext``, ``RoutesContext``, ...),
/// which ``TemplateContextEncoder`` turns into template values.
public enum ContextBuilder {
    /// Which files a run is about.
    public struct Selection: Equatable, Sendable {
        /// Module files only for these modules (`nil`: every module).
        public var modules: Set<String>?
        /// Shared trait files only for these traits (`nil`: every trait a module uses).
        public var traits: Set<String>?
        /// Generated files even with `generation: build`, where the project's
        /// folders hold scaffolds only (`emit`, and `traits show`, want them).
        public var includesBuildTimeFiles: Bool

        public init(
            modules: Set<String>? = nil, traits: Set<String>? = nil,
            includesBuildTimeFiles: Bool = false
        ) {
            self.modules = modules
            self.traits = traits
            self.includesBuildTimeFiles = includesBuildTimeFiles
        }

        /// Every file of the project.
        public static let everything = Selection()
    }

    /// Where a module's file goes, from which template, and who owns it.
    public struct FileLayout: Equatable, Sendable {
        public var path: String
        public var template: String
        public var ownership: RenderedFile.Ownership
    }

    /// The project's files in the order they are rendered: the shared runtime,
    /// the trait files, then each module's files (module by module, on every
    /// core). Shared files always reflect the whole project. With
    /// `generation: build`, only the scaffolds, unless the selection includes
    /// build-time files.
    public static func outputs(for project: Project, selection: Selection = .everything)
        -> [OutputFile]
    {
        let files = allOutputs(for: project, selection: selection)
        guard project.config.generation == .build, !selection.includesBuildTimeFiles else {
            return files
        }
        return files.filter { $0.ownership == .scaffolded }
    }

    private static func allOutputs(for project: Project, selection: Selection) -> [OutputFile] {
        let config = project.config
        let runtime = header(
            project, access: project.sharedAccess,
            source: "the viper-gen runtime"
        ).templateValue
        let everyModule = project.modules.map(\.name)
        var files = [
            OutputFile(
                path: PathText.join(config.shared, "TransitionHandler.swift"),
                template: "Shared/TransitionHandler.swift.tmpl", ownership: .generated,
                context: runtime, usedBy: everyModule),
            OutputFile(
                path: PathText.join(config.shared, "Routing.swift"),
                template: "Shared/Routing.swift.tmpl",
                ownership: .generated, context: runtime, usedBy: everyModule),
            OutputFile(
                path: PathText.join(config.sharedTests, "Mock.swift"),
                template: "Shared/Mock.swift.tmpl",
                ownership: .generated, context: runtime, usedBy: everyModule),
        ]
        let navigating = project.modules.filter { $0.navigation == .swiftui }.map(\.name)
        if !navigating.isEmpty {
            files.insert(
                OutputFile(
                    path: PathText.join(config.shared, "SwiftUINavigation.swift"),
                    template: "Shared/SwiftUINavigation.swift.tmpl", ownership: .generated,
                    context: runtime, usedBy: navigating),
                at: 2)
        }
        let usedTraits = project.usedTraits
        let traitUsers = Self.traitUsers(in: project)
        for trait in usedTraits where selection.traits?.contains(trait.name) ?? true {
            let context = self.context(for: trait, in: project)
            let source: String? = if case .project(let path) = trait.origin { path } else { nil }
            let users = traitUsers[trait.name] ?? []
            files.append(
                OutputFile(
                    path: PathText.join(config.shared, "Traits", trait.protocolName + ".swift"),
                    template: "Trait/Trait.swift.tmpl", ownership: .generated, sourcePath: source,
                    context: context, usedBy: users))
            files.append(
                OutputFile(
                    path: PathText.join(
                        config.sharedTests, "Traits", trait.protocolName + "+Mock.swift"),
                    template: "Trait/TraitMock.swift.tmpl", ownership: .generated,
                    sourcePath: source,
                    context: context, usedBy: users))
        }
        let modules = project.modules.filter { selection.modules?.contains($0.name) ?? true }
        let traitMethods = TraitMethodContexts(usedTraits, runtime: config.runtime)
        for moduleFiles in ParallelMap.map(
            modules, { outputs(for: $0, in: project, traitMethods: traitMethods) })
        {
            files += moduleFiles
        }
        return files
    }

    /// The modules that need each trait's files, by trait name, in the
    /// modules' order: those that use the trait, and those that open one that
    /// does (``relatedModules(of:in:)``: a route's destination and its
    /// children, or a child), whose `makeModule` call and route factory Mock
    /// name the trait's types and stubs.
    private static func traitUsers(in project: Project) -> [String: [String]] {
        var users: [String: [String]] = [:]
        for module in project.modules {
            var traits = Set(module.traits.map(\.trait.name))
            for related in relatedModules(of: module, in: project).values {
                traits.formUnion(related.traits.map(\.trait.name))
            }
            for trait in traits { users[trait, default: []].append(module.name) }
        }
        return users
    }

    /// The files of one module, each with the module's context.
    static func outputs(
        for module: ModuleDefinition, in project: Project,
        traitMethods: TraitMethodContexts = TraitMethodContexts()
    ) -> [OutputFile] {
        let context = moduleContext(for: module, in: project, traitMethods: traitMethods)
        return layout(of: module, config: project.config).map { entry in
            OutputFile(
                path: entry.path, template: entry.template, ownership: entry.ownership,
                sourcePath: module.specPath, context: marked(context, for: entry.path))
        }
    }

    /// `context` with the generated-file marker in the comment syntax of the
    /// file at `path`: `<!-- @generated by viper-gen -->` for a XIB, a
    /// storyboard or a property list a project template adds.
    private static func marked(_ context: TemplateValue, for path: String) -> TemplateValue {
        guard let syntax = GeneratedFileMarker.syntax(forPath: path), syntax != .lineComments,
            case .object(var fields) = context
        else { return context }
        // The encoded name of `FileHeaderContext.generatedMarker`, at the top level.
        fields["generatedMarker"] = .string(syntax.markerLine)
        return .object(fields)
    }

    /// Exactly what the two templates of a shared trait render with.
    public static func context(for trait: TraitDefinition, in project: Project) -> TemplateValue {
        let access = trait.access ?? project.sharedAccess
        return TraitFileContext(
            file: header(project, access: access, source: TraitContext.source(of: trait)),
            trait: TraitContext(
                trait, access: access, isolation: project.config.defaultIsolation,
                runtime: project.config.runtime)
        ).templateValue
    }

    /// Exactly what every template of `module` renders with.
    public static func context(for module: ModuleDefinition, in project: Project) -> TemplateValue {
        moduleContext(
            for: module, in: project,
            traitMethods: TraitMethodContexts(runtime: project.config.runtime))
    }

    private static func moduleContext(
        for module: ModuleDefinition, in project: Project,
        traitMethods: TraitMethodContexts
    ) -> TemplateValue {
        ModuleFileContext(
            // The spec's file name, not its path: moving a spec to another
            // folder changes none of the module's generated files.
            file: header(
                project, access: module.access,
                source: PathText.lastComponent(of: module.specPath)),
            module: ModuleContext(
                module, traitMethods: traitMethods,
                related: relatedModules(of: module, in: project),
                platform: project.config.platform, isolation: project.config.defaultIsolation,
                testFramework: project.config.testFramework)
        ).templateValue
    }

    /// The modules `module`'s routes open and its children embed, and theirs
    /// children in turn, by name: what its factories and `makeModule` build.
    static func relatedModules(of module: ModuleDefinition, in project: Project) -> [String:
        ModuleDefinition]
    {
        var related: [String: ModuleDefinition] = [:]
        var pending = module.routes.compactMap(\.module) + module.children.map(\.module)
        while let name = pending.popLast() {
            guard related[name] == nil, let found = project.module(named: name) else { continue }
            related[name] = found
            pending += found.children.map(\.module)
        }
        return related
    }

    /// The files of one module, in the order they are rendered.
    public static func layout(of module: ModuleDefinition, config: ProjectConfig) -> [FileLayout] {
        let folders = ModuleFolders(config: config)
        let sources = folders.sources(of: module.name)
        let tests = folders.tests(of: module.name)
        let name = module.name
        var layout = styleFiles(of: module, sources: sources, tests: tests)
        if !module.state.isEmpty {
            layout.append((sources, "\(name)State.swift", "Module/State.swift.tmpl", .generated))
        }
        if module.hasModuleInput || module.hasModuleOutput {
            layout.append(
                (
                    sources, "\(name)ModuleInterface.swift", "Module/ModuleInterface.swift.tmpl",
                    .generated
                ))
        }
        if !module.declaredProtocols.isEmpty {
            layout.append(
                (sources, "\(name)Protocols.swift", "Module/Protocols.swift.tmpl", .generated))
        }
        switch module.ui {
        case .uikit:
            let template =
                module.style == .vip
                ? "VIP/ViewController.swift.tmpl" : "UIKit/ViewController.swift.tmpl"
            layout.append((sources, "\(name)ViewController.swift", template, .scaffolded))
            if module.loadsXIB {
                layout.append(
                    (
                        sources, "\(name)ViewController.xib", "UIKit/ViewController.xib.tmpl",
                        .scaffolded
                    ))
            }
        case .swiftui:
            layout.append(
                module.navigation == .swiftui
                    ? (
                        sources, "\(name)Navigator.swift", "SwiftUI/Navigator.swift.tmpl",
                        .generated
                    )
                    : (
                        sources, "\(name)HostingController.swift",
                        "SwiftUI/HostingController.swift.tmpl", .generated
                    ))
            layout.append(
                (sources, "\(name)Screen.swift", "SwiftUI/Screen.swift.tmpl", .scaffolded))
        case .none:
            break
        }
        if !module.routes.isEmpty {
            layout.append((sources, "\(name)Route.swift", "Module/Route.swift.tmpl", .generated))
        }
        if module.traits.contains(where: { $0.usesDefaults && $0.trait.scaffold?.source != nil }) {
            layout.append(
                (sources, "\(name)Services.swift", "Module/Services.swift.tmpl", .scaffolded))
        }
        var files = layout.map {
            FileLayout(
                path: folders.path(of: $0.file, module: name, in: $0.folder),
                template: $0.template, ownership: $0.ownership)
        }
        // Last: the files the templates folder's manifest adds, at their own
        // path in the module's folder (they have no layer).
        for file in config.moduleFiles where file.applies(to: module) {
            files.append(
                FileLayout(
                    path: PathText.join(
                        file.side == .sources ? sources : tests, file.path(forModule: name)),
                    template: file.template, ownership: file.ownership))
        }
        return files
    }

    private typealias LayoutEntry = (
        folder: String, file: String, template: String, ownership: RenderedFile.Ownership
    )

    /// The files a module's style decides: MVP's presenter, VIPER's presenter,
    /// interactor and router, VIP's models, interactor, presenter (with the
    /// display protocol) and, with router traits, routes or router messages,
    /// router; with each style's assembly, logic scaffolds (the router's when
    /// it has `router:` messages), Mocks and tests.
    private static func styleFiles(of module: ModuleDefinition, sources: String, tests: String)
        -> [LayoutEntry]
    {
        let name = module.name
        // The router's own methods (`router:`) get a logic scaffold, as the presenter's do.
        let routerLogic: [LayoutEntry] =
            module.routerMessages.isEmpty
            ? []
            : [
                (
                    sources, "\(name)Router+Logic.swift", "VIPER/RouterLogic.swift.tmpl",
                    .scaffolded
                )
            ]
        let view: [LayoutEntry] = [
            (sources, "\(name)View.swift", "Module/View.swift.tmpl", .generated),
            (tests, "\(name)Mocks.swift", "Module/Mocks.swift.tmpl", .generated),
            (tests, "\(name)Tests.swift", "Module/Tests.swift.tmpl", .scaffolded),
        ]
        switch module.style {
        case .mvp:
            return view + [
                (sources, "\(name)Presenter.swift", "MVP/Presenter.swift.tmpl", .generated),
                (sources, "\(name)Assembly.swift", "MVP/Assembly.swift.tmpl", .generated),
                (
                    sources, "\(name)Presenter+Logic.swift", "MVP/PresenterLogic.swift.tmpl",
                    .scaffolded
                ),
            ]
        case .viper:
            return view + [
                (sources, "\(name)Presenter.swift", "VIPER/Presenter.swift.tmpl", .generated),
                (sources, "\(name)Interactor.swift", "VIPER/Interactor.swift.tmpl", .generated),
                (sources, "\(name)Router.swift", "VIPER/Router.swift.tmpl", .generated),
                (sources, "\(name)Assembly.swift", "VIPER/Assembly.swift.tmpl", .generated),
                (
                    sources, "\(name)Presenter+Logic.swift", "VIPER/PresenterLogic.swift.tmpl",
                    .scaffolded
                ),
                (
                    sources, "\(name)Interactor+Logic.swift", "VIPER/InteractorLogic.swift.tmpl",
                    .scaffolded
                ),
            ] + routerLogic
        case .vip:
            let router: [LayoutEntry] =
                module.hasVIPRouter
                ? [(sources, "\(name)Router.swift", "VIPER/Router.swift.tmpl", .generated)] : []
            return [
                (sources, "\(name)Models.swift", "VIP/Models.swift.tmpl", .generated),
                (sources, "\(name)Interactor.swift", "VIP/Interactor.swift.tmpl", .generated),
                (sources, "\(name)Presenter.swift", "VIP/Presenter.swift.tmpl", .generated),
                (sources, "\(name)Assembly.swift", "VIP/Assembly.swift.tmpl", .generated),
                (
                    sources, "\(name)Interactor+Logic.swift", "VIP/InteractorLogic.swift.tmpl",
                    .scaffolded
                ),
                (
                    sources, "\(name)Presenter+Logic.swift", "VIP/PresenterLogic.swift.tmpl",
                    .scaffolded
                ),
                (tests, "\(name)Mocks.swift", "VIP/Mocks.swift.tmpl", .generated),
                (tests, "\(name)Tests.swift", "VIP/Tests.swift.tmpl", .scaffolded),
            ] + router + routerLogic
        }
    }

    /// The first line of a generated file, without `// `.
    public static func headerLine(_ config: ProjectConfig, source: String) -> String {
        config.header.replacingEvery(ProjectConfig.sourcePlaceholder, with: source)
    }

    /// What every template sees: the header line, the generated-file marker,
    /// the access modifier and the app module.
    private static func header(_ project: Project, access: AccessLevel, source: String)
        -> FileHeaderContext
    {
        FileHeaderContext(
            header: headerLine(project.config, source: source),
            generatedMarker: GeneratedFileMarker.line,
            access: access.modifier, appModule: project.config.appModule,
            runtime: RuntimeContext(project.config.runtime))
    }
}

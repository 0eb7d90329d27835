/// Stage 2, validate: reads the traits file into the trait catalog and every
/// spec into a ``ModuleDefinition`` (on every core), and checks the project as
/// a whole (no module defined twice, no spec outside the project). Collects
/// every problem before it fails. Pure: it sees only the loaded text.
public enum ProjectValidator {
    public static func validate(_ sources: ProjectSources, warnings: Warnings)
        throws(DiagnosticList)
        -> ValidatedProject
    {
        let config = sources.config
        var inputs = sources.hasConfig ? [ProjectConfig.fileName] : []
        let catalog = try self.catalog(sources, warnings: warnings)
        if sources.traitsFile != nil { inputs.append(config.traitsFile) }
        if let manifest = config.moduleFilesManifest { inputs.append(manifest) }

        var diagnostics = sources.missingPaths
        let root = sources.rootPath
        let reads = ParallelMap.map(sources.specs) { spec in
            let relative = PathText.relative(spec.path, to: root)
            return (
                relative,
                spec.file.map { file in
                    ModuleSpecReader.read(
                        file, catalog: catalog, defaultAccess: config.access, defaultUI: config.ui,
                        defaultNavigation: config.navigation, defaultNaming: config.naming,
                        specPath: relative ?? spec.path)
                }
            )
        }
        var modules: [ModuleDefinition] = []
        modules.reserveCapacity(sources.specs.count)
        var selected: Set<String>? = sources.hasSelection ? [] : nil
        /// Module name -> its index in `modules`.
        var firstDefinitions: [String: Int] = [:]
        var someSpecFailed = false
        var firstFoldedNames: [String: Int] = [:]
        firstDefinitions.reserveCapacity(sources.specs.count)
        for (spec, (relative, read)) in zip(sources.specs, reads) {
            guard let relative else {
                diagnostics.append(
                    .error(
                        "spec '\(spec.path)' is outside the project at '\(root)'",
                        hint: "run viper-gen from the project that owns the spec"))
                continue
            }
            switch read {
            case .success(let result):
                diagnostics += result.diagnostics
                inputs.append(relative)
                guard let module = result.module else {
                    someSpecFailed = true
                    continue
                }
                if let first = firstDefinitions[module.name] {
                    diagnostics.append(
                        ModelDiagnostics.duplicateModule(
                            module.name, at: module.nameLocation,
                            first: modules[first].nameLocation))
                    continue
                }
                // `LOGIN` beside `Login`: one folder on a case-insensitive file system.
                if let first = firstFoldedNames[module.name.lowercased()] {
                    diagnostics.append(
                        ModelDiagnostics.moduleNamesDifferOnlyInCase(
                            module.name, modules[first].name, at: module.nameLocation,
                            first: modules[first].nameLocation))
                    continue
                }
                firstFoldedNames[module.name.lowercased()] = modules.count
                firstDefinitions[module.name] = modules.count
                modules.append(module)
                if spec.isSelected { selected?.insert(module.name) }
            case .failure(let error):
                someSpecFailed = true
                diagnostics.append(error)
            }
        }
        // A module whose spec has errors is missing here: naming it is not
        // reported again as naming a module no spec defines.
        let byName = ModuleDefinition.tableByName(modules)
        diagnostics += RouteDestinationValidator.problems(
            in: modules, byName: byName, allSpecsRead: !someSpecFailed)
        diagnostics += ChildModuleValidator.problems(
            in: modules, byName: byName, allSpecsRead: !someSpecFailed)
        diagnostics += NavigationValidator.problems(
            in: modules, byName: byName, platform: config.platform)
        diagnostics += ScaffoldTypeClashValidator.problems(in: modules, catalog: catalog)
        diagnostics += NamingClashValidator.problems(in: modules, catalog: catalog)
        diagnostics += ForeignInheritanceValidator.problems(in: modules)
        diagnostics += PushWithoutStackValidator.problems(in: modules)
        diagnostics += ComparableFieldValidator.problems(in: modules)
        diagnostics += BuildTimeFileNameValidator.problems(in: modules, mode: config.generation)
        diagnostics += ModuleFilePlacementValidator.problems(in: modules, config: config)
        try warnings.take(diagnostics)
        let project = Project(
            rootPath: root, config: config, catalog: catalog, modules: modules,
            configPath: sources.hasConfig ? ProjectConfig.fileName : nil,
            traitsFilePath: sources.traitsFile == nil ? nil : config.traitsFile,
            xcodeModel: sources.xcodeModel)
        return ValidatedProject(project: project, selectedModules: selected, inputs: inputs)
    }

    /// The built-in traits, with the project's traits file read into them.
    private static func catalog(_ sources: ProjectSources, warnings: Warnings)
        throws(DiagnosticList) -> TraitCatalog
    {
        guard let traitsFile = sources.traitsFile else {
            return TraitCatalog.builtIn.renamingRuntime(sources.config.runtime)
        }
        let result = TraitCatalogReader.read(
            traitsFile, origin: .project(path: sources.config.traitsFile),
            builtInNames: TraitCatalog.builtIn.names, runtime: sources.config.runtime)
        try warnings.take(result.diagnostics)
        return TraitCatalog.builtIn.adding(result.traits).renamingRuntime(sources.config.runtime)
    }
}

extension GenerationPipeline {
    /// `viper-gen new`: the new module's spec, its files, and the shared files
    /// it changes. Every spec is read and validated (the new module must fit
    /// the whole project), but only what the new module can change is
    /// rendered and compared: its own files, the files of its traits, and
    /// every shared file when it is the first public module.
    public func newModule(_ request: NewModuleRequest) throws(DiagnosticList) -> Generation {
        var request = request
        if let problem = ModelDiagnostics.moduleNameProblem(request.name, at: nil) {
            throw DiagnosticList([problem])
        }
        var validated = try validatedProject()
        let project = validated.project
        let catalog = project.catalog
        var problems: [Diagnostic] = []
        var seen: Set<String> = []
        for trait in request.traits {
            if catalog.trait(named: trait) == nil {
                problems.append(NewModuleDiagnostics.unknownTrait(trait, known: catalog.spelling))
            } else if !seen.insert(trait).inserted {
                problems.append(NewModuleDiagnostics.duplicateTrait(trait))
            }
        }
        let config = project.config
        if request.style == .vip, (request.ui ?? config.ui) == .swiftui {
            problems.append(NewModuleDiagnostics.swiftUIInVIP(fromConfig: request.ui == nil))
        } else if request.navigation == .swiftui, (request.ui ?? config.ui) != .swiftui {
            problems.append(
                NewModuleDiagnostics.swiftUINavigationWithoutSwiftUI(ui: request.ui ?? config.ui))
        }
        guard problems.isEmpty else { throw DiagnosticList(problems) }

        var specFolder = config.specs
        if let requested = request.specFolder {
            let folders: [String]
            switch NewModuleRequest.specFolderComponents(requested) {
            case .success(let components): folders = components
            case .failure(let problem): throw DiagnosticList([problem])
            }
            // Each folder on the way is a real folder or not there yet: never a link (which the
            // spec search skips, and which could lead anywhere) and never a file.
            for folder in folders {
                specFolder = PathText.join(specFolder, folder)
                let kind = fileSystem.kind(of: PathText.join(project.rootPath, specFolder))
                if kind == nil { continue }
                if kind != .directory {
                    throw DiagnosticList([
                        NewModuleDiagnostics.specFolderIsNotAFolder(
                            loader.displayPath(PathText.join(project.rootPath, specFolder)),
                            kind: kind!)
                    ])
                }
            }
        }
        let templates = try templates(for: project)
        let specPath = PathText.join(specFolder, request.name + ProjectLoader.specSuffix)
        // The line names the schema only where it is: an address, or a file in the project.
        // Looked up confined: what lies beyond a link out is not the repository's to learn.
        // Only a file is a schema an editor can read (a FIFO would hang it).
        let schema = PathText.join(
            project.rootPath, PathText.join(config.schemas, SchemaKind.module.fileName))
        if SchemaLocation.isAddress(config.schemas)
            || (try? fileSystem.kind(of: schema, beneath: project.rootPath)) == .file
        {
            request.schemaLine = SchemaLocation.line(
                for: .module, at: specPath, schemas: config.schemas)
        }
        let specText = try templates.library.render(
            NewModuleRequest.specTemplate, context: request.specContext)
        let absoluteSpec = PathText.join(project.rootPath, specPath)
        // A link, folder or device where the spec goes is never written through or
        // skipped in silence (the spec's folder was looked up confined already).
        if let kind = fileSystem.kind(of: absoluteSpec), kind != .file {
            throw DiagnosticList([NewModuleDiagnostics.specPathIsNotAFile(specPath, kind: kind)])
        }
        if let existing = try? fileSystem.read(
            absoluteSpec, beneath: project.rootPath, limit: ProjectLoader.maximumInputSize),
            existing != Array(specText.utf8), !request.force
        {
            throw DiagnosticList([
                NewModuleDiagnostics.moduleExists(request.name, specPath: specPath)
            ])
        }
        if let other = project.modules.first(where: {
            $0.name == request.name && $0.specPath != specPath
        }) {
            throw DiagnosticList([
                NewModuleDiagnostics.moduleDefinedElsewhere(request.name, specPath: other.specPath)
            ])
        }
        // `LOGIN` beside `Login`: one folder on a case-insensitive file system.
        if let other = project.modules.first(where: {
            $0.name != request.name && $0.name.lowercased() == request.name.lowercased()
        }) {
            throw DiagnosticList([
                NewModuleDiagnostics.moduleDiffersOnlyInCase(
                    request.name, from: other.name,
                    specPath: other.specPath)
            ])
        }
        let source = SourceFile(path: loader.displayPath(absoluteSpec), text: specText)
        let read = ModuleSpecReader.read(
            source, catalog: catalog, defaultAccess: config.access, defaultUI: config.ui,
            defaultNavigation: config.navigation, defaultNaming: config.naming,
            specPath: specPath)
        try warnings.take(read.diagnostics)
        guard let module = read.module else { throw DiagnosticList(read.diagnostics) }
        try validated.admit([module])

        let changesSharedAccess = validated.project.sharedAccess != project.sharedAccess
        let selection = ContextBuilder.Selection(
            modules: [module.name],
            traits: changesSharedAccess ? nil : Set(module.traits.map(\.trait.name)))
        let spec = OutputFile(
            path: specPath, template: NewModuleRequest.specTemplate, ownership: .scaffolded,
            sourcePath: specPath, context: request.specContext)
        return try generate(
            validated, selection: selection,
            // A new module has no scaffold at an earlier layout's place: `new` does not walk
            // the whole tree for one (that walk doubled its time in a 1,000-module project).
            options: WritePlanner.Options(
                findsOrphans: false,
                scaffolds: request.force ? .overwrite : .createMissing,
                refusesMovedScaffolds: false),
            templates: templates, extraOutputs: [spec])
    }
}

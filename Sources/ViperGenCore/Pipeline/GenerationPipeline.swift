/// The stages of a run, strung together and nothing else:
///
/// 1. load: ``ProjectLoader`` reads the config, the traits file and the specs (``ProjectSources``);
/// 2. validate: ``ProjectValidator`` turns them into a valid ``Project`` (``ValidatedProject``);
/// 3. templates: ``TemplateSet`` resolves the project's templates, parsed once per run;
/// 4. context: ``ContextBuilder`` decides every file and what its template sees (``OutputFile``);
/// 5. plan, first half: ``WritePlanner/survey(_:options:)`` looks at the disk and picks the files to render;
/// 6. render: ``ProjectRenderer`` renders them (``RenderedFile``);
/// 7. plan: ``WritePlanner/plan(_:survey:)`` decides each file's action (``WritePlan``);
/// 7b. Xcode project: with an `xcode:` section, ``XcodeProjectStage`` adds the project file's edits
///    as one more entry (``WritePlan/add(extraFile:contents:root:fileSystem:)``);
/// 8. apply or check: ``WritePlanApplier`` or ``DriftReport``, chosen by the command.
///
/// The numbering is docs/architecture.md's, which a test holds every header to.
/// Every stage throws its errors as a ``DiagnosticList`` and puts its
/// warnings in ``warnings``. Nothing here writes to disk.
public struct GenerationPipeline {
    public let fileSystem: FileSystem
    public let loader: ProjectLoader
    /// Where every stage puts the problems that do not stop the run.
    public let warnings: Warnings

    public init(fileSystem: FileSystem, workingDirectory: String, warnings: Warnings = Warnings()) {
        self.fileSystem = fileSystem
        self.loader = ProjectLoader(fileSystem: fileSystem, workingDirectory: workingDirectory)
        self.warnings = warnings
    }

    /// A run up to its write plan: the output of every stage.
    public struct Generation: Equatable, Sendable {
        public var validated: ValidatedProject
        public var templates: ProjectTemplates
        /// Every file the run is about, in the order they were decided.
        public var outputs: [OutputFile]
        /// The files the planner asked for, sorted by path.
        public var rendered: [RenderedFile]
        public var plan: WritePlan
        /// The Xcode project's part of the run (with an `xcode:` section in the config).
        public var xcode: XcodeProjectStage.Result?

        public var project: Project { validated.project }

        /// The generated files the run is about, sorted (a depfile's targets, a filelist's outputs).
        public var generatedPaths: [String] {
            outputs.filter { $0.ownership == .generated }.map(\.path).sorted()
        }
    }

    /// Stages 1 and 2: the project, read and valid.
    public func validatedProject(_ specs: ProjectSources.SpecSelection = .all)
        throws(DiagnosticList)
        -> ValidatedProject
    {
        try ProjectValidator.validate(
            try loader.load(specs, warnings: warnings), warnings: warnings)
    }

    /// The project's templates, resolved and parsed (once per run).
    public func templates(for project: Project) throws(DiagnosticList) -> ProjectTemplates {
        let set = try TemplateSet.resolve(
            rootPath: project.rootPath, config: project.config, fileSystem: fileSystem)
        return ProjectTemplates(set: set, library: try set.library())
    }

    /// `generate` and `check`: every stage up to the plan, for the selected
    /// modules (all when `specs` selects none) and every shared file.
    public func generate(
        _ specs: ProjectSources.SpecSelection = .all,
        options: WritePlanner.Options = WritePlanner.Options()
    ) throws(DiagnosticList) -> Generation {
        try generate(try validatedProject(specs), options: options)
    }

    /// Stages 3 to 7b for the modules the command line selected. Orphans are
    /// looked for only when the whole project is generated.
    public func generate(
        _ validated: ValidatedProject,
        options: WritePlanner.Options = WritePlanner.Options()
    ) throws(DiagnosticList) -> Generation {
        var options = options
        options.findsOrphans = options.findsOrphans && validated.selectedModules == nil
        return try generate(
            validated, selection: ContextBuilder.Selection(modules: validated.selectedModules),
            options: options, templates: try templates(for: validated.project))
    }

    /// Stages 4 to 7b for a validated project, with its templates (stage 3).
    /// `extraOutputs` are files the
    /// command adds (the spec `new` writes, the config `init` writes).
    public func generate(
        _ validated: ValidatedProject, selection: ContextBuilder.Selection,
        options: WritePlanner.Options, templates: ProjectTemplates,
        extraOutputs: [OutputFile] = []
    ) throws(DiagnosticList) -> Generation {
        let project = validated.project
        var outputs = ContextBuilder.outputs(for: project, selection: selection)
        outputs += extraOutputs
        let duplicates = DuplicateOutputPath.diagnostics(outputs)
        guard duplicates.isEmpty else { throw DiagnosticList(duplicates) }
        let planner = WritePlanner(fileSystem: fileSystem, project: project)
        let survey = planner.survey(outputs, options: options)
        let renderer = ProjectRenderer(
            library: templates.library, indentation: project.config.indentation)
        let rendered = try renderer.render(survey.toRender(outputs))
        var plan = try planner.plan(rendered, survey: survey)
        let xcode = try projectEdits(project, outputs: outputs, plan: &plan, options: options)
        return Generation(
            validated: validated, templates: templates, outputs: outputs, rendered: rendered,
            plan: plan, xcode: xcode)
    }

    /// Stage 7b, Xcode project: the Xcode project's edits for the run's files, added to `plan`
    /// as the project file's entry (confined and written like every output).
    /// Stale references are looked for only when orphans are (the whole
    /// project is generated), and removed with `prunes`. Nothing with
    /// `editsProject` off.
    func projectEdits(
        _ project: Project, outputs: [OutputFile], plan: inout WritePlan,
        options: WritePlanner.Options
    ) throws(DiagnosticList) -> XcodeProjectStage.Result? {
        guard options.editsProject, let settings = project.config.xcode else { return nil }
        let stage = XcodeProjectStage(
            settings: settings, config: project.config, rootPath: project.rootPath,
            fileSystem: fileSystem, model: project.xcodeModel.model)
        let stale: XcodeProjectStage.StaleReferences =
            options.findsOrphans
            ? (options.prunes ? .removed : .reported)
            : .ignored
        var sharedUsers: [String: [String]] = [:]
        for output in outputs { if let users = output.usedBy { sharedUsers[output.path] = users } }
        let result = try stage.plan(
            files: outputs.map(\.path),
            deleted: plan.entries.filter { $0.action == .delete }.map(\.path),
            sharedUsers: sharedUsers, staleReferences: stale)
        if let contents = result.contents {
            try plan.add(
                extraFile: PathText.join(project.rootPath, result.projectFile), contents: contents,
                root: project.rootPath, fileSystem: fileSystem)
        }
        return result
    }
}

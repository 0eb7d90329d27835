import ViperGenCore

/// `viper-gen generate`: rewrites every generated file from the specs.
enum GenerateCommand: Command {
    static let name = "generate"
    static let summary =
        "Regenerate generated files from the specs (only files whose bytes change are written)"
    static let discussion = """
        Reads viper-gen.yml, the traits file and every spec, validates them all, renders
        every file in memory, and only then writes: each changed file is replaced
        atomically, unchanged files are not touched, and any failure restores the tree.
        Missing scaffolded files are created; existing ones are never touched.
        With an xcode: section in viper-gen.yml, every Swift file is also added to its
        target and group in the Xcode project, written with the rest; --prune also
        removes the project's references to the files it deletes and to files that no
        longer exist; --no-project leaves the project file as it is (in a Run Script
        build phase, which must not change its own project). Quiet on success unless
        --verbose. A spec may be named by its
        module's name (`generate Home`) when no file or folder has that name: a path
        always wins.
        """
    static let signature = CommandSignature(
        arguments: [
            .init(
                name: "spec",
                help: "Spec files, folders or module names to regenerate (default: all specs)",
                isRepeated: true, isOptional: true, completion: .specs)
        ],
        options: [
            dryRun, prune, noProject, depfile, depfileTarget, verbose, CommandSignature.noWait,
        ]
    )

    static let dryRun = CommandSignature.Option(
        name: "dry-run", valueName: nil,
        help: "Print the plan (create, update, unchanged, keep, orphan); write nothing")
    static let prune = CommandSignature.Option(
        name: "prune", valueName: nil,
        help: "Delete generated files no spec produces any more (and their Xcode references)")
    static let noProject = CommandSignature.Option(
        name: "no-project", valueName: nil,
        help:
            "Leave the Xcode project file as it is (for a build phase); write the Swift files only")
    static let depfile = CommandSignature.Option(
        name: "depfile", valueName: "file",
        help: "Also write a Make dependency file listing inputs and outputs",
        completion: .files)
    static let depfileTarget = CommandSignature.Option(
        name: "depfile-target", valueName: "target",
        help:
            "The depfile's target instead of the generated files (a stamp file your Makefile touches)",
        requires: depfile.name, completion: .files)
    static let verbose = CommandSignature.Option(
        name: "verbose", valueName: nil, help: "Print every file written")

    static func run(_ arguments: CommandArguments, in environment: CommandEnvironment) -> ExitCode {
        let dryRun = arguments.has(Self.dryRun)
        guard
            let lock = environment.holdProject(
                environment.loader.locateRoot().root, mode: dryRun ? .shared : .exclusive,
                waits: !arguments.has(CommandSignature.noWait))
        else { return .invalidInput }
        defer { lock.release() }
        let pipeline = environment.pipeline
        let specs = arguments.positionals
        let prunes = arguments.has(prune)
        guard
            let validated = environment.value({ () throws(DiagnosticList) in
                try pipeline.validatedProject(specs.isEmpty ? .all : .selecting(specs))
            }),
            let generation = environment.value({ () throws(DiagnosticList) in
                try pipeline.generate(
                    validated,
                    options: WritePlanner.Options(
                        prunes: prunes, editsProject: !arguments.has(noProject)))
            })
        else {
            return .invalidInput
        }
        var plan = generation.plan
        let root = generation.project.rootPath
        let shown = { (path: String) in environment.shown(path, root: root) }
        if let depfile = arguments.value(Self.depfile), !dryRun {
            if let problem = ExtraFileGuard.problem(
                environment.loader.absolutePath(depfile), option: Self.depfile.name,
                validated: generation.validated, templates: generation.templates.set,
                // The run's own outputs are every file, unless specs were selected.
                outputs: generation.validated.selectedModules == nil
                    ? generation.outputs : ContextBuilder.outputs(for: generation.project))
            {
                return environment.fail([problem])
            }
            // One more entry of the same plan: written with the tree, or not at all.
            guard
                let text = environment.value({ () throws(DiagnosticList) in
                    try DependencyFile.makeRule(
                        generation, target: arguments.value(depfileTarget), shown: shown)
                })
            else {
                return .invalidInput
            }
            do {
                try plan.add(
                    extraFile: environment.loader.absolutePath(depfile), contents: Array(text.utf8),
                    root: root, fileSystem: environment.fileSystem)
            } catch {
                return environment.fail(error)
            }
        }
        if let status = environment.apply(plan, root: root, dryRun: dryRun) {
            return status
        }
        environment.report(
            PlanReport.orphanWarnings(plan, shown: shown)
                + PlanReport.staleReferenceWarnings(generation, prunes: prunes, shown: shown))
        if arguments.has(verbose) {
            environment.stdout.write(
                PlanReport.lines(plan, actions: [.create, .update, .delete], shown: shown))
        }
        return .success
    }
}

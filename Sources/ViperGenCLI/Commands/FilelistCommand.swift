import ViperGenCore

/// `viper-gen filelist`: Xcode input and output file lists for a Run Script phase.
enum FilelistCommand: Command {
    static let name = "filelist"
    static let summary =
        "Write Xcode .xcfilelist input and output lists for a Run Script build phase"
    static let discussion = """
        The inputs list names viper-gen.yml, the traits file, every spec and every
        project template; the outputs list names every generated file. Xcode then runs
        the phase only when an input changed. Files are rewritten only when their
        content changes.
        """
    static let signature = CommandSignature(options: [
        inputs, outputs, prefix, CommandSignature.noWait,
    ])

    static let inputs = CommandSignature.Option(
        name: "inputs", valueName: "file",
        help: "Inputs list to write (default: ViperGenInputs.xcfilelist)",
        completion: .files)
    static let outputs = CommandSignature.Option(
        name: "outputs", valueName: "file",
        help: "Outputs list to write (default: ViperGenOutputs.xcfilelist)",
        completion: .files)
    static let prefix = CommandSignature.Option(
        name: "prefix", valueName: "path",
        help: "Prefix of every path (default: $(SRCROOT))")

    static func run(_ arguments: CommandArguments, in environment: CommandEnvironment) -> ExitCode {
        guard
            let lock = environment.holdProject(
                environment.loader.locateRoot().root, mode: .exclusive,
                waits: !arguments.has(CommandSignature.noWait))
        else { return .invalidInput }
        defer { lock.release() }
        let pipeline = environment.pipeline
        guard
            let validated = environment.value({ () throws(DiagnosticList) in
                try pipeline.validatedProject()
            }),
            let templates = environment.value({ () throws(DiagnosticList) in
                try pipeline.templates(for: validated.project)
            })
        else {
            return .invalidInput
        }
        let prefix = arguments.value(Self.prefix) ?? "$(SRCROOT)"
        let generated = ContextBuilder.outputs(for: validated.project).filter {
            $0.ownership == .generated
        }
        guard
            let inputs = environment.value({ () throws(DiagnosticList) in
                try DependencyFile.fileList(
                    DependencyFile.inputPaths(validated, templates: templates.set), prefix: prefix)
            }),
            let outputs = environment.value({ () throws(DiagnosticList) in
                try DependencyFile.fileList(generated.map(\.path).sorted(), prefix: prefix)
            })
        else {
            return .invalidInput
        }
        // Both lists are entries of one write plan: written together, or neither.
        let root = validated.project.rootPath
        var plan = WritePlan(entries: [])
        do {
            for (path, text) in [
                (arguments.value(Self.inputs) ?? "ViperGenInputs.xcfilelist", inputs),
                (arguments.value(Self.outputs) ?? "ViperGenOutputs.xcfilelist", outputs),
            ] {
                try plan.add(
                    extraFile: environment.loader.absolutePath(path), contents: Array(text.utf8),
                    root: root,
                    fileSystem: environment.fileSystem)
            }
        } catch {
            return environment.fail(error)
        }
        return environment.apply(plan, root: root, dryRun: false) ?? .success
    }
}

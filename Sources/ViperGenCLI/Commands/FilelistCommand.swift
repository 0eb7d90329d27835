import ViperGenCore

/// `viper-gen filelist`: Xcode input and output file lists for a Run Script
/// phase, or the declarations of the Bazel recipe.
enum FilelistCommand: Command {
    static let name = "filelist"
    static let summary =
        "Write Xcode .xcfilelist lists for a Run Script phase, or Bazel declarations"
    static let discussion = """
        The inputs list names viper-gen.yml, the traits file, every spec and every
        project template; the outputs list names every generated file. Xcode then runs
        the phase only when an input changed. --bazel writes, instead, what each
        action of the Bazel recipe (docs/recipes/bazel/) reads and writes: every
        module's spec, the specs of the modules it reaches, and its generated files
        (the Xcode lists too only when --inputs or --outputs names them). Files are
        rewritten only when their content changes.
        """
    static let signature = CommandSignature(options: [
        inputs, outputs, prefix, bazel, CommandSignature.noWait,
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
    static let bazel = CommandSignature.Option(
        name: "bazel", valueName: "file",
        help: "Write the Bazel recipe's declarations (a .bzl file) instead of the Xcode lists",
        completion: .files)

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
        let bazel = arguments.value(Self.bazel)
        if bazel != nil, validated.project.config.generation == .build {
            return environment.fail([BuildTimeDiagnostics.bazelWithBuildGeneration()])
        }
        let outputs = ContextBuilder.outputs(for: validated.project)
        let generated = outputs.filter { $0.ownership == .generated }
        // Each list to write, with what makes its text; with --bazel, an Xcode
        // list only when named.
        let lists: [(option: String, path: String?, text: () throws(DiagnosticList) -> String)] = [
            (
                Self.inputs.name,
                arguments.value(Self.inputs) ?? (bazel == nil ? "ViperGenInputs.xcfilelist" : nil),
                { () throws(DiagnosticList) in
                    try DependencyFile.fileList(
                        DependencyFile.inputPaths(validated, templates: templates.set),
                        prefix: prefix)
                }
            ),
            (
                Self.outputs.name,
                arguments.value(Self.outputs)
                    ?? (bazel == nil ? "ViperGenOutputs.xcfilelist" : nil),
                { () throws(DiagnosticList) in
                    try DependencyFile.fileList(generated.map(\.path).sorted(), prefix: prefix)
                }
            ),
            (
                Self.bazel.name, bazel,
                { () throws(DiagnosticList) in
                    try DependencyFile.bazelDeclarations(validated, templates: templates.set)
                }
            ),
        ]
        // Every list is an entry of one write plan: written together, or none.
        let root = validated.project.rootPath
        var plan = WritePlan(entries: [])
        for list in lists {
            guard let path = list.path else { continue }
            if let problem = ExtraFileGuard.problem(
                environment.loader.absolutePath(path), option: list.option, validated: validated,
                templates: templates.set, outputs: outputs)
            {
                return environment.fail([problem])
            }
            guard let text = environment.value(list.text) else { return .invalidInput }
            do {
                try plan.add(
                    extraFile: environment.loader.absolutePath(path), contents: Array(text.utf8),
                    root: root,
                    fileSystem: environment.fileSystem)
            } catch {
                return environment.fail(error)
            }
        }
        return environment.apply(plan, root: root, dryRun: false) ?? .success
    }
}

import ViperGenCore

/// `viper-gen emit`: the generated files of one target of a `generation:
/// build` package, written into the build-tool plugin's work folder.
enum EmitCommand: Command {
    static let name = "emit"
    static let summary =
        "Write a target's generated files into a build folder (the build-tool plugin runs it)"
    static let discussion = """
        For projects with generation: build, the ViperGenBuildPlugin runs this at build
        time; you need not. It validates every spec, renders the generated files whose
        place is inside --target, and writes them into --output, which must exist: one
        file per spec named on the command line (Login.viper.yml gives Login.swift, with
        every generated file of that module in the target) and ViperGenShared.swift (the
        runtime and traits, or their test side). A file with nothing for the target holds
        one comment. Only files whose bytes change are written. Nothing in the project is
        written, and no project lock is taken (a build's sandbox allows writing only
        into --output).
        """
    static let signature = CommandSignature(
        arguments: [
            .init(
                name: "spec",
                help: "The package's spec files, one output file each",
                isRepeated: true, isOptional: true, completion: .specs)
        ],
        options: [output, target]
    )

    static let output = CommandSignature.Option(
        name: "output", valueName: "folder",
        help: "The folder to write into (the plugin's work folder; required)",
        isRequired: true, completion: .files)
    static let target = CommandSignature.Option(
        name: "target", valueName: "folder",
        help: "The folder of the target being built (required)",
        isRequired: true, completion: .files)

    static func run(_ arguments: CommandArguments, in environment: CommandEnvironment) -> ExitCode {
        let pipeline = environment.pipeline
        let outputFolder = environment.loader.absolutePath(arguments.value(output) ?? "")
        guard environment.fileSystem.kind(of: outputFolder) == .directory else {
            return environment.fail([
                .error(
                    "the output folder \(arguments.value(output) ?? "") does not exist",
                    hint: "the build-tool plugin passes its work folder, which SwiftPM creates")
            ])
        }
        guard
            let validated = environment.value({ () throws(DiagnosticList) in
                try pipeline.validatedProject()
            }),
            let files = environment.value({ () throws(DiagnosticList) in
                try pipeline.buildTimeFiles(
                    validated, targetFolder: arguments.value(target) ?? "",
                    specs: arguments.positionals)
            })
        else {
            return .invalidInput
        }
        var plan = WritePlan(entries: [])
        do {
            for file in files {
                try plan.add(
                    extraFile: PathText.join(outputFolder, file.name),
                    contents: Array(file.contents.utf8), root: outputFolder,
                    fileSystem: environment.fileSystem)
            }
        } catch {
            return environment.fail(error)
        }
        return environment.apply(plan, root: outputFolder, dryRun: false) ?? .success
    }
}

import ViperGenCore

/// `viper-gen emit`: the generated files of one target of a `generation:
/// build` package, written into the build-tool plugin's work folder.
enum EmitCommand: Command {
    static let name = "emit"
    static let summary =
        "Write a target's generated files into a build folder (the build-tool plugin runs it)"
    static let discussion = """
        For projects with generation: build, the ViperGenBuildPlugin runs this at build
        time; you need not. The project is the one that holds --target, wherever the
        command runs. It validates every spec, renders the generated files whose place
        is inside --target, and writes them into --output, which must exist and may not
        be among the project's specs, sources or tests: one file per spec named on the
        command line (Login.viper.yml gives Login.viper.swift, with every generated
        file of that module in the target) and ViperGenShared.viper.swift (the runtime
        and traits, or their test side). A file with nothing for the target holds one
        comment. Only files whose bytes change are written, with a lock in --output
        and nothing written in the project.
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
        let fileSystem = environment.fileSystem
        /// An argument as an absolute path, its links resolved where it exists.
        func resolved(_ path: String) -> String {
            let absolute = environment.loader.absolutePath(path)
            return fileSystem.resolvingSymlinks(absolute) ?? absolute
        }
        let outputArgument = arguments.value(output) ?? ""
        // What is there, links not followed: a link to a folder is no folder of ours.
        let kind = fileSystem.kind(of: environment.loader.absolutePath(outputArgument))
        guard kind == .directory else {
            return environment.fail([
                BuildTimeDiagnostics.outputNotAFolder(outputArgument, kind: kind)
            ])
        }
        let outputFolder = resolved(outputArgument)
        let request = GenerationPipeline.BuildTimeRequest(
            outputFolder: outputFolder, targetFolder: resolved(arguments.value(target) ?? ""),
            specs: arguments.positionals.map(resolved))
        let pipeline = GenerationPipeline(
            fileSystem: fileSystem, workingDirectory: request.targetFolder,
            warnings: environment.warnings)
        guard
            let files = environment.value({ () throws(DiagnosticList) in
                try pipeline.buildTimeFiles(request)
            }),
            let lock = environment.holdProject(outputFolder, mode: .exclusive, waits: true)
        else {
            return .invalidInput
        }
        defer { lock.release() }
        var plan = WritePlan(entries: [])
        do {
            for file in files {
                try plan.add(
                    extraFile: PathText.join(outputFolder, file.name),
                    contents: Array(file.contents.utf8), root: outputFolder,
                    fileSystem: fileSystem)
            }
        } catch {
            return environment.fail(error)
        }
        return environment.apply(plan, root: outputFolder, dryRun: false) ?? .success
    }
}

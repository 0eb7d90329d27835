import ViperGenCore

/// `viper-gen init`: starts a project with a commented config and the shared runtime.
enum InitCommand: Command {
    static let name = "init"
    static let summary =
        "Start a project here: a commented viper-gen.yml and the shared runtime files"
    static let discussion = """
        Writes viper-gen.yml (every key commented, with its default) in the working folder,
        and generates the shared runtime: TransitionHandler, routing support and, in the
        tests, the Mock protocol. Refuses to overwrite an existing viper-gen.yml.
        """
    static let signature = CommandSignature(options: [dryRun, CommandSignature.noWait])

    static let dryRun = CommandSignature.Option(
        name: "dry-run", valueName: nil, help: "Print what would be written; write nothing")

    static func run(_ arguments: CommandArguments, in environment: CommandEnvironment) -> ExitCode {
        guard
            let lock = environment.holdProject(
                environment.workingDirectory, mode: arguments.has(dryRun) ? .shared : .exclusive,
                waits: !arguments.has(CommandSignature.noWait))
        else { return .invalidInput }
        defer { lock.release() }
        let pipeline = environment.pipeline
        guard
            let generation = environment.value({ () throws(DiagnosticList) in
                try pipeline.startProject()
            })
        else {
            return .invalidInput
        }
        let plan = generation.plan
        let root = generation.project.rootPath
        let shown = { (path: String) in environment.shown(path, root: root) }
        if let status = environment.apply(plan, root: root, dryRun: arguments.has(dryRun)) {
            return status
        }
        environment.stdout.write(PlanReport.lines(plan, actions: [.create, .update], shown: shown))
        return .success
    }
}

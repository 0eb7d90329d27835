import ViperGenCore

/// `viper-gen adopt <folder>...`: writes the spec of each hand-written module.
enum AdoptCommand: Command {
    static let name = "adopt"
    static let summary = "Write the spec of a module you already have, from its Swift files"
    static let discussion = """
        Reads the Swift files of each module folder (inside the project; links are
        skipped), infers the module's name, style and parts from how its protocols are
        named (LoginViewInput, ILoginRouter, LoginBusinessLogic, ...), and writes
        Specs/<Module>.viper.yml: the names its protocols and classes keep (naming:), the
        view, events, module input and output, the interactor's and the router's
        messages, Clean Swift use cases, inherited protocols and the classes'
        dependencies. It evaluates no code and writes nothing but the spec. What the spec
        can't say is printed as a note at its file and line. --fit says how much of the
        module the generated code would reproduce: the protocols under their own names,
        the protocol methods with the exact signature, and the assembly's connections.
        See docs/adopt.md for the migration, step by step.
        """
    static let signature = CommandSignature(
        arguments: [
            .init(
                name: "folder", help: "A hand-written module's folder, one module each",
                isRepeated: true, completion: .folders)
        ],
        options: [style, dryRun, fit, force, CommandSignature.noWait]
    )

    static let style = CommandSignature.Option(
        name: "style", valueName: "style",
        help: "auto (default): inferred from the protocols; or mvp, viper, vip",
        choices: ["auto"] + ModuleDefinition.Style.allCases.map(\.rawValue))
    static let dryRun = CommandSignature.Option(
        name: "dry-run", valueName: nil, help: "Print the specs instead of writing them")
    static let fit = CommandSignature.Option(
        name: "fit", valueName: nil,
        help: "Print how much of each module the generated code reproduces, and what it misses")
    static let force = CommandSignature.Option(
        name: "force", valueName: nil, help: "Replace a spec that is already there")

    static func run(_ arguments: CommandArguments, in environment: CommandEnvironment) -> ExitCode {
        guard !arguments.positionals.isEmpty else {
            return environment.fail(
                UsageError(
                    message: "missing module folder",
                    hint: "write `viper-gen adopt Sources/App/Modules/Login`"),
                command: name)
        }
        let loader = environment.loader
        var request = AdoptRequest(
            folders: arguments.positionals.map { loader.absolutePath($0) },
            force: arguments.has(force))
        if let value = arguments.value(style), value != "auto" {
            request.style = ModuleDefinition.Style(rawValue: value)
        }
        let isDryRun = arguments.has(dryRun)
        request.dryRun = isDryRun
        guard
            let lock = environment.holdProject(
                loader.locateRoot().root, mode: isDryRun ? .shared : .exclusive,
                waits: !arguments.has(CommandSignature.noWait))
        else { return .invalidInput }
        defer { lock.release() }
        let pipeline = environment.pipeline
        guard
            let adoption = environment.value({ () throws(DiagnosticList) in
                try pipeline.adopt(request)
            })
        else { return .invalidInput }
        environment.report(adoption.modules.flatMap(\.notes))
        if isDryRun {
            for module in adoption.modules {
                if adoption.modules.count > 1 { environment.stdout.write("# \(module.specPath)\n") }
                environment.stdout.write(module.specText)
            }
        } else {
            if let status = environment.apply(adoption.plan, root: adoption.rootPath, dryRun: false)
            {
                return status
            }
            let shown = { (path: String) in environment.shown(path, root: adoption.rootPath) }
            environment.stdout.write(
                PlanReport.lines(adoption.plan, actions: [.create, .update], shown: shown))
        }
        for module in adoption.modules {
            let count = module.notes.count
            let summary =
                "\(module.name): \(count) note\(count == 1 ? "" : "s"); generated code reproduces "
                + AdoptionFitReport.summary(module.fit) + "\n"
            if isDryRun {
                environment.stderr.write(summary)
            } else {
                environment.stdout.write(summary)
            }
            if arguments.has(fit) {
                environment.stdout.write(AdoptionFitReport.details(module.fit, module: module.name))
            }
        }
        return .success
    }
}

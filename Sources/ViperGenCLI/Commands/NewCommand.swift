import ViperGenCore

/// `viper-gen new <Module>`: writes a module's spec, then generates the project.
enum NewCommand: Command {
    static let name = "new"
    static let summary = "Create a module: its spec, its generated code and scaffolds for your logic and tests"
    static let usage = "new <Module> [--traits <list>] [--style mvp|viper] [--access internal|public] [--dry-run] [--force]"
    static let discussion = """
    Writes Specs/<Module>.viper.yml (yours to edit), then generates the whole project
    as `viper-gen generate` does. Files are written to the roots in viper-gen.yml, or
    to the defaults: Specs/, Sources/App/ and Tests/AppTests/. Scaffolded files (the
    spec, the presenter's logic, services and tests) are never overwritten without
    --force; running `new` again with the same arguments changes nothing.
    """
    static let signature = CommandSignature(
        arguments: [.init(name: "Module", help: "The module's name, a Swift type name such as Login")],
        options: [
            .init(name: "traits", valueName: "list", help: "Comma-separated traits, e.g. close,request (see `viper-gen traits`)"),
            .init(name: "style", valueName: "style", help: "mvp (default): one composed presenter; viper: router, interactor and presenter"),
            .init(name: "access", valueName: "level", help: "internal or public (default: the config's access level)"),
            .init(name: "dry-run", valueName: nil, help: "Print what would be written; write nothing"),
            .init(name: "force", valueName: nil, help: "Replace an existing spec and existing scaffolded files"),
        ]
    )

    static func run(_ arguments: CommandArguments, in environment: CommandEnvironment) -> ExitCode {
        guard arguments.positionals.count == 1, let name = arguments.positionals.first else {
            let message = arguments.positionals.isEmpty ? "missing module name"
                : "too many arguments: \(arguments.positionals.dropFirst().joined(separator: " "))"
            return environment.fail(UsageError(message: message, hint: "write `viper-gen new Login --traits close,request`"),
                                    command: self.name)
        }
        let style: ModuleSpec.Style
        switch arguments.value("style").map(ModuleSpec.Style.init(rawValue:)) {
        case nil: style = .mvp
        case let value??: style = value
        case .some(nil):
            return environment.fail(UsageError(message: "'\(arguments.value("style")!)' is not a style",
                                               hint: "write '--style mvp' or '--style viper'"), command: self.name)
        }
        var access: AccessLevel?
        if let value = arguments.value("access") {
            guard let level = AccessLevel(rawValue: value) else {
                return environment.fail(UsageError(message: "'\(value)' is not an access level",
                                                   hint: "write '--access internal' or '--access public'"),
                                        command: self.name)
            }
            access = level
        }
        let traits = (arguments.value("traits") ?? "").split(separator: ",").map(\.trimmingWhitespace)
            .filter { !$0.isEmpty }
        let request = GenerationPipeline.NewModuleRequest(name: name, traits: traits, style: style, access: access,
                                                          force: arguments.has("force"))
        let pipeline = environment.pipeline
        guard let (rendered, plan) = environment.value(pipeline.planNewModule(request)) else {
            return .invalidInput
        }
        environment.report(rendered.loaded.warnings)
        let root = rendered.project.rootPath
        let shown = { (path: String) in environment.shown(path, root: root) }
        if let status = PlanPrinter.apply(plan, root: root, dryRun: arguments.has("dry-run"), in: environment) {
            return status
        }
        environment.report(PlanPrinter.orphanWarnings(plan, shown: shown))
        let written = PlanPrinter.lines(plan, actions: [.create, .update], shown: shown)
        environment.stdout.write(written.isEmpty ? "\(name): nothing to change\n" : written)
        return .success
    }
}

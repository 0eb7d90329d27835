import ViperGenCore

/// `viper-gen new <Module>`: writes a module's spec, then generates the project.
enum NewCommand: Command {
    static let name = "new"
    static let summary =
        "Create a module: its spec, its generated code and scaffolds for your logic and tests"
    static let discussion = """
        Writes Specs/<Module>.viper.yml (yours to edit), then the module's files and the
        shared files it needs (the runtime and its traits' files). Every spec is validated
        first; other modules' files are left to `viper-gen generate`. Files are written to
        the roots in viper-gen.yml, or to the defaults: Specs/, Sources/App/ and
        Tests/AppTests/. Scaffolded files (the spec, the presenter's logic, services, the
        view controller and tests) are never overwritten without --force; running `new` again with the same
        arguments changes nothing. With an xcode: section in viper-gen.yml, the new Swift
        files are also added to their targets and groups in the Xcode project.
        --spec-dir Auth writes Specs/Auth/<Module>.viper.yml instead: a folder inside the
        specs folder (no absolute path, no '..', no link, no name starting with '.').
        Generated files name their spec in their header, so moving a spec later makes
        them drift until `viper-gen generate` rewrites them.
        """
    static let signature = CommandSignature(
        arguments: [
            .init(name: "Module", help: "The module's name, a Swift type name such as Login")
        ],
        options: [
            traits, style, access, ui, navigation, specDir, dryRun, force, CommandSignature.noWait,
        ]
    )

    static let traits = CommandSignature.Option(
        name: "traits", valueName: "list",
        help: "Comma-separated traits, e.g. close,request (see `viper-gen traits`)",
        completion: .traitList)
    static let style = CommandSignature.Option(
        name: "style", valueName: "style",
        help:
            "mvp (default): one composed presenter; viper: router, interactor and presenter; vip: Clean Swift use cases",
        choices: ModuleDefinition.Style.allCases.map(\.rawValue))
    static let access = CommandSignature.Option(
        name: "access", valueName: "level",
        help: "internal or public (default: the config's access level)",
        choices: AccessLevel.allCases.map(\.rawValue))
    static let ui = CommandSignature.Option(
        name: "ui", valueName: "kind",
        help:
            "uikit: a view controller; swiftui: a SwiftUI screen; none: no view (default: the config's ui)",
        choices: UIKind.allCases.map(\.rawValue))
    static let navigation = CommandSignature.Option(
        name: "navigation", valueName: "kind",
        help:
            "With a SwiftUI screen, uikit: a hosting controller; swiftui: NavigationStack and sheets (default: the config's navigation)",
        choices: NavigationKind.allCases.map(\.rawValue))
    static let specDir = CommandSignature.Option(
        name: "spec-dir", valueName: "folder",
        help: "Write the spec in this folder inside the specs folder (e.g. Auth)")
    static let dryRun = CommandSignature.Option(
        name: "dry-run", valueName: nil, help: "Print what would be written; write nothing")
    static let force = CommandSignature.Option(
        name: "force", valueName: nil,
        help: "Replace an existing spec and existing scaffolded files")

    static func run(_ arguments: CommandArguments, in environment: CommandEnvironment) -> ExitCode {
        guard arguments.positionals.count == 1, let name = arguments.positionals.first else {
            let message =
                arguments.positionals.isEmpty
                ? "missing module name"
                : "too many arguments: \(arguments.positionals.dropFirst().joined(separator: " "))"
            return environment.fail(
                UsageError(
                    message: message, hint: "write `viper-gen new Login --traits close,request`"),
                command: self.name)
        }
        // The parser has checked every choice.
        let style = arguments.choice(Self.style, as: ModuleDefinition.Style.self) ?? .mvp
        let access = arguments.choice(Self.access, as: AccessLevel.self)
        let ui = arguments.choice(Self.ui, as: UIKind.self)
        let traits = (arguments.value(Self.traits) ?? "").split(separator: ",").map(
            \.trimmingWhitespace
        )
        .filter { !$0.isEmpty }
        var request = NewModuleRequest(
            name: name, traits: traits, style: style, access: access, ui: ui,
            force: arguments.has(force))
        request.specFolder = arguments.value(specDir)
        request.navigation = arguments.choice(Self.navigation, as: NavigationKind.self)
        guard
            let lock = environment.holdProject(
                environment.loader.locateRoot().root,
                mode: arguments.has(dryRun) ? .shared : .exclusive,
                waits: !arguments.has(CommandSignature.noWait))
        else { return .invalidInput }
        defer { lock.release() }
        let pipeline = environment.pipeline
        guard
            let generation = environment.value({ () throws(DiagnosticList) in
                try pipeline.newModule(request)
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
        let written = PlanReport.lines(plan, actions: [.create, .update], shown: shown)
        environment.stdout.write(written.isEmpty ? "\(name): nothing to change\n" : written)
        return .success
    }
}

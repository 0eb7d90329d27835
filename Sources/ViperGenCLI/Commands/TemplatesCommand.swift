import ViperGenCore

/// `viper-gen templates list|eject`: shows and copies out the templates.
enum TemplatesCommand: Command {
    static let name = "templates"
    static let summary =
        "List the templates and where each comes from, or copy the built-in ones out to edit"
    static let discussion = """
        `templates list` prints every template with its origin: built-in (embedded in the
        binary) or the project's templates folder. `templates eject [<folder>]` copies the
        built-in templates to <folder> (default: the config's `templates`, else
        Templates) and refuses to overwrite any existing file. Then set
        `templates: <folder>` in viper-gen.yml; edited files replace the built-in ones
        by name, the others keep coming from the binary.
        """
    static let signature = CommandSignature(arguments: [
        .init(name: "action", help: "list or eject", choices: ["list", "eject"]),
        .init(
            name: "folder", help: "Where eject copies the templates", isOptional: true,
            completion: .folders),
    ])

    static func run(_ arguments: CommandArguments, in environment: CommandEnvironment) -> ExitCode {
        let pipeline = environment.pipeline
        guard
            let settings = environment.value({ () throws(DiagnosticList) in
                try pipeline.validatedProject(.none)
            })
        else {
            return .invalidInput
        }
        switch (arguments.positionals.first, arguments.positionals.count) {
        case ("list", 1):
            return list(settings, in: environment)
        case ("eject", 1), ("eject", 2):
            let folder =
                arguments.positionals.count == 2
                ? arguments.positionals[1]
                : settings.project.config.templates.map {
                    environment.shown($0, root: settings.project.rootPath)
                }
                    ?? "Templates"
            return eject(to: folder, in: environment)
        default:
            return environment.fail(
                UsageError(
                    message: "expected `list` or `eject [<folder>]`",
                    hint: "write `viper-gen templates list`"), command: name)
        }
    }

    private static func list(_ settings: ValidatedProject, in environment: CommandEnvironment)
        -> ExitCode
    {
        let project = settings.project
        guard
            let templates = environment.value({ () throws(DiagnosticList) in
                try TemplateSet.resolve(
                    rootPath: project.rootPath, config: project.config,
                    fileSystem: environment.fileSystem)
            })
        else {
            return .invalidInput
        }
        let width = templates.entries.map(\.name.count).max() ?? 0
        for entry in templates.entries {
            let origin: String
            switch entry.origin {
            case .builtIn: origin = "built-in"
            case .project(let path):
                origin =
                    environment.shown(path, root: project.rootPath)
                    + (entry.replacesBuiltIn ? " (replaces built-in)" : " (project partial)")
            }
            environment.stdout.write(entry.name.padded(to: width) + "  " + origin + "\n")
        }
        return .success
    }

    private static func eject(to folder: String, in environment: CommandEnvironment) -> ExitCode {
        let destination = environment.loader.absolutePath(folder)
        let entries = TemplateSet.builtIn.entries
        let existing = entries.map { PathText.join(destination, $0.name) }
            .filter { environment.fileSystem.kind(of: $0) != nil }
        guard existing.isEmpty else {
            return environment.fail(
                existing.map { path in
                    .error(
                        "'\(environment.loader.displayPath(path))' already exists; eject never overwrites",
                        hint: "move it away, or eject into another folder")
                })
        }
        // Inside the project, the files are outputs like any other: a link on
        // the way that leads outside is refused before anything is written. A
        // folder outside the project was named on the command line.
        let root = environment.loader.locateRoot().root
        let base = PathText.relative(destination, to: root) == nil ? destination : root
        var plan = WritePlan(entries: [])
        do {
            for entry in entries {
                try plan.add(
                    extraFile: PathText.join(destination, entry.name),
                    contents: Array(entry.text.utf8),
                    root: base, fileSystem: environment.fileSystem)
            }
        } catch {
            return environment.fail(error)
        }
        guard let lock = environment.holdProject(root, mode: .exclusive, waits: true) else {
            return .invalidInput
        }
        defer { lock.release() }
        if let status = environment.apply(plan, root: base, dryRun: false) { return status }
        for entry in entries {
            environment.stdout.write(
                "create    "
                    + environment.loader.displayPath(PathText.join(destination, entry.name))
                    + "\n")
        }
        environment.stdout.write("Set `templates: \(folder)` in viper-gen.yml to use them.\n")
        return .success
    }
}

import ViperGenCore

/// `viper-gen schema <kind>` prints a JSON Schema; `schema --write` writes
/// all of them into the project's schemas folder.
enum SchemaCommand: Command {
    static let name = "schema"
    static let summary =
        "Print the JSON Schema of module specs, viper-gen.yml or the traits file, or write them all"
    static let discussion = """
        The schemas (JSON Schema draft 2020-12) are made from the same key tables the
        validator reads, so an editor with a YAML language server completes and checks
        the keys viper-gen accepts. `schema --write` writes module.schema.json,
        config.schema.json and traits.schema.json into the config's `schemas` folder
        (default: schemas), with the project's trait names (built-in and its own) and
        their parameters, so an editor completes them: run it again after changing the
        traits file. `init` writes them too; the config made by `init` and specs made by
        `new` name them on their first line (`# yaml-language-server: $schema=...`) when
        they are there. The validator still has the last word: a schema cannot check
        Swift types, or what one spec says about another. docs/schemas.md lists what
        only the validator refuses.
        """
    static let signature = CommandSignature(
        arguments: [
            .init(
                name: "kind", help: "The schema to print", isOptional: true,
                choices: SchemaKind.allCases.map(\.rawValue))
        ],
        options: [write, dryRun]
    )

    static let write = CommandSignature.Option(
        name: "write", valueName: nil,
        help: "Write every schema into the project's schemas folder")
    static let dryRun = CommandSignature.Option(
        name: "dry-run", valueName: nil,
        help: "With --write: print what would be written; write nothing",
        requires: write.name)

    static func run(_ arguments: CommandArguments, in environment: CommandEnvironment) -> ExitCode {
        switch (
            arguments.positionals.first.map(SchemaKind.init(rawValue:)),
            arguments.positionals.count,
            arguments.has(write)
        ) {
        case (let kind??, 1, false) where !arguments.has(dryRun):
            environment.stdout.write(kind.schemaText)
            return .success
        case (nil, 0, true):
            return write(dryRun: arguments.has(dryRun), in: environment)
        default:
            return environment.fail(
                UsageError(
                    message: "expected a schema (module, config or traits) or `--write`",
                    hint: "write `viper-gen schema module` or `viper-gen schema --write`"),
                command: name)
        }
    }

    private static func write(dryRun: Bool, in environment: CommandEnvironment) -> ExitCode {
        let pipeline = environment.pipeline
        guard
            let settings = environment.value({ () throws(DiagnosticList) in
                try pipeline.validatedProject(.none)
            })
        else { return .invalidInput }
        let project = settings.project
        let folder = project.config.schemas
        if SchemaLocation.isAddress(folder) {
            return environment.fail([
                .error(
                    "the config's schemas is an address (\(folder)); there is no folder to write",
                    hint: "publish the output of `viper-gen schema <kind>` there instead")
            ])
        }
        guard
            let lock = environment.holdProject(
                project.rootPath, mode: dryRun ? .shared : .exclusive, waits: true)
        else { return .invalidInput }
        defer { lock.release() }
        // Planned under the lock, through the plan's own confinement and file checks.
        guard
            let plan = environment.value({ () throws(DiagnosticList) -> WritePlan in
                var plan = WritePlan(entries: [])
                for kind in SchemaKind.allCases {
                    try plan.add(
                        extraFile: PathText.join(
                            project.rootPath, PathText.join(folder, kind.fileName)),
                        contents: Array(kind.schemaText(traits: project.catalog).utf8),
                        root: project.rootPath,
                        fileSystem: environment.fileSystem)
                }
                return plan
            })
        else { return .invalidInput }
        if let status = environment.apply(plan, root: project.rootPath, dryRun: dryRun) {
            return status
        }
        environment.stdout.write(
            PlanReport.lines(plan, actions: [.create, .update]) {
                environment.shown($0, root: project.rootPath)
            })
        return .success
    }
}

import ViperGenCore

/// `viper-gen dump --context SPEC`: prints exactly what a module's templates see.
enum DumpCommand: Command {
    static let name = "dump"
    static let summary = "Print the data a module's templates see (for writing your own templates)"
    static let discussion = """
        Prints the template context of a module as JSON with sorted keys: the same data
        every template of that module renders with. docs/templates.md describes each key.
        The module is named by its spec's path or by its name (`dump --context Login`); a
        word that is an existing path is read as a path.
        """
    static let signature = CommandSignature(
        arguments: [
            .init(
                name: "spec", help: "The module's spec file, or the module's name",
                completion: .specs)
        ],
        options: [context]
    )

    static let context = CommandSignature.Option(
        name: "context", valueName: nil, help: "Print the template context (required)",
        isRequired: true)

    static func run(_ arguments: CommandArguments, in environment: CommandEnvironment) -> ExitCode {
        guard arguments.positionals.count == 1 else {
            return environment.fail(
                UsageError(
                    message: "expected `dump --context <spec or module>`",
                    hint: "write `viper-gen dump --context Login`"),
                command: name)
        }
        let pipeline = environment.pipeline
        let specs = arguments.positionals
        guard
            let validated = environment.value({ () throws(DiagnosticList) in
                try pipeline.validatedProject(.only(specs))
            })
        else {
            return .invalidInput
        }
        guard let module = validated.project.modules.first else {
            return environment.fail([
                .error(
                    "no module spec at '\(arguments.positionals[0])'",
                    hint: "pass a *.viper.yml file")
            ])
        }
        environment.stdout.write(
            ContextBuilder.context(for: module, in: validated.project).dumped())
        return .success
    }
}

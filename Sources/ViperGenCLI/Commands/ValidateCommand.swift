import ViperGenCore

/// `viper-gen validate`: parses and validates specs and reports every problem.
enum ValidateCommand: Command {
    static let name = "validate"
    static let summary =
        "Check specs, the config, the traits file and project templates, and print every problem"
    static let discussion = """
        With no paths, validates the project: viper-gen.yml, the traits file, every
        spec under the specs folder and the project's templates (parsed with the
        built-in ones, so a bad tag or include is found before a run). With paths,
        validates those spec files, the specs in those folders, and the spec of each
        module named (a word that is no file or folder, written as a module name; a path
        always wins). Prints the diagnostics sorted by position (the first 100, then how
        many more); quiet when everything is valid. Exit status 0 when valid, 2 otherwise.
        """
    static let signature = CommandSignature(
        arguments: [
            .init(
                name: "path", help: "Spec files, folders searched for *.viper.yml, or module names",
                isRepeated: true, isOptional: true, completion: .specs)
        ],
        options: [verbose]
    )

    static let verbose = CommandSignature.Option(
        name: "verbose", valueName: nil, help: "Say how many specs were checked")

    static func run(_ arguments: CommandArguments, in environment: CommandEnvironment) -> ExitCode {
        let pipeline = environment.pipeline
        let paths = arguments.positionals
        guard
            let validated = environment.value({ () throws(DiagnosticList) in
                try pipeline.validatedProject(paths.isEmpty ? .all : .only(paths))
            })
        else {
            return .invalidInput
        }
        if paths.isEmpty {
            // Project templates too, parsed with the built-in ones: a bad tag or include is found before a run.
            guard
                environment.value({ () throws(DiagnosticList) in
                    try pipeline.templates(for: validated.project)
                })
                    != nil
            else { return .invalidInput }
        }
        if arguments.has(verbose) {
            let count = validated.project.modules.count
            environment.stdout.write(
                "viper-gen validate: \(count) spec\(count == 1 ? "" : "s") valid\n")
        }
        return .success
    }
}

import ViperGenCore

/// `viper-gen completions bash|zsh|fish`: prints a shell completion script;
/// `completions --list traits|specs|modules` prints what the scripts ask for.
enum CompletionsCommand: Command {
    static let name = "completions"
    static let summary = "Print a completion script for bash, zsh or fish (see docs/install.md)"
    static let discussion = """
        The script completes commands, options, their values, trait names, spec files and
        module names. It is made from the same command definitions as this help, and asks
        viper-gen for the project's names while you type: `viper-gen completions --list
        traits` prints the built-in traits and the project's own, `--list specs` the
        project's module specs, `--list modules` its modules, one a line (nothing, and
        status 0, outside a valid project). With --descriptions each name is followed by a
        tab and what it is (a trait's summary, the module a spec defines, a module's spec),
        which the zsh and fish scripts show beside it. Load it with `source <(viper-gen
        completions bash)` in ~/.bashrc, or see docs/install.md for zsh and fish.
        """
    static let signature = CommandSignature(
        arguments: [
            .init(
                name: "shell", help: "The shell to print the script for", isOptional: true,
                choices: CompletionShell.allCases.map(\.rawValue))
        ],
        options: [list, descriptions]
    )

    static let list = CommandSignature.Option(
        name: "list", valueName: "names",
        help: "Print the project's traits, specs or modules instead, one a line",
        choices: CompletionNames.Kind.allCases.map(\.rawValue))
    static let descriptions = CommandSignature.Option(
        name: "descriptions", valueName: nil,
        help: "With --list: follow each name with a tab and a one-line description",
        requires: list.name)

    static func run(_ arguments: CommandArguments, in environment: CommandEnvironment) -> ExitCode {
        switch (
            arguments.positionals.first.map(CompletionShell.init(rawValue:)),
            arguments.positionals.count,
            arguments.choice(list, as: CompletionNames.Kind.self)
        ) {
        case (let shell??, 1, nil):
            environment.stdout.write(shell.script(CompletionModel(commands: CommandList.all)))
            return .success
        case (nil, 0, let kind?):
            let described = arguments.has(descriptions)
            environment.stdout.write(
                CompletionNames.names(kind, in: environment, described: described)
                    .map { $0.line(described: described) + "\n" }.joined())
            return .success
        default:
            return environment.fail(
                UsageError(
                    message:
                        "expected a shell (bash, zsh or fish) or `--list traits|specs|modules`",
                    hint: "write `viper-gen completions bash`"), command: name)
        }
    }
}

import ViperGenCore

/// `viper-gen completions bash|zsh|fish`: prints a shell completion script;
/// `completions --list traits|specs` prints what the scripts ask for.
enum CompletionsCommand: Command {
    static let name = "completions"
    static let summary = "Print a completion script for bash, zsh or fish (see docs/install.md)"
    static let discussion = """
        The script completes commands, options, their values, trait names and spec files.
        It is made from the same command definitions as this help, and asks viper-gen
        for the project's names while you type: `viper-gen completions --list traits`
        prints the built-in traits and the project's own, `--list specs` the project's
        module specs, one a line (nothing, and status 0, outside a valid project).
        Load it with `source <(viper-gen completions bash)` in ~/.bashrc, or see
        docs/install.md for zsh and fish.
        """
    static let signature = CommandSignature(
        arguments: [
            .init(
                name: "shell", help: "The shell to print the script for", isOptional: true,
                choices: CompletionShell.allCases.map(\.rawValue))
        ],
        options: [list]
    )

    static let list = CommandSignature.Option(
        name: "list", valueName: "names",
        help: "Print the project's traits or specs instead, one a line",
        choices: ["traits", "specs"])

    static func run(_ arguments: CommandArguments, in environment: CommandEnvironment) -> ExitCode {
        switch (
            arguments.positionals.first.map(CompletionShell.init(rawValue:)),
            arguments.positionals.count,
            arguments.value(list)
        ) {
        case (let shell??, 1, nil):
            environment.stdout.write(shell.script(CompletionModel(commands: CommandList.all)))
            return .success
        case (nil, 0, "traits"?):
            environment.stdout.write(
                CompletionNames.traits(in: environment).map { $0 + "\n" }.joined())
            return .success
        case (nil, 0, "specs"?):
            environment.stdout.write(
                CompletionNames.specs(in: environment).map { $0 + "\n" }.joined())
            return .success
        default:
            return environment.fail(
                UsageError(
                    message: "expected a shell (bash, zsh or fish) or `--list traits|specs`",
                    hint: "write `viper-gen completions bash`"), command: name)
        }
    }
}

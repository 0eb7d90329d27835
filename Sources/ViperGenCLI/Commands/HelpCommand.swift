import ViperGenCore

/// `viper-gen help [command]`.
enum HelpCommand: Command {
    static let name = "help"
    static let summary = "Show help for viper-gen or one of its commands"
    static let signature = CommandSignature(arguments: [
        .init(
            name: "command", help: "The command to describe", isOptional: true,
            completion: .commands)
    ])

    static func run(_ arguments: CommandArguments, in environment: CommandEnvironment) -> ExitCode {
        guard let name = arguments.positionals.first else {
            environment.stdout.write(HelpText.tool())
            return .success
        }
        guard arguments.positionals.count == 1, let command = CommandList.command(named: name)
        else {
            let suggestion = SpellingSuggestion.closest(
                to: name, in: CommandList.all.map { $0.name })
            return environment.fail(
                UsageError(
                    message: "unknown command '\(name)'",
                    hint: suggestion.map { "did you mean '\($0)'?" }), command: nil)
        }
        environment.stdout.write(HelpText.command(command))
        return .success
    }
}

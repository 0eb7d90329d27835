import ViperGenCore

/// One `viper-gen` subcommand: its help and what it does.
protocol Command {
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// Paragraphs shown under OVERVIEW in the command's help.
    static var discussion: String { get }
    static var signature: CommandSignature { get }

    static func run(_ arguments: CommandArguments, in environment: CommandEnvironment) -> ExitCode
}

extension Command {
    static var discussion: String { "" }
}

/// Every command, in the order `viper-gen --help` lists them.
enum CommandList {
    static var all: [any Command.Type] {
        [
            NewCommand.self, AdoptCommand.self, GenerateCommand.self, CheckCommand.self,
            ValidateCommand.self,
            InitCommand.self,
            TraitsCommand.self, TemplatesCommand.self, DumpCommand.self, FilelistCommand.self,
            EmitCommand.self,
            ParseCommand.self,
            GraphCommand.self, SchemaCommand.self, CompletionsCommand.self,
            HelpCommand.self,
        ]
    }

    static func command(named name: String) -> (any Command.Type)? {
        all.first { $0.name == name }
    }
}

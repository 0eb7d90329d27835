/// What the shell completion scripts know about the command line, taken from
/// the commands' signatures (the same ones the parser, usage lines and help
/// use), so the scripts cannot drift from what `viper-gen` accepts.
struct CompletionModel: Equatable {
    /// What one word can be.
    enum Offer: Equatable {
        /// One of a fixed few words (choices, keywords, shells).
        case words([String])
        /// Something found at completion time (traits, specs, files).
        case value(CommandSignature.ValueCompletion)

        /// Nothing to offer: a name the user makes up.
        static let nothing = Offer.value(.nothing)
    }

    struct Option: Equatable {
        /// `--name`, then `-x` when it has a short name.
        var spellings: [String]
        var name: String
        var help: String
        /// What its value can be, or `nil` for a flag.
        var value: Offer?
    }

    struct Command: Equatable {
        var name: String
        var summary: String
        var options: [Option]
        /// What each positional word can be, in order (a keyword is a word of its own).
        var positions: [Offer]
        /// True when the last position repeats (`generate <spec>...`).
        var repeatsLast: Bool
    }

    /// The options before any command (`--color`, `--help`, `--version`).
    var toolOptions: [Option]
    var commands: [Command]

    /// The model of `commands`, in their order.
    init(commands: [any ViperGenCLI.Command.Type]) {
        toolOptions = CommandSignature.toolOptions.map(Self.option)
        self.commands = commands.map { command in
            var positions: [Offer] = []
            for argument in command.signature.arguments {
                if let keyword = argument.keyword { positions.append(.words([keyword])) }
                positions.append(argument.choices.map(Offer.words) ?? .value(argument.completion))
            }
            return Command(
                name: command.name, summary: command.summary,
                options: command.signature.allOptions.map(Self.option), positions: positions,
                repeatsLast: command.signature.arguments.last?.isRepeated ?? false)
        }
    }

    private static func option(_ option: CommandSignature.Option) -> Option {
        let value: Offer? =
            option.valueName == nil
            ? nil : option.choices.map(Offer.words) ?? .value(option.completion)
        return Option(
            spellings: ["--" + option.name] + (option.shortName.map { ["-\($0)"] } ?? []),
            name: option.name,
            help: option.help, value: value)
    }

    /// Every fixed word the scripts spell out: command names, option spellings,
    /// choices and keywords. Scripts write them unquoted in places, so each is
    /// a plain word (letters, digits, `-`, `_`, `.`), which a test checks.
    var fixedWords: [String] {
        var words = commands.map(\.name)
        for options in [toolOptions] + commands.map(\.options) {
            for option in options {
                words += option.spellings
                if case .words(let choices)? = option.value { words += choices }
            }
        }
        for command in commands {
            for case .words(let choices) in command.positions { words += choices }
        }
        return words
    }
}

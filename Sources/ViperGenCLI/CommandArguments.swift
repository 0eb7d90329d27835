import ViperGenCore

/// The options and arguments one command accepts, for parsing and for help.
struct CommandSignature: Sendable {
    struct Option: Sendable {
        var name: String
        /// The value's placeholder (`<style>`), or `nil` for a flag.
        var valueName: String?
        var help: String
        var shortName: Character?
        /// The values it takes, when they are a fixed few (the usage line lists them).
        var choices: [String]?
        /// True for an option the command cannot run without.
        var isRequired = false
        /// The option it only makes sense with (the usage line nests it there).
        var requires: String?
        /// What shell completion offers for its value, when it has no `choices`.
        var completion: ValueCompletion

        init(name: String, valueName: String?, help: String, shortName: Character? = nil, choices: [String]? = nil,
             isRequired: Bool = false, requires: String? = nil, completion: ValueCompletion = .nothing) {
            self.name = name
            self.valueName = valueName
            self.help = help
            self.shortName = shortName
            self.choices = choices
            self.isRequired = isRequired
            self.requires = requires
            self.completion = completion
        }
    }

    /// What shell completion offers for a value that is not one of a fixed few words.
    enum ValueCompletion: Sendable, Equatable {
        /// Nothing: a name the user makes up.
        case nothing
        /// A comma-separated list of trait names (built-in and the project's, asked of viper-gen).
        case traitList
        /// One trait name.
        case trait
        /// The project's module specs (asked of viper-gen), or other files.
        case specs
        case files
        case folders
        /// A viper-gen command.
        case commands
    }

    struct Argument: Sendable {
        var name: String
        var help: String
        var isRepeated: Bool = false
        var isOptional: Bool = false
        /// The words it can be, when they are a fixed few (the usage line lists them).
        var choices: [String]?
        /// A word written before it (`show` in `traits show <name>`).
        var keyword: String?
        /// What shell completion offers for it, when it has no `choices`.
        var completion: ValueCompletion = .nothing
    }

    var arguments: [Argument] = []
    var options: [Option] = []
}

/// A command line parsed against a ``CommandSignature``.
struct CommandArguments: Sendable {
    var positionals: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []

    func value(_ option: String) -> String? { values[option] }

    func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// A usage error: what is wrong with the command line, and a hint.
struct UsageError: Error, Equatable {
    var message: String
    var hint: String?
}

extension CommandSignature {
    /// Every option a command accepts, including the global ones.
    var allOptions: [Option] { options + CommandSignature.globalOptions }

    /// The values of `--color`.
    static let colorChoices = ["auto", "always", "never"]

    static let globalOptions: [Option] = [
        Option(name: "color", valueName: "when", help: "Colour diagnostics: auto (default), always or never",
               choices: colorChoices),
        Option(name: "help", valueName: nil, help: "Show help for this command", shortName: "h"),
    ]

    /// The options accepted before a command name.
    static let toolOptions = globalOptions + [Option(name: "version", valueName: nil, help: "Show the version")]

    /// Parses `arguments`: `--name value`, `--name=value`, `-h`, and `--` to end options.
    func parse(_ arguments: [String]) throws(UsageError) -> CommandArguments {
        var result = CommandArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name: String
            var inlineValue: String?
            if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                if let equals = body.firstIndex(of: "=") {
                    name = String(body[..<equals])
                    inlineValue = String(body[body.index(after: equals)...])
                } else {
                    name = String(body)
                }
            } else {
                let short = argument.dropFirst()
                guard short.count == 1, let option = allOptions.first(where: { $0.shortName == short.first }) else {
                    throw UsageError(message: "unknown option '\(argument)'", hint: optionsHint)
                }
                name = option.name
            }
            guard let option = allOptions.first(where: { $0.name == name }) else {
                let names = allOptions.map(\.name)
                let suggestion = SpellingSuggestion.closest(to: name, in: names).map { "did you mean '--\($0)'? " } ?? ""
                throw UsageError(message: "unknown option '--\(name)'", hint: suggestion + optionsHint)
            }
            if option.valueName == nil {
                if inlineValue != nil {
                    throw UsageError(message: "option '--\(name)' takes no value", hint: "write just '--\(name)'")
                }
                result.flags.insert(name)
                continue
            }
            if inlineValue == nil {
                guard index < arguments.count else {
                    throw UsageError(message: "option '--\(name)' needs a value",
                                     hint: "write '--\(name) <\(option.valueName!)>'")
                }
                inlineValue = arguments[index]
                index += 1
            }
            result.values[name] = inlineValue
        }
        return result
    }

    private var optionsHint: String {
        "options here: " + allOptions.map { "--\($0.name)" }.joined(separator: ", ")
    }
}

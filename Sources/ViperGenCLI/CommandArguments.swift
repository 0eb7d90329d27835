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

        init(
            name: String, valueName: String?, help: String, shortName: Character? = nil,
            choices: [String]? = nil,
            isRequired: Bool = false, requires: String? = nil,
            completion: ValueCompletion = .nothing
        ) {
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
        /// The project's module names and module specs (asked of viper-gen),
        /// or other files where there are none.
        case specs
        case files
        case folders
        /// A viper-gen command.
        case commands
        /// One of the project's modules (asked of viper-gen).
        case modules
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

/// A command line parsed against a ``CommandSignature``: options are read
/// through the ``CommandSignature/Option`` a command declares, never by a
/// name typed again, and what the declaration says (choices, required,
/// needs another option) was checked when it was parsed.
struct CommandArguments: Sendable {
    var positionals: [String] = []
    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []

    /// The value given to `option`, if any.
    func value(_ option: CommandSignature.Option) -> String? { values[option.name] }

    /// True when the flag `option` was given.
    func has(_ option: CommandSignature.Option) -> Bool { flags.contains(option.name) }

    /// The value of an option with `choices`, as the type whose raw values they are.
    func choice<Value: RawRepresentable>(_ option: CommandSignature.Option, as type: Value.Type)
        -> Value?
    where Value.RawValue == String {
        value(option).flatMap(Value.init(rawValue:))
    }

    mutating func set(_ value: String, for name: String) { values[name] = value }
    mutating func set(flag name: String) { flags.insert(name) }
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

    /// `--no-wait`, which every command that takes the project's lock accepts.
    static let noWait = Option(
        name: "no-wait", valueName: nil,
        help: "Fail at once if another viper-gen run is writing in the project")

    static let color = Option(
        name: "color", valueName: "when",
        help: "Colour diagnostics: auto (default), always or never",
        choices: colorChoices)
    static let help = Option(
        name: "help", valueName: nil, help: "Show help for this command", shortName: "h")
    static let version = Option(name: "version", valueName: nil, help: "Show the version")

    static let globalOptions: [Option] = [color, help]

    /// The options accepted before a command name (`--help` there shows the tool's help).
    static let toolOptions = [
        color, Option(name: "help", valueName: nil, help: "Show help", shortName: "h"), version,
    ]

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
                guard short.count == 1,
                    let option = allOptions.first(where: { $0.shortName == short.first })
                else {
                    throw UsageError(message: "unknown option '\(argument)'", hint: optionsHint)
                }
                name = option.name
            }
            guard let option = allOptions.first(where: { $0.name == name }) else {
                let names = allOptions.map(\.name)
                let suggestion =
                    SpellingSuggestion.closest(to: name, in: names).map {
                        "did you mean '--\($0)'? "
                    } ?? ""
                throw UsageError(
                    message: "unknown option '--\(name)'", hint: suggestion + optionsHint)
            }
            if option.valueName == nil {
                if inlineValue != nil {
                    throw UsageError(
                        message: "option '--\(name)' takes no value", hint: "write just '--\(name)'"
                    )
                }
                result.set(flag: name)
                continue
            }
            if inlineValue == nil {
                guard index < arguments.count else {
                    throw UsageError(
                        message: "option '--\(name)' needs a value",
                        hint: "write '--\(name) <\(option.valueName!)>'")
                }
                inlineValue = arguments[index]
                index += 1
            }
            result.set(inlineValue!, for: name)
        }
        // Asking for help needs nothing else on the line.
        if !result.has(Self.help) { try checkDeclarations(of: result) }
        return result
    }

    /// What the options' declarations ask of a command line: a value among
    /// the choices, an option with the one it needs, every required option.
    private func checkDeclarations(of result: CommandArguments) throws(UsageError) {
        for option in allOptions {
            if let choices = option.choices, let value = result.value(option),
                !choices.contains(value)
            {
                throw UsageError(
                    message: "'\(value)' is not a value of '--\(option.name)'",
                    hint: "write " + Self.alternatives(choices.map { "'--\(option.name) \($0)'" }))
            }
        }
        for option in allOptions {
            let given = result.value(option) != nil || result.has(option)
            if given, let needed = option.requires,
                let other = allOptions.first(where: { $0.name == needed }),
                result.value(other) == nil, !result.has(other)
            {
                throw UsageError(
                    message: "'--\(option.name)' needs '--\(needed)'",
                    hint: "write '\(Self.usage(of: other)) \(Self.usage(of: option))'")
            }
        }
        for option in allOptions
        where option.isRequired && result.value(option) == nil && !result.has(option) {
            throw UsageError(
                message: "missing '--\(option.name)'", hint: "write '\(Self.usage(of: option))'")
        }
    }

    /// `--name <value>`, or `--name` for a flag.
    static func usage(of option: Option) -> String {
        "--" + option.name + (option.valueName.map { " <\($0)>" } ?? "")
    }

    /// "a, b or c".
    private static func alternatives(_ items: [String]) -> String {
        items.count < 2
            ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items.last!
    }

    private var optionsHint: String {
        "options here: " + allOptions.map { "--\($0.name)" }.joined(separator: ", ")
    }
}

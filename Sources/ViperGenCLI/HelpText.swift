import ViperGenCore

/// The help screens, in a stable layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS
/// (and COMMANDS for the tool itself).
enum HelpText {
    static var version: String { ToolVersion.current.description }

    static func tool() -> String {
        var text = """
            OVERVIEW: Generate trait-based VIPER and MVP modules for iOS from small specs.

            Each module has a spec (Specs/<Module>.viper.yml). viper-gen writes its Swift from
            the spec: trait protocols implemented in protocol extensions, composed presenters,
            routers and interactors, and Mock overrides for tests. Generated files are
            rewritten freely and checked for drift; scaffolded files are yours.

            USAGE: viper-gen <command> [<arguments>] [<options>]

            COMMANDS:

            """
        let width = CommandList.all.map { $0.name.count }.max() ?? 0
        for command in CommandList.all {
            text += "  " + command.name.padded(to: width) + "  " + command.summary + "\n"
        }
        text +=
            "\nOPTIONS:\n" + optionLines(CommandSignature.toolOptions) + """

                EXIT STATUS: 0 success, 1 check found drift, 2 invalid input, 64 usage error.
                See 'viper-gen help <command>' for a command's options.

                """
        return text
    }

    static func command(_ command: any Command.Type) -> String {
        var text = "OVERVIEW: \(command.summary)\n"
        if !command.discussion.isEmpty { text += "\n" + command.discussion + "\n" }
        text += "\nUSAGE: viper-gen \(usage(command))\n"
        let signature = command.signature
        if !signature.arguments.isEmpty {
            text += "\nARGUMENTS:\n"
            let width = signature.arguments.map { $0.name.count + 2 }.max() ?? 0
            for argument in signature.arguments {
                text += "  " + "<\(argument.name)>".padded(to: width) + "  " + argument.help + "\n"
            }
        }
        text += "\nOPTIONS:\n" + optionLines(signature.allOptions)
        return text
    }

    /// One line per option, its label padded so the help texts align.
    private static func optionLines(_ options: [CommandSignature.Option]) -> String {
        let labels = options.map(label(for:))
        let width = labels.map(\.count).max() ?? 0
        return zip(options, labels).map { option, label in
            "  " + label.padded(to: width) + "  " + option.help + "\n"
        }
        .joined()
    }

    /// The usage line after `viper-gen`, made from the command's signature (so
    /// it cannot drift from what the parser accepts): required options, the
    /// arguments, then the optional options, each nested in the one it needs.
    static func usage(_ command: any Command.Type) -> String {
        let signature = command.signature
        var parts = [command.name]
        parts += signature.options.filter(\.isRequired).map(optionUsage)
        for argument in signature.arguments {
            var word = argument.choices?.joined(separator: "|") ?? "<\(argument.name)>"
            if argument.isRepeated { word += "..." }
            if let keyword = argument.keyword { word = keyword + " " + word }
            parts.append(argument.isOptional ? "[\(word)]" : word)
        }
        func optional(_ option: CommandSignature.Option) -> String {
            let nested = signature.options.filter { $0.requires == option.name }.map(optional)
            return "[" + ([optionUsage(option)] + nested).joined(separator: " ") + "]"
        }
        parts += signature.options.filter { !$0.isRequired && $0.requires == nil }.map(optional)
        return parts.joined(separator: " ")
    }

    /// `--name`, `--name <value>` or `--name a|b`.
    private static func optionUsage(_ option: CommandSignature.Option) -> String {
        let value = option.choices?.joined(separator: "|") ?? option.valueName.map { "<\($0)>" }
        return "--" + option.name + (value.map { " " + $0 } ?? "")
    }

    private static func label(for option: CommandSignature.Option) -> String {
        let short = option.shortName.map { "-\($0), " } ?? ""
        return short + "--" + option.name + (option.valueName.map { " <\($0)>" } ?? "")
    }

}

extension CompletionModel {
    /// Two shell functions, the same text in bash and zsh, that the scripts
    /// look things up in: `_viper_gen_option_value COMMAND OPTION` sets `offer`
    /// to what the option's value can be (nothing for a flag), and
    /// `_viper_gen_position COMMAND INDEX` to what the INDEXth positional word
    /// can be ("" is the command before any: index 0 is the command's name).
    var caseTableFunctions: [String] {
        var lines = ["_viper_gen_option_value() {", "    offer=\"\"", "    case \"$1 $2\" in"]
        for (command, options) in [("", toolOptions)] + commands.map({ ($0.name, $0.options) }) {
            for option in options {
                guard let value = option.value else { continue }
                let keys = option.spellings.map { "\"\(command) \($0)\"" }.joined(separator: "|")
                lines.append("        \(keys)) offer=\"\(Self.offerText(value))\" ;;")
            }
        }
        lines += [
            "    esac", "}", "", "_viper_gen_position() {", "    offer=\"\"",
            "    case \"$1 $2\" in",
        ]
        lines.append("        \" 0\") offer=\"\(Self.offerText(.value(.commands)))\" ;;")
        for command in commands {
            for (index, position) in command.positions.enumerated() {
                let repeats = command.repeatsLast && index == command.positions.count - 1
                let key = repeats ? "\"\(command.name) \"*" : "\"\(command.name) \(index)\""
                lines.append("        \(key)) offer=\"\(Self.offerText(position))\" ;;")
            }
        }
        return lines + ["    esac", "}"]
    }

    /// What the scripts' `_viper_gen_offer` takes: `words a b`, `traitList`, `specs`...
    static func offerText(_ offer: Offer) -> String {
        switch offer {
        case .words(let words): return (["words"] + words).joined(separator: " ")
        case .value(let completion): return "\(completion)"
        }
    }
}

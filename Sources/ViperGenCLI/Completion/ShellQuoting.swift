/// Quoting of text written into completion scripts, so that no character
/// in it can end the quote and become code.
enum ShellQuoting {
    /// `text` in POSIX single quotes (bash, zsh): a `'` becomes `'\''`.
    static func singleQuoted(_ text: String) -> String {
        var result = "'"
        for character in text {
            result += character == "'" ? #"'\''"# : String(character)
        }
        return result + "'"
    }

    /// `text` in fish single quotes, where `\` and `'` are escaped with `\`.
    static func fishQuoted(_ text: String) -> String {
        var result = "'"
        for character in text {
            if character == "'" || character == "\\" { result += "\\" }
            result.append(character)
        }
        return result + "'"
    }
}

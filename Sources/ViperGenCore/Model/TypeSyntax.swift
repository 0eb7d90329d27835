/// A light check of Swift type expressions written in specs: enough to catch
/// typos that would otherwise surface as compiler errors in generated code.
enum TypeSyntax {
    /// Why `type` cannot be a Swift type, or `nil` when it looks like one.
    static func problem(with type: String) -> String? {
        if type.trimmingWhitespace.isEmpty { return "it is empty" }
        var stack: [Character] = []
        let pairs: [Character: Character] = [")": "(", "]": "[", ">": "<"]
        var previous: Character = " "
        for character in type {
            switch character {
            case "\n", "\r": return "it spans several lines"
            case ";", "{", "}", "=", "\"", "#", "\\": return "it contains '\(character)'"
            case "(", "[", "<": stack.append(character)
            case ">" where previous == "-": break
            case ")", "]", ">":
                guard stack.last == pairs[character] else { return "'\(character)' has no matching opening bracket" }
                stack.removeLast()
            default: break
            }
            previous = character
        }
        if let open = stack.last { return "'\(open)' is not closed" }
        return nil
    }
}

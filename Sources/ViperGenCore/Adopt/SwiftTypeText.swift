/// Writes tokens back as one normalized line of Swift: `[String: Int]`,
/// `(Int) async throws -> Void`, `any A & B`, `@escaping () -> Void`. The
/// same declaration spelled with other spacing or line breaks gives the
/// same text, so signatures compare as text.
enum SwiftTypeText {
    static func join(_ tokens: ArraySlice<SwiftToken>) -> String {
        var text = ""
        var previous: SwiftToken?
        for token in tokens {
            if let previous, needsSpace(between: previous, and: token) { text += " " }
            text += token.text
            previous = token
        }
        return text
    }

    private static func needsSpace(between previous: SwiftToken, and next: SwiftToken) -> Bool {
        if previous.kind == .attribute {
            return !(next.isSymbol("(") && next.start == previous.end)
        }
        if previous.isSymbol("->") || next.isSymbol("->") { return true }
        if previous.isSymbol(",") || previous.isSymbol(":") { return true }
        if previous.isSymbol("&") || next.isSymbol("&") { return true }
        if previous.isSymbol("=") || next.isSymbol("=") { return true }
        if isOperand(previous), isOperand(next) { return true }
        if previous.isSymbol(")") || previous.isSymbol("]"), next.kind == .word { return true }
        return false
    }

    private static func isOperand(_ token: SwiftToken) -> Bool {
        switch token.kind {
        case .word, .number, .string, .attribute, .pound: return true
        case .symbol: return false
        }
    }
}

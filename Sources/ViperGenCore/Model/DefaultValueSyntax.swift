/// Checks the text of a state field's default value, which viper-gen puts in
/// the parameter list of the state's `init`: it must be one one-line Swift
/// expression whose every token this reader understands, so that it cannot be
/// out of step with Swift about where the expression ends.
///
/// - Brackets balance; string literals (`"..."`, with escapes and `\(...)`
///   interpolations, which may nest strings) and backquoted names close.
/// - Nothing ends the expression early or starts something after it: a
///   comment; outside a closure's braces, a `;`, an attribute (`@`) or a word
///   that starts a declaration (`func`, `init`, `static`, ...) or a statement
///   (`if`, `switch`, `return`, ...); outside any
///   bracket, a `,`, a `=`, or a `:` that ends no `? :`; two operands side by side (`f() x`, which Swift's
///   parser splits into two); an operator or `.` at either end.
/// - Forms whose extent this reader does not follow are refused rather than
///   approximated: `#` (raw strings, regex literals, macros), `"""`, a single
///   quote (Swift's lexer takes it to the end of the line), a `/` that could
///   start a bare regex literal (one not followed by a space: `10 / 2` is
///   division), a `\` outside a string (a key path), and any character that is
///   not ASCII outside a string (Swift's lexer does not take every Unicode
///   letter for one: U+2E2F is an operator to it).
///
/// Read by Unicode scalars, as Swift's lexer reads: a `"` followed by a
/// combining mark is one Character, but still a quote.
public enum DefaultValueSyntax {
    /// Why `value` is not a default value, or `nil` when it is one.
    public static func problem(with value: String) -> String? {
        var reader = Reader(Array(value.unicodeScalars))
        return reader.problem()
    }

    /// What an open bracket waits for: a closer, or the `)` that ends an
    /// interpolation and goes back into its string.
    private enum Opening {
        case bracket(Unicode.Scalar)
        case interpolation
    }

    /// One pass over the scalars, keeping the brackets open and whether the
    /// last token ended an operand (after which another operand may not come).
    private struct Reader {
        let characters: [Unicode.Scalar]
        var index = 0
        var openings: [Opening] = []
        var inString = false
        var afterOperand = false
        /// `?` of conditional expressions outside brackets still waiting for their `:`.
        var openConditionals = 0
        /// How many of `openings` are a closure's `{` (counted, so that asking is not a scan).
        var openClosures = 0
        /// After `as` or `is`: a type is being read, which no call, subscript or closure may follow.
        var inCastType = false
        /// After a member's `.`: the next word is a name, even a keyword's (`x.default`, `x.try`).
        var memberNext = false

        init(_ characters: [Unicode.Scalar]) {
            self.characters = characters
        }

        var insideClosure: Bool { openClosures > 0 }

        func scalar(after offset: Int) -> Unicode.Scalar? {
            index + offset < characters.count ? characters[index + offset] : nil
        }

        mutating func problem() -> String? {
            guard characters.contains(where: { $0 != " " && $0 != "\t" }) else {
                return "nothing follows '='"
            }
            if let first = characters.first(where: { $0 != " " && $0 != "\t" }),
                "/*%=<>&|^?".unicodeScalars.contains(first)
            {
                return "it starts with '\(first)', which cannot start an expression"
            }
            while index < characters.count {
                let character = characters[index]
                if lineBreaks.contains(character) { return "it spans more than one line" }
                let problem = inString ? readInString(character) : readInCode(character)
                if let problem { return problem }
                index += 1
            }
            if inString { return "a string literal is not closed" }
            if openConditionals > 0 { return "a '?' waits for its ':' (write 'condition ? a : b')" }
            // After the last token an operand must be complete: not `try`, `x as`, `a ? b :`.
            if !afterOperand, openings.isEmpty,
                let last = characters.last(where: { $0 != " " && $0 != "\t" }),
                !isOperatorCharacter(last)
            {
                return "it ends before its last operand: a default is one whole expression"
            }
            // A trailing operator or `.` would join the expression to the next line of the generated code.
            if let last = characters.last(where: { $0 != " " && $0 != "\t" }),
                isOperatorCharacter(last)
            {
                return "it ends with '\(last)', which would join it to the next line"
            }
            switch openings.last {
            case .bracket(let closer)?: return "'\(closer)' is missing"
            case .interpolation?: return "an interpolation '\\(' is not closed"
            case nil: return nil
            }
        }

        /// One scalar of a string literal: an escape, an interpolation's start, or its end.
        mutating func readInString(_ character: Unicode.Scalar) -> String? {
            switch character {
            case "\\":
                // An escape takes the next scalar, which may not be a line break either.
                if let escaped = scalar(after: 1), DefaultValueSyntax.lineBreaks.contains(escaped) {
                    return "it spans more than one line"
                }
                if scalar(after: 1) == "(" {
                    openings.append(.interpolation)
                    inString = false
                    afterOperand = false
                } else if let problem = readEscape() {
                    return problem
                }
                index += 1
            case "\"":
                inString = false
                afterOperand = true
            default: break
            }
            return nil
        }

        /// The escape after the `\\` at `index` (not an interpolation): one
        /// Swift knows, `\\u{...}` with one to eight hexadecimal digits, whose
        /// last scalar `index` is left before.
        mutating func readEscape() -> String? {
            guard let escaped = scalar(after: 1) else { return "a string literal is not closed" }
            if "0\\tnr\"'".unicodeScalars.contains(escaped) { return nil }
            guard escaped == "u", scalar(after: 2) == "{" else {
                return
                    "'\\\(escaped)' is not an escape Swift knows (\\n, \\t, \\\", \\\\, \\u{...}, ...)"
            }
            var digits = 0
            while let digit = scalar(after: 3 + digits), digit != "}" {
                guard digit.properties.isASCIIHexDigit, digits < 8 else {
                    return "'\\u{' takes one to eight hexadecimal digits, then '}'"
                }
                digits += 1
            }
            guard digits > 0, scalar(after: 3 + digits) == "}" else {
                return "'\\u{' takes one to eight hexadecimal digits, then '}'"
            }
            index += 2 + digits
            return nil
        }

        /// One token of code: what it may not be, and whether it ends an operand.
        mutating func readInCode(_ character: Unicode.Scalar) -> String? {
            if inCastType, !isWordPart(character), !" \t.?!`([{".unicodeScalars.contains(character)
            {
                inCastType = false
            }
            switch character {
            case " ", "\t":
                return nil
            case "\"":
                if scalar(after: 1) == "\"", scalar(after: 2) == "\"" {
                    return "a multi-line string literal (\"\"\"): write a one-line string"
                }
                if afterOperand { return sideBySide }
                inString = true
            case "#":
                return
                    "'#' starts a raw string, a regex literal or a macro, which a default here may not use"
            case "'":
                return
                    "a single quote is not Swift (it would run to the end of the line): quote strings with '\"'"
            case "\\":
                return "'\\' outside a string (a key path) is not read in a default"
            case ";":
                guard insideClosure else {
                    return "';' outside a closure ends the expression: a default is one expression"
                }
                afterOperand = false
            case "," where openings.isEmpty:
                return
                    "',' outside brackets would declare another field: a default is one expression"
            case "="
            where openings.isEmpty && !isOperatorCharacter(scalar(after: 1))
                && !(index > 0 && isOperatorCharacter(characters[index - 1])):
                return
                    "'=' outside brackets would declare another field: a default is one expression"
            case "@":
                guard insideClosure else {
                    return "'@' outside a closure starts an attribute: a default is one expression"
                }
                afterOperand = false
            case "`":
                guard let close = characters[(index + 1)...].firstIndex(of: "`"), close > index + 1,
                    characters[(index + 1)..<close].allSatisfy(isWordPart)
                else {
                    return "a '`' must close a name (letters, digits, '_')"
                }
                if afterOperand { return sideBySide }
                index = close
                afterOperand = true
            case "(", "[", "{":
                // A call, a subscript or a trailing closure may follow an operand, but not a cast's type.
                if inCastType, afterOperand {
                    return
                        "after 'as' or 'is' comes a type, which '\(character)' cannot follow here"
                }
                inCastType = false
                openings.append(.bracket(character == "(" ? ")" : character == "[" ? "]" : "}"))
                if character == "{" { openClosures += 1 }
                afterOperand = false
            case ")", "]", "}":
                switch openings.popLast() {
                case .bracket(let closer)? where closer == character:
                    if closer == "}" { openClosures -= 1 }
                    afterOperand = true
                case .interpolation? where character == ")": inString = true
                default: return "'\(character)' closes nothing"
                }
            case "!"
            where afterOperand && index > 0 && characters[index - 1] != " "
                && characters[index - 1] != "\t":
                // Postfix right after an operand (`a!`, `a!.b`): one scalar, as Swift's lexer takes it, so
                // `a!b` is two operands and `a!=b` is `a! =b`.
                break
            case "?":
                // Postfix right after an operand (`a?.b`, `a??`), one scalar at a time as Swift's lexer
                // takes it; otherwise an operator that starts with '?' (`??`), or a conditional (`a ? b : c`).
                let postfix =
                    afterOperand && index > 0 && characters[index - 1] != " "
                    && characters[index - 1] != "\t"
                if !postfix, let next = scalar(after: 1),
                    next == "?" || operatorCharacters.contains(next)
                {
                    return readOperator()
                }
                if !postfix, openings.isEmpty { openConditionals += 1 }
                afterOperand = postfix
            case ":" where openings.isEmpty:
                // Outside brackets a ':' only ends a conditional's first branch.
                guard openConditionals > 0 else {
                    return "':' outside brackets is not part of an expression"
                }
                openConditionals -= 1
                afterOperand = false
            case ".":
                // `..` starts an operator (`...`, `..<`); a single `.` names a member (`.none`, `a.b`, `t.0`).
                if scalar(after: 1) == "." { return readOperator() }
                guard let name = scalar(after: 1),
                    isWordStart(name) || name == "`" || ("0"..."9").contains(name)
                else {
                    return "a '.' must be followed by a member's name"
                }
                memberNext = isWordStart(name)
                afterOperand = false
            case _ where !character.isASCII:
                // Swift's lexer and Unicode disagree on letters: U+2E2F is a letter to one, an operator to the other.
                return
                    "'\(character)' (\(UnicodeText.name(character))) outside a string: a default's code is ASCII"
            case _ where ("0"..."9").contains(character):
                return readNumber()
            case _ where isWordStart(character) || character == "$":
                return readWord()
            case _ where operatorCharacters.contains(character):
                return readOperator()
            default:
                // ':' or ',' inside brackets.
                afterOperand = false
            }
            return nil
        }

        /// A run of operator characters starting at `index`. Swift tells how it
        /// binds by the spaces around it: on both sides or neither, between two
        /// operands; before it only, a prefix (which may not follow an operand:
        /// `a -b` is two expressions); after it only, a postfix.
        mutating func readOperator() -> String? {
            var end = index
            // An operator that starts with '.' may hold more dots (`...`, `..<`); others may not.
            // A '?' inside a run belongs to it (`+?`), as Swift's lexer reads it.
            let startsWithDot = characters[index] == "."
            while end + 1 < characters.count,
                operatorCharacters.contains(characters[end + 1]) || characters[end + 1] == "?"
                    || (startsWithDot && characters[end + 1] == ".")
            {
                end += 1
            }
            let spaceBefore =
                index == 0 || characters[index - 1] == " " || characters[index - 1] == "\t"
            let spaceAfter =
                end + 1 >= characters.count || characters[end + 1] == " "
                || characters[end + 1] == "\t"
            let run = String(String.UnicodeScalarView(characters[index...end]))
            if run.contains("//") || run.contains("/*") { return "it contains a comment" }
            if run.contains("*/") { return "'*/' outside a string ends a comment that never began" }
            if run.contains("/"), !spaceAfter {
                return
                    "a '/' not followed by a space could start a regex literal: write '/' between spaces"
            }
            index = end
            switch (spaceBefore, spaceAfter) {
            case (true, false):
                if afterOperand { return sideBySide }
                afterOperand = false
            case (false, true):
                // A postfix operator: the operand goes on.
                break
            default:
                afterOperand = false
            }
            return nil
        }

        /// A number literal starting at `index` (decimal, `0x`, `0o`, `0b`, with `_`,
        /// a fraction and an exponent), which no letter or digit may follow.
        mutating func readNumber() -> String? {
            var end = index
            func consume(_ allowed: (Unicode.Scalar) -> Bool) {
                while end + 1 < characters.count, allowed(characters[end + 1]) { end += 1 }
            }
            let isHex = characters[index] == "0" && (scalar(after: 1) == "x")
            consume { isWordPart($0) }
            // A fraction: a '.' with a digit after it.
            if end + 2 < characters.count, characters[end + 1] == ".",
                ("0"..."9").contains(characters[end + 2])
            {
                end += 1
                consume { isWordPart($0) }
            }
            // An exponent's sign (`1e-3`, `0x1p+4`) belongs to the number.
            let exponentMarks: Set<Unicode.Scalar> = isHex ? ["p", "P"] : ["e", "E"]
            if exponentMarks.contains(characters[end]), end + 1 < characters.count,
                characters[end + 1] == "+" || characters[end + 1] == "-"
            {
                end += 1
                consume { isWordPart($0) }
            }
            let number = String(String.UnicodeScalarView(characters[index...end]))
            index = end
            guard isNumberLiteral(number) else { return "'\(number)' is not a Swift number" }
            if afterOperand { return sideBySide }
            afterOperand = true
            return nil
        }

        /// A name, keyword or number starting at `index`; leaves `index` on its last scalar.
        mutating func readWord() -> String? {
            var end = index
            while end + 1 < characters.count, isWordPart(characters[end + 1]) { end += 1 }
            let word = String(String.UnicodeScalarView(characters[index...end]))
            index = end
            if memberNext {
                memberNext = false
                afterOperand = true
                return nil
            }
            if !insideClosure, word.hasPrefix("$") {
                return "'\(word)' outside a closure names no closure argument"
            }
            // `as?`, `as!`, `try?`, `try!`: the mark belongs to the word (it is no `? :`).
            if word == "as" || word == "try", let mark = scalar(after: 1),
                mark == "?" || mark == "!"
            {
                index += 1
            }
            if !insideClosure, declarationWords.contains(word) {
                return
                    "'\(word)' outside a closure starts a declaration: a default is one expression"
            }
            if !insideClosure, statementWords.contains(word) {
                return "'\(word)' outside a closure starts a statement: a default is one expression"
            }
            if afterOperand {
                // After an operand, only words that join two parts of one expression: outside a
                // closure's braces, a cast (`else`, `catch`, `where` and `in` join nothing there).
                guard joiningWords.contains(word) else { return sideBySide }
                if !insideClosure, !castWords.contains(word) {
                    return "'\(word)' outside a closure joins nothing: a default is one expression"
                }
                inCastType = castWords.contains(word)
                afterOperand = false
                return nil
            }
            if !insideClosure, joiningWords.contains(word) || nonExpressionWords.contains(word) {
                return "'\(word)' cannot start an expression"
            }
            afterOperand = !leadingWords.contains(word) && !declarationWords.contains(word)
            return nil
        }

        let sideBySide =
            "two expressions side by side, which Swift reads as two: join them with an operator"
    }

    private static let lineBreaks: Set<Unicode.Scalar> = [
        "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
    ]

    /// Words that start a declaration, or modify one, in a type's body.
    static let declarationWords: Set<String> = [
        "actor", "associatedtype", "borrowing", "case", "class", "consuming", "convenience",
        "deinit", "dynamic",
        "enum", "extension", "fileprivate", "final", "func", "import", "indirect", "infix", "init",
        "internal",
        "lazy", "let", "macro", "mutating", "nonisolated", "nonmutating", "open", "operator",
        "optional",
        "override", "package", "postfix", "precedencegroup", "prefix", "private", "protocol",
        "public",
        "required", "static", "struct", "subscript", "typealias", "unowned", "var", "weak",
    ]

    /// Words that start a statement. Swift reads `if` and `switch` as
    /// expressions only where a value is returned or assigned, not in a
    /// default argument, and its parser recovers from them by changing the
    /// declarations around: inside a closure's braces they are its statements.
    static let statementWords: Set<String> = [
        "if", "guard", "switch", "for", "while", "repeat", "do", "defer", "return", "throw",
        "break", "continue",
        "fallthrough",
    ]

    /// Words that may follow an operand: they join it to what comes next.
    private static let joiningWords: Set<String> = ["as", "is", "in", "where", "else", "catch"]

    /// The joining words that may follow an operand outside a closure's braces.
    private static let castWords: Set<String> = ["as", "is"]

    /// Keywords that are never an operand outside a closure's braces.
    private static let nonExpressionWords: Set<String> = ["default", "throws", "rethrows"]

    /// Words after which an operand comes (they are not operands themselves).
    private static let leadingWords: Set<String> = [
        "try", "await", "return", "throw", "if", "guard", "switch", "for", "while", "repeat", "do",
        "defer",
        "case", "let", "var", "any", "inout", "copy", "consume", "each", "break", "continue",
        "fallthrough",
    ]

    /// ASCII only: outside string literals a default's code is ASCII.
    private static func isWordStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        isWordStart(scalar) || scalar == "$" || ("0"..."9").contains(scalar)
    }

    /// The characters of operators (a `.` is read on its own: a member, or a range's `..`).
    private static let operatorCharacters: Set<Unicode.Scalar> = [
        "=", "<", ">", "!", "+", "-", "*", "/", "%", "&", "|", "^", "~",
    ]

    /// True for the text of a number literal (its sign, if any, is an operator).
    private static func isNumberLiteral(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        let decimal: (Unicode.Scalar) -> Bool = { ("0"..."9").contains($0) }
        guard scalars.count > 2, scalars[0] == "0", ["x", "o", "b"].contains(scalars[1]) else {
            return isPositional(
                scalars[...], digit: decimal, exponentMarks: ["e", "E"],
                fractionNeedsExponent: false)
        }
        let body = scalars[2...]
        switch scalars[1] {
        case "o": return allDigits(body, { ("0"..."7").contains($0) })
        case "b": return allDigits(body, { $0 == "0" || $0 == "1" })
        default:
            // A hexadecimal fraction needs its binary exponent (`0x1.8p3`, never `0x1.8`).
            let hexDigit: (Unicode.Scalar) -> Bool = {
                decimal($0) || ("a"..."f").contains($0) || ("A"..."F").contains($0)
            }
            return isPositional(
                body, digit: hexDigit, exponentMarks: ["p", "P"], fractionNeedsExponent: true)
        }
    }

    /// Digits, an optional fraction after `.`, and an optional exponent after
    /// one of `exponentMarks`: the shape of decimal and hexadecimal numbers.
    private static func isPositional(
        _ scalars: ArraySlice<Unicode.Scalar>, digit: (Unicode.Scalar) -> Bool,
        exponentMarks: Set<Unicode.Scalar>, fractionNeedsExponent: Bool
    ) -> Bool {
        let parts = scalars.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let last = parts.last!
        let exponent = last.firstIndex(where: exponentMarks.contains)
        let mantissa = exponent.map { last[..<$0] } ?? last[...]
        let hasFraction = parts.count == 2
        guard allDigits(hasFraction ? parts[0] : mantissa, digit),
            !hasFraction || allDigits(mantissa, digit)
        else {
            return false
        }
        guard let exponent else { return !(hasFraction && fractionNeedsExponent) }
        return isExponent(last[last.index(after: exponent)...])
    }

    /// True for a non-empty run of `digit` scalars and `_`.
    private static func allDigits(
        _ range: ArraySlice<Unicode.Scalar>, _ digit: (Unicode.Scalar) -> Bool
    ) -> Bool {
        !range.isEmpty && range.allSatisfy { digit($0) || $0 == "_" }
    }

    /// An exponent's digits after `e` or `p`: an optional sign, then a digit, then digits or `_`.
    private static func isExponent(_ power: ArraySlice<Unicode.Scalar>) -> Bool {
        let digits = power.first == "+" || power.first == "-" ? power.dropFirst() : power
        guard let first = digits.first, ("0"..."9").contains(first) else { return false }
        return digits.allSatisfy { ("0"..."9").contains($0) || $0 == "_" }
    }

    /// True for a scalar that makes `=` part of a longer operator (`==`, `<=`, `+=`, ...).
    private static func isOperatorCharacter(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return "=<>!+-*/%&|^~?.".unicodeScalars.contains(scalar)
    }
}

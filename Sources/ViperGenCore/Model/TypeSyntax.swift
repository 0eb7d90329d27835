/// Checks that text written in a spec is one Swift type and nothing else, by
/// parsing it (a recursive descent over Unicode scalars, depth-limited):
/// names with generic arguments and members, optionals, arrays, dictionaries,
/// tuples, function types with effects, `some`/`any`, attributes and `&`
/// compositions. Comments, statements and anything after the type are
/// refused, so a type can never carry code into the generated files.
enum TypeSyntax {
    /// Why `type` cannot be a Swift type, or `nil` when it is one.
    static func problem(with type: String) -> String? {
        if type.trimmingWhitespace.isEmpty { return "it is empty" }
        var parser = Parser(scalars: Array(type.unicodeScalars))
        do throws(Problem) {
            try parser.parseType()
            parser.skipSpaces()
            if parser.index < parser.scalars.count {
                throw Problem(text: "'\(parser.rest)' follows the type")
            }
            return nil
        } catch {
            return error.text
        }
    }

    /// Nesting deeper than this is refused (no real type comes close).
    static let maximumDepth = 64

    struct Problem: Error {
        var text: String
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        var depth = 0

        init(scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        var rest: String {
            var text = String(String.UnicodeScalarView(scalars[index...]))
            if text.count > 24 { text = String(text.prefix(24)) + "…" }
            return UnicodeText.visible(text)
        }

        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func skipSpaces() {
            while current == " " { index += 1 }
        }

        /// True (and consumed) when `text` comes next, after spaces.
        mutating func take(_ text: String) -> Bool {
            skipSpaces()
            var end = index
            for scalar in text.unicodeScalars {
                guard end < scalars.count, scalars[end] == scalar else { return false }
                end += 1
            }
            index = end
            return true
        }

        /// True (and consumed) when the word `word` comes next, as a whole word.
        mutating func takeWord(_ word: String) -> Bool {
            let start = index
            skipSpaces()
            let end = identifierEnd()
            if end > index, scalars[index..<end].elementsEqual(word.unicodeScalars) {
                index = end
                return true
            }
            index = start
            return false
        }

        mutating func expect(_ text: String, closing opening: String) throws(Problem) {
            guard take(text) else {
                if index >= scalars.count { throw Problem(text: "'\(opening)' is not closed") }
                throw unexpected()
            }
        }

        func unexpected() -> Problem {
            guard let scalar = current else { return Problem(text: "it ends too early") }
            let next = index + 1 < scalars.count ? scalars[index + 1] : " "
            if scalar == "/" && (next == "/" || next == "*") {
                return Problem(text: "it contains a comment ('/\(next)')")
            }
            if UnicodeText.isControl(scalar) {
                return Problem(
                    text: "it contains the control character \(UnicodeText.name(scalar))")
            }
            if [")", "]", ">"].contains(scalar) {
                return Problem(text: "'\(scalar)' has no matching opening bracket")
            }
            return Problem(text: "it contains '\(scalar)'")
        }

        mutating func nested(_ body: (inout Parser) throws(Problem) -> Void) throws(Problem) {
            depth += 1
            guard depth <= TypeSyntax.maximumDepth else {
                throw Problem(text: "it is nested too deeply")
            }
            try body(&self)
            depth -= 1
        }

        /// type := attribute* prefix? composition ('->' type)?
        mutating func parseType() throws(Problem) {
            try nested { parser throws(Problem) in
                while parser.take("@") {
                    guard parser.takeIdentifier() else { throw parser.unexpected() }
                    // Arguments touch the name (`@isolated(any)`); a space starts the type.
                    if parser.current == "(", parser.take("(") {
                        try parser.parseIdentifierList()
                        try parser.expect(")", closing: "(")
                    }
                }
                for word in [
                    "some", "any", "inout", "borrowing", "consuming", "sending", "repeat", "each",
                ] {
                    let start = parser.index
                    if parser.takeWord(word) {
                        parser.skipSpaces()
                        if let next = parser.current,
                            next != "." && next != "<" && next != "?" && next != "!"
                                && next != ")" && next != "," && next != "]" && next != ">"
                                && next != "&" && next != ":"
                        {
                            break
                        }
                        parser.index = start
                    }
                }
                let wasTuple = try parser.parseComposition()
                let afterType = parser.index
                var hasEffects = false
                for effect in ["async", "throws", "rethrows"] where parser.takeWord(effect) {
                    hasEffects = true
                    if effect == "throws", parser.take("(") {
                        try parser.parseType()
                        try parser.expect(")", closing: "(")
                    }
                }
                if parser.take("->") {
                    guard wasTuple else {
                        throw Problem(text: "a function type needs its parameters in parentheses")
                    }
                    try parser.parseType()
                } else if hasEffects {
                    parser.index = afterType
                }
            }
        }

        /// composition := postfixed ('&' postfixed)*; true when it is one parenthesised group.
        mutating func parseComposition() throws(Problem) -> Bool {
            var isTuple = try parsePostfixed()
            while take("&") {
                isTuple = false
                _ = try parsePostfixed()
            }
            return isTuple
        }

        /// postfixed := primary ('?' | '!' | '...' | '.' name generics?)*
        mutating func parsePostfixed() throws(Problem) -> Bool {
            var isTuple = try parsePrimary()
            while true {
                if take("...") {
                    isTuple = false
                } else if take("?") || take("!") {
                    isTuple = false
                } else if take(".") {
                    guard takeIdentifier() else { throw unexpected() }
                    try parseGenericArguments()
                    isTuple = false
                } else {
                    return isTuple
                }
            }
        }

        /// primary := '~'? name generics? | '[' type (':' type)? ']' | '(' elements ')'
        mutating func parsePrimary() throws(Problem) -> Bool {
            skipSpaces()
            if take("[") {
                try nested { parser throws(Problem) in
                    try parser.parseType()
                    if parser.take(":") { try parser.parseType() }
                    try parser.expect("]", closing: "[")
                }
                return false
            }
            if take("(") {
                try nested { parser throws(Problem) in
                    if parser.take(")") { return }
                    repeat {
                        try parser.parseTupleElement()
                    } while parser.take(",")
                    try parser.expect(")", closing: "(")
                }
                return true
            }
            _ = take("~")
            skipSpaces()
            guard takeIdentifier() else { throw unexpected() }
            try parseGenericArguments()
            return false
        }

        /// element := (label label? ':')? type
        mutating func parseTupleElement() throws(Problem) {
            let start = index
            skipSpaces()
            if takeIdentifier() {
                skipSpaces()
                let second = index
                if takeIdentifier(), take(":") { return try parseType() }
                index = second
                if take(":") { return try parseType() }
            }
            index = start
            try parseType()
        }

        mutating func parseGenericArguments() throws(Problem) {
            let start = index
            skipSpaces()
            guard current == "<" else {
                index = start
                return
            }
            index += 1
            try nested { parser throws(Problem) in
                repeat {
                    try parser.parseType()
                } while parser.take(",")
                try parser.expect(">", closing: "<")
            }
        }

        mutating func parseIdentifierList() throws(Problem) {
            repeat {
                skipSpaces()
                guard takeIdentifier() else { throw unexpected() }
            } while take(",")
        }

        /// A Swift identifier at the current position (no spaces skipped), or `nil`.
        /// True (and consumed) when an identifier comes next.
        mutating func takeIdentifier() -> Bool {
            let end = identifierEnd()
            guard end > index else { return false }
            index = end
            return true
        }

        /// Where the identifier starting at `index` ends; `index` when none starts there.
        func identifierEnd() -> Int {
            guard let first = current, Self.startsIdentifier(first) else { return index }
            var end = index + 1
            while end < scalars.count, Self.continuesIdentifier(scalars[end]) { end += 1 }
            return end
        }

        static func startsIdentifier(_ scalar: Unicode.Scalar) -> Bool {
            if scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) {
                return true
            }
            return scalar.value > 0x7F && !UnicodeText.isControl(scalar)
                && scalar.properties.isAlphabetic
        }

        static func continuesIdentifier(_ scalar: Unicode.Scalar) -> Bool {
            if startsIdentifier(scalar) || ("0"..."9").contains(scalar) { return true }
            guard scalar.value > 0x7F else { return false }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation: return true
            default: return false
            }
        }
    }
}

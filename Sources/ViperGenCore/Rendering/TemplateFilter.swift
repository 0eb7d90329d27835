/// A transformation applied to a printed value: `{{ name | upperFirst }}`.
///
/// The set is fixed. Case-changing filters split a name into words at `_`, `-`,
/// spaces and other non-alphanumeric characters, before an uppercase letter that
/// follows a lowercase letter or a digit (`openUrl` → `open`, `Url`), and before
/// the last capital of a run of capitals followed by a lowercase letter
/// (`URLSession` → `URL`, `Session`). Digits stay with the word they follow.
public enum TemplateFilter: String, CaseIterable, Sendable {
    /// The first character uppercased: `viewModel` → `ViewModel`.
    case upperFirst
    /// The first character lowercased: `ViewModel` → `viewModel`.
    case lowerFirst
    /// `open_url`, `open-url`, `OpenURL` → `openURL`. See ``TemplateFilter/acronyms``.
    case camelCase
    /// `open_url`, `open-url`, `openURL` → `OpenURL`.
    case pascalCase
    /// Every character uppercased.
    case upper
    /// Every character lowercased.
    case lower
    /// `OpenURL`, `open-url`, `openURLSession` → `open_url`, `open_url_session`.
    case snakeCase

    /// Words written all in capitals by ``camelCase`` and ``pascalCase`` (after
    /// the first word, for camelCase), following Swift's naming guidelines.
    /// A word of two or more letters written all in capitals is kept that way
    /// too, unless the whole input has no lowercase letter (`SHOW_LOGIN` →
    /// `showLogin`).
    public static let acronyms: Set<String> = [
        "API", "CPU", "CSS", "CSV", "DNS", "FTP", "GPS", "GPU", "HTML", "HTTP", "HTTPS",
        "ID", "IP", "JSON", "JWT", "PDF", "RGB", "SDK", "SQL", "SSL", "TCP", "TLS",
        "UDP", "UI", "URI", "URL", "UUID", "XML",
    ]

    /// The name written in templates.
    public var name: String { rawValue }

    /// The filtered text.
    public func apply(to text: String) -> String {
        switch self {
        case .upperFirst:
            guard let first = text.first else { return text }
            return first.uppercased() + text.dropFirst()
        case .lowerFirst:
            guard let first = text.first else { return text }
            return first.lowercased() + text.dropFirst()
        case .camelCase:
            return Self.words(in: text).enumerated().map { index, word in
                index == 0 ? word.text.lowercased() : word.capitalized
            }.joined()
        case .pascalCase:
            return Self.words(in: text).map(\.capitalized).joined()
        case .upper:
            return text.uppercased()
        case .lower:
            return text.lowercased()
        case .snakeCase:
            return Self.words(in: text).map { $0.text.lowercased() }.joined(separator: "_")
        }
    }

    /// One word of a name, as found by ``words(in:)``.
    struct Word: Equatable {
        var text: String
        /// Two or more letters, all of them capitals.
        var isWrittenInCapitals = false
        /// False when the whole input was in capitals, so capitals mean nothing.
        var capitalsAreDeliberate = true

        /// True for a known acronym, or a word written in capitals on purpose.
        var isAcronym: Bool {
            (capitalsAreDeliberate && isWrittenInCapitals)
                || TemplateFilter.acronyms.contains(text.uppercased())
        }

        /// `URL` for an acronym, otherwise the first letter up and the rest down.
        var capitalized: String {
            if isAcronym { return text.uppercased() }
            guard let first = text.first else { return text }
            return first.uppercased() + text.dropFirst().lowercased()
        }
    }

    /// Splits a name into words (see the type's documentation for the rules).
    static func words(in text: String) -> [Word] {
        var words: [Word] = []
        var current = ""
        var capitals = 0
        var otherLetters = 0
        var previous: CharacterKind?
        var sawLowercase = false
        let characters = Array(text)
        func finishWord() {
            if !current.isEmpty {
                words.append(
                    Word(text: current, isWrittenInCapitals: capitals >= 2 && otherLetters == 0))
            }
            current = ""
            capitals = 0
            otherLetters = 0
        }
        for (index, character) in characters.enumerated() {
            let kind = CharacterKind(character)
            guard kind != .other else {
                finishWord()
                previous = nil
                continue
            }
            if kind == .lower { sawLowercase = true }
            if kind == .upper, let previous {
                let nextIsLower =
                    index + 1 < characters.count && CharacterKind(characters[index + 1]) == .lower
                let startsWord =
                    previous == .lower || previous == .digit || (previous == .upper && nextIsLower)
                if startsWord { finishWord() }
            }
            current.append(character)
            if kind == .upper { capitals += 1 } else if kind != .digit { otherLetters += 1 }
            previous = kind
        }
        finishWord()
        if !sawLowercase {
            for index in words.indices { words[index].capitalsAreDeliberate = false }
        }
        return words
    }

    /// How the word splitter sees a character; ASCII is classified without
    /// Unicode property look-ups, which dominate the cost otherwise.
    private enum CharacterKind: Equatable {
        case upper
        case lower
        case digit
        /// A letter without case (e.g. CJK).
        case uncased
        /// Not a letter or digit: a word separator.
        case other

        init(_ character: Character) {
            if let ascii = character.asciiValue {
                switch ascii {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): self = .upper
                case UInt8(ascii: "a")...UInt8(ascii: "z"): self = .lower
                case UInt8(ascii: "0")...UInt8(ascii: "9"): self = .digit
                default: self = .other
                }
            } else if character.isUppercase {
                self = .upper
            } else if character.isLowercase {
                self = .lower
            } else if character.isNumber {
                self = .digit
            } else if character.isLetter {
                self = .uncased
            } else {
                self = .other
            }
        }
    }
}

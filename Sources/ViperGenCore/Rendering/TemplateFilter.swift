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
        /// False when the whole input was in capitals, so capitals mean nothing.
        var capitalsAreDeliberate = true

        /// True for a known acronym, or a word of 2+ letters written all in capitals.
        var isAcronym: Bool {
            if TemplateFilter.acronyms.contains(text.uppercased()) { return true }
            guard capitalsAreDeliberate else { return false }
            let letters = text.filter(\.isLetter)
            return letters.count >= 2 && letters.allSatisfy(\.isUppercase)
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
        var current: [Character] = []
        let characters = Array(text)
        func finishWord() {
            if !current.isEmpty { words.append(Word(text: String(current))) }
            current.removeAll(keepingCapacity: true)
        }
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                finishWord()
                continue
            }
            if character.isUppercase, let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let afterLowerOrDigit = previous.isLowercase || previous.isNumber
                let endsAcronym = previous.isUppercase && (next?.isLowercase ?? false)
                if afterLowerOrDigit || endsAcronym { finishWord() }
            }
            current.append(character)
        }
        finishWord()
        if !characters.contains(where: \.isLowercase) {
            for index in words.indices { words[index].capitalsAreDeliberate = false }
        }
        return words
    }
}

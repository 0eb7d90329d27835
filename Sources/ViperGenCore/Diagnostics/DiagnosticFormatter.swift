/// Renders diagnostics the way compilers do:
///
/// ```
/// Specs/Login.viper.yml:7:5: error: unknown trait 'clsoe'
///    7 |   - clsoe
///      |     ^~~~~
/// hint: did you mean 'close'? Known traits: close, request
/// ```
///
/// A pure function of its input; colour is an explicit choice made by the caller.
public struct DiagnosticFormatter: Sendable {
    public var usesColor: Bool

    public init(usesColor: Bool = false) {
        self.usesColor = usesColor
    }

    /// The full text of one diagnostic, ending in a newline.
    public func rendered(_ diagnostic: Diagnostic) -> String {
        var output = ""
        appendHeadline(
            severity: diagnostic.severity.rawValue, message: diagnostic.message,
            location: diagnostic.location, to: &output)
        for note in diagnostic.notes {
            appendHeadline(
                severity: "note", message: note.message, location: note.location, to: &output)
        }
        if let hint = diagnostic.hint {
            output += paint("hint:", .cyan) + " " + UnicodeText.visible(hint) + "\n"
        }
        return output
    }

    /// Several diagnostics, sorted by location, one after another; past
    /// `limit`, one line saying how many more there are (as compilers stop
    /// after many errors, so a broken file cannot flood the terminal).
    public func rendered(_ diagnostics: [Diagnostic], limit: Int = .max) -> String {
        let sorted = diagnostics.sortedByLocation()
        var output = sorted.prefix(limit).map(rendered).joined()
        if sorted.count > limit {
            let more = sorted.count - limit
            output +=
                paint("note:", .bold)
                + (more == 1 ? " 1 more problem is" : " \(more) more problems are")
                + " not shown; fix the ones above first\n"
        }
        return output
    }

    /// How many diagnostics the command line prints at most.
    public static let commandLineLimit = 100

    private func appendHeadline(
        severity: String, message: String, location: SourceLocation?, to output: inout String
    ) {
        if let location {
            let position = location.hasPosition ? ":\(location.line):\(location.column)" : ""
            output += paint(UnicodeText.visible(location.path) + position + ":", .bold) + " "
        }
        output +=
            paint(severity + ":", color(forSeverity: severity)) + " "
            + paint(UnicodeText.visible(message), .bold)
            + "\n"
        if let location, location.hasPosition, let text = location.lineText {
            appendExcerpt(text, location: location, to: &output)
        }
    }

    private func appendExcerpt(
        _ lineText: String, location: SourceLocation, to output: inout String
    ) {
        let number = String(location.line)
        let width = max(4, number.count)
        let gutter = String(repeating: " ", count: width - number.count) + number
        let blankGutter = String(repeating: " ", count: width)
        let shown = Self.displayed(lineText)
        let lead = location.lineTextColumn > 1 ? "…" : ""
        output += gutter + " | " + lead + shown + (location.lineTextIsCut ? "…" : "") + "\n"
        let prefix = shown.prefix(max(0, location.column - location.lineTextColumn))
        let padding = lead.count + prefix.map { Self.displayWidth(of: $0) }.reduce(0, +)
        let underlined = min(location.length, max(1, shown.count - prefix.count))
        let marker = "^" + String(repeating: "~", count: max(0, underlined - 1))
        output +=
            blankGutter + " | " + String(repeating: " ", count: padding) + paint(marker, .green)
            + "\n"
    }

    /// The line as shown: a tab becomes a space, and every other control
    /// character one visible symbol (a C0 control its Control Picture, such as
    /// `␛`; DEL `␡`; C1 controls, line separators and bidirectional controls
    /// `�`), so nothing in the line acts on the terminal and the caret line
    /// stays aligned with what the editor shows.
    static func displayed(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: UnicodeText.isControl) else { return text }
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09: output.append(" ")
            case 0x00...0x1F: output.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: output.append("\u{2421}")
            case _ where UnicodeText.isControl(scalar): output.append("\u{FFFD}")
            default: output.append(scalar)
            }
        }
        return String(output)
    }

    /// Terminal cells a character takes: two for East Asian wide characters.
    private static func displayWidth(of character: Character) -> Int {
        guard let value = character.unicodeScalars.first?.value else { return 1 }
        switch value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
            0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF,
            0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    private enum Style: String {
        case bold = "1"
        case red = "1;31"
        case yellow = "1;33"
        case cyan = "1;36"
        case green = "1;32"
    }

    private func color(forSeverity severity: String) -> Style {
        switch severity {
        case "error": return .red
        case "warning": return .yellow
        default: return .bold
        }
    }

    private func paint(_ text: String, _ style: Style) -> String {
        usesColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}

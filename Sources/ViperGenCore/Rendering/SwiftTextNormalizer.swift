/// The one place that owns the layout of generated Swift: templates are written
/// with four-space indentation and generous blank lines; this turns their output
/// into the project's indentation with no trailing spaces, no doubled blank
/// lines, no blank line just inside braces, and exactly one final newline.
public struct SwiftTextNormalizer: Sendable {
    public var indentation: Indentation

    public init(indentation: Indentation) {
        self.indentation = indentation
    }

    public func normalized(_ text: String) -> String {
        var lines: [Substring] = []
        var pendingBlank = false
        let unit = indentation.unit
        let reindents = unit != "    "
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = rawLine
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line.removeLast() }
            if line.isEmpty {
                pendingBlank = !lines.isEmpty
                continue
            }
            let trimmedStart = line.drop(while: { $0 == " " })
            if pendingBlank, let previous = lines.last, !previous.hasSuffix("{"), !trimmedStart.hasPrefix("}") {
                lines.append("")
            }
            pendingBlank = false
            if reindents {
                let spaces = line.count - trimmedStart.count
                let levels = spaces / 4
                let rest = spaces % 4
                line = Substring(String(repeating: unit, count: levels) + String(repeating: " ", count: rest)
                    + trimmedStart)
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

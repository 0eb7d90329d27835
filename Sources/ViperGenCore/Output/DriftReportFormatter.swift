/// Renders a ``DriftReport`` for people (text with diffs), for tools (JSON,
/// schema version 1, see docs/check.md) and for GitHub Actions annotations.
public struct DriftReportFormatter: Sendable {
    public var showsDiffs: Bool

    public init(showsDiffs: Bool = true) {
        self.showsDiffs = showsDiffs
    }

    public func text(_ report: DriftReport) -> String {
        var output = ""
        for entry in report.entries {
            output += "\(entry.status.rawValue): \(UnicodeText.visible(entry.path))\n"
            if showsDiffs, let diff = entry.diff { output += diff }
        }
        if !report.isClean {
            var parts: [String] = []
            for status in [DriftReport.Status.changed, .missing, .orphaned, .leftover] where report.count(status) > 0 {
                parts.append("\(report.count(status)) \(status.rawValue)")
            }
            let fix = report.count(.orphaned) > 0 ? "viper-gen generate --prune" : "viper-gen generate"
            output += "viper-gen check: generated code has drifted from its specs (\(parts.joined(separator: ", "))"
                + " of \(report.checkedCount) generated files); run `\(fix)` and commit the result\n"
        }
        return output
    }

    public func json(_ report: DriftReport) -> String {
        var output = "{\n  \"version\": 1,\n  \"clean\": \(report.isClean),\n  \"checked\": \(report.checkedCount),\n"
        output += "  \"summary\": {\"changed\": \(report.count(.changed)), \"missing\": \(report.count(.missing)), "
            + "\"orphaned\": \(report.count(.orphaned)), \"leftover\": \(report.count(.leftover))},\n"
        output += "  \"files\": ["
        for (index, entry) in report.entries.enumerated() {
            output += index == 0 ? "\n" : ",\n"
            output += "    {\"path\": \(JSONText.quoted(entry.path)), \"status\": \"\(entry.status.rawValue)\", "
                + "\"line\": \(entry.line)"
            if showsDiffs, let diff = entry.diff { output += ", \"diff\": \(JSONText.quoted(diff))" }
            output += "}"
        }
        output += report.entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return output
    }

    /// `::error file=...,line=...::...` lines for GitHub Actions.
    public func githubAnnotations(_ report: DriftReport) -> String {
        report.entries.map { entry in
            let message: String
            switch entry.status {
            case .changed: message = "generated file differs from its spec; run viper-gen generate"
            case .missing: message = "generated file is missing; run viper-gen generate"
            case .orphaned: message = "no spec generates this file any more; run viper-gen generate --prune"
            case .leftover: message = "left by an interrupted viper-gen run; run viper-gen generate to undo it"
            }
            return "::error file=\(Self.escapedProperty(entry.path)),line=\(entry.line)::\(message)\n"
        }.joined()
    }

    private static func escapedProperty(_ value: String) -> String {
        var output = ""
        for character in UnicodeText.visible(value) {
            switch character {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            case ":": output += "%3A"
            case ",": output += "%2C"
            default: output.append(character)
            }
        }
        return output
    }
}

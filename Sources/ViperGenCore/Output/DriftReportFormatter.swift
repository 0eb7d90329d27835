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
            output += "\(entry.status.rawValue): \(UnicodeText.visible(entry.path))"
            switch entry.project?.problem {
            case nil: break
            case .notInTarget?:
                output += " (not in target \(UnicodeText.visible(entry.project?.target ?? "")))"
            case .staleReference?:
                output += " (referenced by the Xcode project, but no longer exists)"
            }
            output += "\n"
            if showsDiffs, let diff = entry.diff { output += Self.visibleLines(diff) }
        }
        if !report.isClean {
            var parts: [String] = []
            for status in [DriftReport.Status.changed, .missing, .orphaned, .leftover]
            where report.count(status) > 0 {
                parts.append("\(report.count(status)) \(status.rawValue)")
            }
            var summaries: [String] = []
            if !parts.isEmpty {
                summaries.append(
                    "generated code has drifted from its specs (\(parts.joined(separator: ", "))"
                        + " of \(report.checkedCount) generated files)")
            }
            var projectParts: [String] = []
            let unbuilt = report.count(.notInTarget)
            let stale = report.count(.staleReference)
            if unbuilt > 0 {
                projectParts.append(
                    unbuilt == 1
                        ? "1 file not in its target" : "\(unbuilt) files not in their target")
            }
            if stale > 0 {
                projectParts.append(stale == 1 ? "1 stale reference" : "\(stale) stale references")
            }
            if !projectParts.isEmpty {
                summaries.append(
                    "the Xcode project has drifted (\(projectParts.joined(separator: ", ")))")
            }
            let prunes = report.count(.orphaned) + stale > 0
            let fix = prunes ? "viper-gen generate --prune" : "viper-gen generate"
            output +=
                "viper-gen check: \(summaries.joined(separator: "; ")); run `\(fix)` and commit the result\n"
        }
        return output
    }

    public func json(_ report: DriftReport) -> String {
        var output =
            "{\n  \"version\": 1,\n  \"clean\": \(report.isClean),\n  \"checked\": \(report.checkedCount),\n"
        output +=
            "  \"summary\": {\"changed\": \(report.count(.changed)), \"missing\": \(report.count(.missing)), "
            + "\"orphaned\": \(report.count(.orphaned)), \"leftover\": \(report.count(.leftover)), "
            + "\"project\": \(report.count(.project))},\n"
        output += "  \"files\": ["
        for (index, entry) in report.entries.enumerated() {
            output += index == 0 ? "\n" : ",\n"
            output +=
                "    {\"path\": \(JSONText.quoted(entry.path)), \"status\": \"\(entry.status.rawValue)\", "
                + "\"line\": \(entry.line)"
            if let project = entry.project {
                output +=
                    ", \"problem\": \"\(project.problem.rawValue)\", \"projectFile\": \(JSONText.quoted(project.projectFile))"
                if let target = project.target {
                    output += ", \"target\": \(JSONText.quoted(target))"
                }
            }
            if showsDiffs, let diff = entry.diff {
                output += ", \"diff\": \(JSONText.quoted(diff))"
            }
            output += "}"
        }
        output += report.entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return output
    }

    /// `::error file=...,line=...::...` lines for GitHub Actions.
    public func githubAnnotations(_ report: DriftReport) -> String {
        report.entries.map { entry in
            let message: String
            var file = entry.path
            switch entry.status {
            case .changed: message = "generated file differs from its spec; run viper-gen generate"
            case .missing: message = "generated file is missing; run viper-gen generate"
            case .orphaned:
                message = "no spec generates this file any more; run viper-gen generate --prune"
            case .leftover:
                message = "left by an interrupted viper-gen run; run viper-gen generate to undo it"
            case .project:
                file = entry.project?.projectFile ?? entry.path
                message =
                    entry.project?.problem == .notInTarget
                    ? "\(entry.path) is not in target \(entry.project?.target ?? ""); run viper-gen generate"
                    : "\(entry.path) no longer exists but is referenced; run viper-gen generate --prune"
            }
            return
                "::error file=\(Self.escapedProperty(file)),line=\(entry.line)::\(Self.escapedMessage(message))\n"
        }.joined()
    }

    /// `text` (lines ending in LF) with every other control character shown
    /// as `\u{…}`, tabs kept: a committed file's CR or terminal escape in a
    /// diff can neither start a new line for a log reader nor reach a terminal.
    static func visibleLines(_ text: String) -> String {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { UnicodeText.visible(String(decoding: $0, as: UTF8.self), keepingTabs: true) }
            .joined(separator: "\n")
    }

    /// A workflow command's message: `%`, CR and LF escaped.
    private static func escapedMessage(_ value: String) -> String {
        escaped(value, isProperty: false)
    }

    /// A workflow command's property: also `:` and `,` escaped.
    private static func escapedProperty(_ value: String) -> String {
        escaped(value, isProperty: true)
    }

    private static func escaped(_ value: String, isProperty: Bool) -> String {
        var output = ""
        for character in UnicodeText.visible(value) {
            switch character {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            case ":" where isProperty: output += "%3A"
            case "," where isProperty: output += "%2C"
            default: output.append(character)
            }
        }
        return output
    }
}

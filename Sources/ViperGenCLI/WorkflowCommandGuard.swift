/// Output on GitHub Actions, whose runner reads every line a step prints, on
/// both streams, for workflow commands: a line that starts with `::` once its
/// leading spaces are dropped, or holds the older `##[` anywhere. A line of
/// viper-gen's output (a path, a diagnostic, a diff of a committed file) is
/// text from the repository, so such a line is printed with its second `:`,
/// or the `[` of each `##[`, written `\u{3A}` or `\u{5B}`: read as text, run
/// as nothing. Lines end at LF and at a lone CR, as the runner splits them.
/// The guard streams: a line split across writes (or flushes) is judged whole.
/// viper-gen's own annotations go around it (``writeCommand(_:)``).
final class WorkflowCommandGuard: TextOutput {
    private let base: TextOutput
    private var scanner = Scanner()

    init(_ base: TextOutput) {
        self.base = base
    }

    var isTerminal: Bool { base.isTerminal }

    func write(_ text: String) {
        base.write(scanner.guarded(text))
    }

    func flush() {
        base.flush()
    }

    /// Writes a workflow command of viper-gen's own, unchanged, on a line of its own.
    func writeCommand(_ text: String) {
        if !scanner.isAtLineStart { write("\n") }
        base.write(text)
        scanner = Scanner()
    }

    /// `text`, alone, with no line the runner would take for a command.
    static func guarded(_ text: String) -> String {
        var scanner = Scanner()
        return scanner.guarded(text)
    }

    /// Where the current line stands: what decides whether the next scalar completes a command.
    private struct Scanner {
        /// Nothing but whitespace on the line so far.
        private(set) var isAtLineStart = true
        /// The line's first visible scalar was `:`, and it was the last one.
        private var followsLeadingColon = false
        /// How many `#` end the line so far.
        private var hashes = 0

        mutating func guarded(_ text: String) -> String {
            var output = ""
            output.reserveCapacity(text.utf8.count)
            for scalar in text.unicodeScalars {
                if scalar == "\n" || scalar == "\r" {
                    (isAtLineStart, followsLeadingColon, hashes) = (true, false, 0)
                    output.unicodeScalars.append(scalar)
                    continue
                }
                if isAtLineStart, scalar.properties.isWhitespace {
                    output.unicodeScalars.append(scalar)
                    continue
                }
                let completesCommand =
                    (followsLeadingColon && scalar == ":") || (hashes >= 2 && scalar == "[")
                followsLeadingColon = isAtLineStart && scalar == ":"
                isAtLineStart = false
                hashes = scalar == "#" ? hashes + 1 : 0
                if completesCommand {
                    output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
            return output
        }
    }
}

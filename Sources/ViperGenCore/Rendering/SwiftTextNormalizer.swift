/// The one place that owns the layout of generated Swift: templates are written
/// with four-space indentation and generous blank lines; this turns their output
/// into the project's indentation with no trailing spaces, no doubled blank
/// lines, no blank line just inside braces, and exactly one final newline.
public struct SwiftTextNormalizer: Sendable {
    public var indentation: Indentation

    public init(indentation: Indentation) {
        self.indentation = indentation
    }

    /// Works on UTF-8 bytes: every character it looks at (space, tab, CR, LF,
    /// braces) is ASCII, so lines and indentation are found without decoding.
    public func normalized(_ text: String) -> String {
        let unit = Array(indentation.unit.utf8)
        let reindents = unit != Array("    ".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 1)
        var pendingBlank = false
        var previousEndsWithBrace = false
        var text = text
        text.withUTF8 { bytes in
            var lineStart = 0
            while lineStart <= bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != Self.newline { lineEnd += 1 }
                var end = lineEnd
                while end > lineStart, Self.isTrailingSpace(bytes[end - 1]) { end -= 1 }
                defer { lineStart = lineEnd + 1 }
                if end == lineStart {
                    pendingBlank = !output.isEmpty
                    continue
                }
                var contentStart = lineStart
                while contentStart < end, bytes[contentStart] == Self.space { contentStart += 1 }
                if pendingBlank, !previousEndsWithBrace, bytes[contentStart] != Self.closingBrace {
                    output.append(Self.newline)
                }
                pendingBlank = false
                if !output.isEmpty { output.append(Self.newline) }
                let spaces = contentStart - lineStart
                if reindents {
                    for _ in 0..<(spaces / 4) { output.append(contentsOf: unit) }
                    for _ in 0..<(spaces % 4) { output.append(Self.space) }
                } else {
                    output.append(
                        contentsOf: UnsafeBufferPointer(rebasing: bytes[lineStart..<contentStart]))
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<end]))
                previousEndsWithBrace = bytes[end - 1] == Self.openingBrace
            }
        }
        output.append(Self.newline)
        return String(decoding: output, as: UTF8.self)
    }

    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")
    private static let openingBrace = UInt8(ascii: "{")
    private static let closingBrace = UInt8(ascii: "}")

    private static func isTrailingSpace(_ byte: UInt8) -> Bool {
        byte == space || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}

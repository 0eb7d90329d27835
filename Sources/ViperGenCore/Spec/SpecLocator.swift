/// Turns byte offsets of a spec file into editor positions for diagnostics.
///
/// Wraps ``SourceFile/location(of:)`` and hides a leading byte order mark,
/// which editors do not show: columns on the first line count from after it.
struct SpecLocator: Sendable {
    let source: SourceFile
    private let hasByteOrderMark: Bool

    init(source: SourceFile) {
        self.source = source
        let bytes = source.bytes
        hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// The location of `start..<end` (an empty range underlines one character).
    func location(from start: Int, to end: Int) -> SourceLocation {
        var location = source.location(of: SourceRange(start: start, end: end))
        if hasByteOrderMark, location.line == 1 {
            if start >= 3 { location.column -= 1 }
            if let text = location.lineText, text.unicodeScalars.first == "\u{FEFF}" {
                location.lineText = String(text.unicodeScalars.dropFirst())
            }
        }
        return location
    }
}

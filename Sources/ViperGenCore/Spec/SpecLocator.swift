/// Turns byte offsets of a spec file into editor positions for diagnostics
/// (``SourceFile/location(of:)`` does the work, byte order mark included).
struct SpecLocator: Sendable {
    let source: SourceFile

    init(source: SourceFile) {
        self.source = source
    }

    /// The location of `start..<end` (an empty range underlines one character).
    func location(from start: Int, to end: Int) -> SourceLocation {
        source.location(of: SourceRange(start: start, end: end))
    }
}

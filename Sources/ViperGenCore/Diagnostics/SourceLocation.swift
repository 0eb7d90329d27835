/// Where a diagnostic points: a file, a 1-based line and column (in characters,
/// as an editor counts them), the number of characters to underline, and a copy
/// of the line's text so the formatter needs nothing else to render an excerpt.
public struct SourceLocation: Equatable, Hashable, Sendable, Comparable {
    public var path: String
    public var line: Int
    public var column: Int
    public var length: Int
    public var lineText: String?

    public init(path: String, line: Int, column: Int, length: Int = 1, lineText: String? = nil) {
        self.path = path
        self.line = line
        self.column = column
        self.length = max(1, length)
        self.lineText = lineText
    }

    /// A location that names a file but no position in it.
    public static func file(_ path: String) -> SourceLocation {
        SourceLocation(path: path, line: 0, column: 0)
    }

    /// True when the location names a line (and so can show an excerpt).
    public var hasPosition: Bool { line > 0 }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}

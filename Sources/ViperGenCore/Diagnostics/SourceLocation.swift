/// Where a diagnostic points: a file, a 1-based line and column (in characters,
/// as an editor counts them), the number of characters to underline, and the
/// part of the line around the column, so the formatter needs nothing else to
/// render an excerpt.
public struct SourceLocation: Equatable, Hashable, Sendable, Comparable {
    public var path: String
    public var line: Int
    public var column: Int
    public var length: Int
    /// The line's text, or the part of it around `column` on a long line.
    public var lineText: String?
    /// The column of `lineText`'s first character (1 when it starts the line).
    public var lineTextColumn: Int
    /// True when the line goes on after `lineText`.
    public var lineTextIsCut: Bool

    public init(
        path: String, line: Int, column: Int, length: Int = 1, lineText: String? = nil,
        lineTextColumn: Int = 1, lineTextIsCut: Bool = false
    ) {
        self.path = path
        self.line = line
        self.column = column
        self.length = max(1, length)
        self.lineText = lineText
        self.lineTextColumn = lineTextColumn
        self.lineTextIsCut = lineTextIsCut
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

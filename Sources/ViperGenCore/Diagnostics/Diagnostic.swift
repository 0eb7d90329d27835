/// One problem found in the user's input: what went wrong, where, related
/// places (notes) and a hint on what to write instead.
public struct Diagnostic: Equatable, Hashable, Sendable, Error {
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning
        case note
    }

    /// A related place, e.g. the first occurrence of a duplicate key.
    public struct Note: Equatable, Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation?
    public var notes: [Note]
    public var hint: String?
    /// A "did you mean" not written into ``hint`` yet (``resolvingHints(_:)``
    /// writes it when the stage's list is made; never set after that).
    public var spelling: SpellingRequest?

    public init(
        _ severity: Severity,
        _ message: String,
        at location: SourceLocation? = nil,
        notes: [Note] = [],
        hint: String? = nil
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.hint = hint
    }

    public static func error(
        _ message: String,
        at location: SourceLocation? = nil,
        notes: [Note] = [],
        hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes, hint: hint)
    }

    /// An error whose hint says what `spelling`'s name may have meant (written later).
    public static func error(
        _ message: String, at location: SourceLocation? = nil,
        spelling: SpellingRequest
    ) -> Diagnostic {
        var diagnostic = Diagnostic(.error, message, at: location)
        diagnostic.spelling = spelling
        return diagnostic
    }

    public static func warning(
        _ message: String,
        at location: SourceLocation? = nil,
        notes: [Note] = [],
        hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes, hint: hint)
    }

    public var isError: Bool { severity == .error }
}

extension Array where Element == Diagnostic {
    /// Diagnostics in the order they are printed: by file, line and column;
    /// diagnostics without a location come first, in their original order.
    public func sortedByLocation() -> [Diagnostic] {
        enumerated().sorted { lhs, rhs in
            switch (lhs.element.location, rhs.element.location) {
            case (nil, nil): return lhs.offset < rhs.offset
            case (nil, _): return true
            case (_, nil): return false
            case (let left?, let right?):
                if left == right || !(left < right || right < left) {
                    return lhs.offset < rhs.offset
                }
                return left < right
            }
        }.map(\.element)
    }

    public var containsErrors: Bool { contains(where: \.isError) }
}

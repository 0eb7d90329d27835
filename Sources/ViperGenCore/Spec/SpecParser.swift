/// Parses spec files: a strict subset of YAML in which every scalar is a string.
///
/// Accepted: block mappings and sequences, plain, quoted and block scalars,
/// one-line flow sequences of scalars (`[a, b]`), comments, one document with
/// optional `---` / `...` markers. Everything else YAML allows (anchors, tags,
/// flow mappings, several documents, ...) is rejected with a located error that
/// names the construct, so a spec is never silently read differently from what
/// YAML would read.
public enum SpecParser {
    /// Parses `source`. The document is `nil` when any error was found; the
    /// diagnostics (errors, and warnings about lines YAML reads in a surprising
    /// way) are sorted by position.
    public static func parse(_ source: SourceFile) -> SpecParseResult {
        guard !source.bytes.isEmpty else {
            return SpecParseResult(document: SpecDocument(root: nil), diagnostics: [])
        }
        return source.bytes.withUnsafeBufferPointer { text in
            let locator = SpecLocator(source: source)
            let problems = SpecTextValidator.problems(in: text) {
                locator.location(from: $0, to: $1)
            }
            guard problems.isEmpty else {
                return SpecParseResult(document: nil, diagnostics: problems.sortedByLocation())
            }
            var reader = Reader(text: text, locator: locator)
            let document: SpecDocument?
            do throws(Diagnostic) {
                document = try reader.parseDocument()
            } catch {
                reader.diagnostics.append(error)
                document = nil
            }
            let diagnostics = reader.diagnostics.sortedByLocation()
            return SpecParseResult(
                document: diagnostics.containsErrors ? nil : document, diagnostics: diagnostics)
        }
    }
}

extension SpecParser {
    /// The parser's state while it walks one file's bytes.
    ///
    /// Every `parse...` method starts at `position` and leaves `position` at the
    /// start of the line after the construct it read (or at the end of input),
    /// unless its documentation says otherwise. Errors that make the rest of the
    /// file unreadable are thrown; recoverable ones are added to `diagnostics`.
    struct Reader {
        /// Deeper nesting is rejected: the parser, the event printer and the
        /// tree's teardown all recurse once per level.
        static let maximumDepth = 100
        /// Parsing stops after this many recoverable errors.
        static let maximumErrors = 50

        let base: UnsafePointer<UInt8>
        let count: Int
        let locator: SpecLocator
        var position = 0
        var diagnostics: [Diagnostic] = []
        /// Reused buffer for scalars whose value differs from their text.
        var scratch: [UInt8] = []
        /// The indentation of the collection that most recently ended because a
        /// line was less indented than it; used to explain indentation errors.
        var lastClosedIndent = -1
        /// Block collections currently open.
        var depth = 0

        init(text: UnsafeBufferPointer<UInt8>, locator: SpecLocator) {
            // `parse` never builds a reader for an empty file.
            self.base = text.baseAddress!
            self.count = text.count
            self.locator = locator
        }

        /// The byte at `index`, or `0` past the end of input.
        @inline(__always)
        subscript(_ index: Int) -> UInt8 {
            index < count ? base[index] : SpecByte.end
        }

        /// The byte at `position`.
        @inline(__always)
        var current: UInt8 { self[position] }

        /// The text of `start..<end` as a string (the bytes are valid UTF-8).
        @inline(__always)
        func string(_ start: Int, _ end: Int) -> String {
            String(
                decoding: UnsafeBufferPointer(start: base + start, count: end - start),
                as: UTF8.self)
        }

        /// Records a recoverable error; throws once there are too many to go on.
        mutating func report(_ diagnostic: Diagnostic) throws(Diagnostic) {
            diagnostics.append(diagnostic)
            if diagnostics.count >= Self.maximumErrors, let location = diagnostic.location {
                throw SpecDiagnostics.tooManyErrors(Self.maximumErrors, at: location)
            }
        }

        /// Counts one more open block collection; throws past ``maximumDepth``.
        mutating func enterCollection(at start: Int) throws(Diagnostic) {
            depth += 1
            if depth > Self.maximumDepth {
                throw SpecDiagnostics.nestingTooDeep(
                    Self.maximumDepth, at: location(start, start + 1))
            }
        }

        /// The editor position of `start..<end`, for diagnostics.
        func location(_ start: Int, _ end: Int) -> SourceLocation {
            locator.location(from: start, to: end)
        }

        /// The editor position of the token starting at `start`: up to the next
        /// blank, line break or `:`, at least one character.
        func tokenLocation(at start: Int) -> SourceLocation {
            var end = start
            while !SpecByte.isPlainStop(self[end]) { end += 1 }
            return location(start, max(end, start + 1))
        }

        /// The text of the token starting at `start`, for messages.
        func token(at start: Int) -> String {
            var end = start
            while !SpecByte.isPlainStop(self[end]) { end += 1 }
            return string(start, end)
        }

        /// The text of the line containing `start`, from `start` to the line's end
        /// without trailing blanks, for messages.
        func restOfLine(from start: Int) -> String {
            var end = start
            while !SpecByte.isBreakOrEnd(self[end]) { end += 1 }
            while end > start, SpecByte.isBlank(self[end - 1]) { end -= 1 }
            return string(start, end)
        }

        /// A scalar with value "" and an empty range at `offset`.
        func emptyScalar(at offset: Int) -> SpecScalar {
            SpecScalar(value: "", style: .plain, range: .at(offset))
        }
    }
}

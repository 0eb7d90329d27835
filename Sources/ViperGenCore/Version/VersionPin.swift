/// The versions a config or traits file may pin: `minimumVersion:` (both
/// files) and `version:` (the config). They are checked before anything else in
/// the file is read, so a file written for another viper-gen (with keys this
/// one may not know) fails as a version mismatch, not as drift or a list of
/// confusing errors.
public enum VersionPin {
    /// The lower bound's key, at the top level of `viper-gen.yml` and of the traits file.
    public static let key = "minimumVersion"
    /// The exact version or range's key, at the top level of `viper-gen.yml`.
    public static let requirementKey = "version"

    /// An error when the traits file pins a version newer than `current`; nil
    /// otherwise (a malformed pin is left to the file's reader to report). The key
    /// is found even in a file this viper-gen cannot parse, from its line.
    public static func check(_ source: SourceFile, current: ToolVersion = .current) -> Diagnostic? {
        tooOld(Pins(source), current: current)
    }

    /// As ``check(_:current:)`` for the config, which may also pin `version:`;
    /// the file is parsed once for both keys.
    public static func checkConfig(_ source: SourceFile, current: ToolVersion = .current)
        -> Diagnostic?
    {
        let pins = Pins(source)
        if let tooOld = tooOld(pins, current: current) { return tooOld }
        guard let (text, range) = pins.text(of: requirementKey),
            let requirement = VersionRequirement(parsing: text), !requirement.accepts(current)
        else {
            return nil
        }
        return ModelDiagnostics.versionOutsidePin(
            requirement, current: current, file: source.path, at: source.location(of: range))
    }

    private static func tooOld(_ pins: Pins, current: ToolVersion) -> Diagnostic? {
        guard let (text, range) = pins.text(of: key),
            let pinned = ToolVersion(parsing: text), current < pinned
        else {
            return nil
        }
        return ModelDiagnostics.versionTooOld(
            required: pinned, current: current, file: pins.source.path,
            at: pins.source.location(of: range))
    }

    /// A file's top-level scalars, parsed once; a file that doesn't parse is
    /// searched line by line.
    private struct Pins {
        let source: SourceFile
        let root: SpecMapping?
        let parsed: Bool

        init(_ source: SourceFile) {
            self.source = source
            let document = SpecParser.parse(source).document
            parsed = document != nil
            if case .mapping(let mapping)? = document?.root { root = mapping } else { root = nil }
        }

        func text(of key: String) -> (String, SourceRange)? {
            guard parsed else { return VersionPin.scannedText(key, in: source) }
            guard let entry = root?.entries.first(where: { $0.key.value == key }),
                case .scalar(let scalar) = entry.value
            else { return nil }
            return (scalar.value, scalar.range)
        }
    }

    /// The value after `key:` at the start of a line, for a file that doesn't parse.
    private static func scannedText(_ key: String, in source: SourceFile) -> (String, SourceRange)?
    {
        // Unparsable (perhaps a newer syntax): look for the key at the start of a line.
        let prefix = Array((key + ":").utf8)
        for (index, start) in source.lineStarts.enumerated() {
            let line = source.contentRange(ofLine: index + 1)
            guard source.bytes[line].starts(with: prefix) else { continue }
            var valueStart = start + prefix.count
            while valueStart < line.upperBound,
                source.bytes[valueStart] == 0x20 || source.bytes[valueStart] == 0x09
            { valueStart += 1 }
            var valueEnd = valueStart
            while valueEnd < line.upperBound, source.bytes[valueEnd] != UInt8(ascii: "#") {
                valueEnd += 1
            }
            while valueEnd > valueStart,
                source.bytes[valueEnd - 1] == 0x20 || source.bytes[valueEnd - 1] == 0x09
            { valueEnd -= 1 }
            var text = String(decoding: source.bytes[valueStart..<valueEnd], as: UTF8.self)
            if text.count >= 2, let first = text.first, first == "\"" || first == "'",
                text.last == first
            {
                text = String(text.dropFirst().dropLast())
            }
            return (text, SourceRange(start: valueStart, end: valueEnd))
        }
        return nil
    }
}

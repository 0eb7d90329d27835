/// The `minimumVersion:` a config or traits file may pin. It is checked before
/// anything else in the file is read, so a file written for a newer viper-gen
/// (with keys this one does not know) fails as a version mismatch, not as a
/// list of confusing errors.
public enum VersionPin {
    /// The key, at the top level of `viper-gen.yml` and of the traits file.
    public static let key = "minimumVersion"

    /// An error when the file pins a version newer than `current`; nil otherwise
    /// (a malformed pin is left to the file's reader to report). The key is found
    /// even in a file this viper-gen cannot parse, from a `minimumVersion:` line.
    public static func check(_ source: SourceFile, current: ToolVersion = .current) -> Diagnostic? {
        guard let (text, range) = pinnedText(in: source), let pinned = ToolVersion(parsing: text),
            current < pinned
        else {
            return nil
        }
        return ModelDiagnostics.versionTooOld(
            required: pinned, current: current, file: source.path,
            at: source.location(of: range))
    }

    private static func pinnedText(in source: SourceFile) -> (String, SourceRange)? {
        if let document = SpecParser.parse(source).document {
            guard case .mapping(let mapping)? = document.root,
                let entry = mapping.entries.first(where: { $0.key.value == key }),
                case .scalar(let scalar) = entry.value
            else { return nil }
            return (scalar.value, scalar.range)
        }
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
            while valueEnd < line.upperBound, source.bytes[valueEnd] != 0x20,
                source.bytes[valueEnd] != 0x09,
                source.bytes[valueEnd] != UInt8(ascii: "#")
            { valueEnd += 1 }
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

/// A path as one line of an Xcode `.xcfilelist`. Xcode expands build settings
/// (`$(NAME)`, `${NAME}`, `$NAME`) in every line and skips lines that start
/// with `#`, with no way to escape either, so a path holding `$`, or a line
/// starting with `#`, is refused; so are surrounding spaces, which a line loses.
public enum XcodeFileListPath {
    /// Why `line` (a path with its prefix) cannot be written, or `nil`.
    /// `prefixLength` counts the leading bytes that came from `--prefix`, where
    /// a build setting is the point.
    public static func problem(_ line: String, prefixLength: Int) -> String? {
        // Bytes, not Characters: "#\u{301}" is one Character that is not "#".
        if line.utf8.first == UInt8(ascii: "#") {
            return "the line would start with '#', which Xcode reads as a comment"
        }
        if line.unicodeScalars.first?.properties.isWhitespace == true
            || line.unicodeScalars.last?.properties.isWhitespace == true
        {
            return "it starts or ends with a space, which Xcode drops"
        }
        let path = line.utf8.dropFirst(prefixLength)
        if path.contains(UInt8(ascii: "$")) {
            return "it contains '$', which Xcode expands as a build setting"
        }
        if let scalar = Substring(path).unicodeScalars.first(where: {
            $0.value < 0x20 || $0.value == 0x7F
        }) {
            return
                "it contains a control character (U+\(String(scalar.value, radix: 16, uppercase: true)))"
        }
        return nil
    }

    /// The error for `path` (project-relative, as shown) when its line cannot be written.
    public static func refusal(of path: String, line: String, prefixLength: Int) -> Diagnostic? {
        problem(line, prefixLength: prefixLength).map {
            OutputDiagnostics.unsafeBuildListPath(
                path, format: "an Xcode file list", reason: $0, located: true)
        }
    }
}

/// Where a file's schema is, as its `# yaml-language-server: $schema=...`
/// first line names it: a path relative to the file (how yaml-language-server
/// resolves it), or an address under the config's `schemas` when that is one.
public enum SchemaLocation {
    /// The comment that names a file's schema.
    public static let linePrefix = "# yaml-language-server: $schema="

    /// True for an `https://` or `http://` address (else `schemas` is a project folder).
    public static func isAddress(_ text: String) -> Bool {
        text.hasPrefix("https://") || text.hasPrefix("http://")
    }

    /// The schema of `kind` as seen from the file at `filePath` (relative to the project root).
    public static func reference(to kind: SchemaKind, from filePath: String, schemas: String)
        -> String
    {
        if isAddress(schemas) {
            return (schemas.hasSuffix("/") ? String(schemas.dropLast()) : schemas) + "/"
                + kind.fileName
        }
        let target = PathText.join(schemas, kind.fileName).split(separator: "/")
        let folder = PathText.directory(of: filePath).split(separator: "/").filter { $0 != "." }
        var common = 0
        while common < folder.count, common < target.count - 1, folder[common] == target[common] {
            common += 1
        }
        let up = Array(repeating: "..", count: folder.count - common)
        return (up + target[common...].map(String.init)).joined(separator: "/")
    }

    /// The whole first line (no line break) for the file at `filePath`.
    public static func line(for kind: SchemaKind, at filePath: String, schemas: String) -> String {
        linePrefix + reference(to: kind, from: filePath, schemas: schemas)
    }
}

/// Folder arithmetic for project paths, where `""` is the project's own folder.
enum XcodePath {
    /// The longest path resolved from a project file (bytes): `PATH_MAX`; a
    /// longer one names no file.
    static let maximumLength = 4096

    /// `PathText.normalized`, with the project's folder as `""` rather than `"."`.
    static func normalized(_ path: String) -> String {
        let normalized = PathText.normalized(path)
        return normalized == "." ? "" : normalized
    }

    /// True when `folder` is `path` itself or one of its parent folders.
    static func contains(_ folder: String, _ path: String) -> Bool {
        if folder.isEmpty { return !path.hasPrefix("../") && path != ".." }
        return path == folder || path.hasPrefix(folder + "/")
    }

    /// The folder that holds `path` (`""` for a top-level item).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// `path` relative to `folder` (which must contain it).
    static func relative(_ path: String, to folder: String) -> String {
        if folder.isEmpty { return path }
        return path == folder ? "" : String(path.dropFirst(folder.count + 1))
    }
}

/// A scaffold is the user's, and the layout (`layout:`) may move where it
/// belongs. When a scaffold is missing at its path, a file of the same name
/// anywhere below a folder named after its module, in the sources or the
/// tests, is that scaffold at an earlier layout's place: every layout puts a
/// module's files below a folder of the module's name. Writing the scaffold
/// again would declare its types twice, so the run refuses and says where
/// to move the file.
struct MovedScaffolds {
    private let folders: ModuleFolders
    /// The folders looked in (the config's `sources` and `tests`).
    private let searched: [String]
    /// The files found there that the run does not plan, by file name.
    private let byName: [String: [String]]

    /// `files`: every file below `searched` (project-relative); `planned`:
    /// the paths the run writes or keeps, which are never someone else's
    /// earlier place.
    init(folders: ModuleFolders, searched: [String], files: [String], planned: Set<String>) {
        self.folders = folders
        self.searched = searched
        var byName: [String: [String]] = [:]
        for file in files where !planned.contains(file) {
            byName[PathText.lastComponent(of: file), default: []].append(file)
        }
        self.byName = byName
    }

    /// The first file (by path) that stands for the scaffold at `path`, if any.
    func existing(for path: String) -> String? {
        guard let module = module(of: path),
            let candidates = byName[PathText.lastComponent(of: path)]
        else { return nil }
        return candidates.filter { isInFolder(named: module, $0) }.min()
    }

    /// The module whose folder holds `path`: the first folder below a module root.
    private func module(of path: String) -> String? {
        for root in folders.roots {
            if let inside = Self.relative(path, to: root),
                let first = inside.split(separator: "/").first, inside.contains("/")
            {
                return String(first)
            }
        }
        return nil
    }

    /// True when a folder between a searched folder and `path`'s file is named `module`.
    private func isInFolder(named module: String, _ path: String) -> Bool {
        searched.contains { folder in
            guard let inside = Self.relative(path, to: folder) else { return false }
            return inside.split(separator: "/").dropLast().contains { $0 == module }
        }
    }

    /// `path` relative to `folder` when inside it; `.` holds every path.
    private static func relative(_ path: String, to folder: String) -> String? {
        folder == "." ? path : PathText.relative(path, to: folder)
    }
}

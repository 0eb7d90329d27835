/// The synchronized folders of a model, indexed once for the editor, which
/// asks for every file it adds which folder holds it.
struct XcodeSynchronizedFolders {
    /// For each folder, the synchronized group that stands for it (the smallest ID when several do).
    private let groupsByFolder: [String: XcodeProjectModel.SynchronizedGroup]

    init(model: XcodeProjectModel) {
        var groupsByFolder: [String: XcodeProjectModel.SynchronizedGroup] = [:]
        for group in model.synchronizedGroups.values {
            guard let folder = group.folder else { continue }
            if let chosen = groupsByFolder[folder], chosen.id < group.id { continue }
            groupsByFolder[folder] = group
        }
        self.groupsByFolder = groupsByFolder
    }

    /// The deepest synchronized folder that holds `path`: the folders that could
    /// are `path` and its parents, looked up from the longest to `""`.
    func group(containing path: String) -> XcodeProjectModel.SynchronizedGroup? {
        var candidate = Substring(path)
        while true {
            if let group = groupsByFolder[String(candidate)], let folder = group.folder, XcodePath.contains(folder, path) {
                return group
            }
            guard let slash = candidate.lastIndex(of: "/") else { break }
            candidate = candidate[..<slash]
        }
        if let group = groupsByFolder[""], XcodePath.contains("", path) { return group }
        return nil
    }
}

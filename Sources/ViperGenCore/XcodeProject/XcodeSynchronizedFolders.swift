/// The synchronized folders of a model, indexed once for the editor, which
/// asks for every file it adds which folder holds it, whether an exception
/// set reverses the file's membership, and which targets the folder has.
struct XcodeSynchronizedFolders {
    /// The exception sets of one folder for one target.
    private struct Exceptions {
        /// In the folder's `exceptions` order.
        var sets: [XcodeProjectModel.ExceptionSet] = []
        /// Each listed path, with the position in `sets` of the first set listing it.
        var firstSetListing: [String: Int] = [:]
    }

    private struct FolderAndTarget: Hashable {
        var groupID: String
        var targetID: String
    }

    /// For each folder, the synchronized group that stands for it (the smallest ID when several do).
    private let groupsByFolder: [String: XcodeProjectModel.SynchronizedGroup]
    /// For each synchronized group, the names of the targets that list it, in the targets' order.
    private let ownerNames: [String: [String]]
    private let exceptions: [FolderAndTarget: Exceptions]

    init(model: XcodeProjectModel) {
        var groupsByFolder: [String: XcodeProjectModel.SynchronizedGroup] = [:]
        var exceptions: [FolderAndTarget: Exceptions] = [:]
        for group in model.synchronizedGroups.values {
            for set in group.exceptionSetIDs.compactMap({ model.exceptionSets[$0] }) {
                let key = FolderAndTarget(groupID: group.id, targetID: set.targetID)
                let position = exceptions[key, default: Exceptions()].sets.count
                exceptions[key, default: Exceptions()].sets.append(set)
                for path in set.membershipExceptions
                where exceptions[key]?.firstSetListing[path] == nil {
                    exceptions[key]?.firstSetListing[path] = position
                }
            }
            guard let folder = group.folder else { continue }
            if let chosen = groupsByFolder[folder], chosen.id < group.id { continue }
            groupsByFolder[folder] = group
        }
        var ownerNames: [String: [String]] = [:]
        for target in model.targets {
            for groupID in Set(target.synchronizedGroupIDs) {
                ownerNames[groupID, default: []].append(target.name)
            }
        }
        self.groupsByFolder = groupsByFolder
        self.ownerNames = ownerNames
        self.exceptions = exceptions
    }

    /// The deepest synchronized folder that holds `path`: the folders that could
    /// are `path` and its parents, looked up from the longest to `""`.
    func group(containing path: String) -> XcodeProjectModel.SynchronizedGroup? {
        var deepest: XcodeProjectModel.SynchronizedGroup?
        Self.visitSelfAndParents(of: path) { candidate in
            guard let group = groupsByFolder[candidate], let folder = group.folder,
                XcodePath.contains(folder, path)
            else { return false }
            deepest = group
            return true
        }
        if deepest == nil, let group = groupsByFolder[""], XcodePath.contains("", path) {
            return group
        }
        return deepest
    }

    /// The first exception set of `group` for `targetID` (in the folder's order)
    /// that lists `relative` (a path in the folder) or a folder above it.
    func exceptionSet(
        of group: XcodeProjectModel.SynchronizedGroup, for targetID: String,
        listing relative: String
    )
        -> XcodeProjectModel.ExceptionSet?
    {
        guard let exceptions = exceptions[FolderAndTarget(groupID: group.id, targetID: targetID)]
        else { return nil }
        var first: Int?
        Self.visitSelfAndParents(of: relative) { listed in
            if let position = exceptions.firstSetListing[listed],
                listed == relative || relative.hasPrefix(listed + "/")
            {
                first = min(first ?? position, position)
            }
            return false
        }
        return first.map { exceptions.sets[$0] }
    }

    /// The exception sets of `group` for `targetID` that list `relative` itself,
    /// and whether one lists a folder above it (which holds other files too).
    func exclusions(
        of group: XcodeProjectModel.SynchronizedGroup, for targetID: String,
        listing relative: String
    ) -> (exact: [XcodeProjectModel.ExceptionSet], byFolder: Bool) {
        let sets = exceptions[FolderAndTarget(groupID: group.id, targetID: targetID)]?.sets ?? []
        let exact = sets.filter { $0.membershipExceptions.contains(relative) }
        let byFolder = sets.contains { set in
            set.membershipExceptions.contains { relative.hasPrefix($0 + "/") }
        }
        return (exact, byFolder)
    }

    /// Calls `body` with `path`, then with the text before each `/` in it from
    /// the last one back, until it returns true: the folders that could hold
    /// `path` are among these (callers check each with the exact rule).
    private static func visitSelfAndParents(of path: String, _ body: (String) -> Bool) {
        if body(path) { return }
        let utf8 = path.utf8
        var end = utf8.endIndex
        while let slash = utf8[..<end].lastIndex(of: UInt8(ascii: "/")) {
            if body(String(decoding: utf8[..<slash], as: UTF8.self)) { return }
            end = slash
        }
    }

    /// The names of the targets that list `group` among their synchronized folders, in the project's order.
    func owners(of group: XcodeProjectModel.SynchronizedGroup) -> [String] {
        ownerNames[group.id] ?? []
    }
}

/// Plans changes to a project the way Xcode would make them: adding a file
/// creates its file reference in the group that mirrors its folder (creating
/// missing groups), and a build file in the target's phase for its kind
/// (``XcodeFileType/phase``): Compile Sources for Swift, Copy Bundle Resources
/// for resources (that phase is created when the target has none); removing a
/// file deletes both, and groups that it leaves empty. A file inside a
/// synchronized folder of the right target needs no change.
///
/// Paths are relative to the project's folder (the one holding the `.xcodeproj`).
/// New objects get IDs from ``XcodeObjectID`` (the path and the target's name).
/// ``edits()`` turns the plan into ``TextEdit``s on the file's bytes.
public struct XcodeProjectEditor {
    /// What adding a file came to.
    public enum Addition: Equatable, Sendable {
        /// A reference and a build file (or only a build file) are added.
        case added
        /// The target already builds the file.
        case alreadyInTarget
        /// A synchronized folder of the target holds the file: nothing to add.
        case synchronized
        /// A synchronized folder of the target holds the file, but an exception
        /// set listed it (excluded it): it is taken out of the set's list.
        case readmitted
    }

    let model: XcodeProjectModel
    private let synchronizedFolders: XcodeSynchronizedFolders
    private var newIDs: Set<String> = []
    /// New groups by ID, and the folder each new or existing group stands for.
    var newGroups: [String: NewGroup] = [:]
    private var groupForFolder: [String: String] = [:]
    /// New file references by path.
    var newFileReferences: [String: String] = [:]
    /// New build files: ID to (file reference ID, file name, the phase's kind).
    var newBuildFiles:
        [String: (fileReferenceID: String, name: String, phase: XcodeBuildPhaseKind)] =
            [:]
    /// New file references' kinds, by path.
    var newFileTypes: [String: XcodeFileType] = [:]
    /// New Resources phases by the ID of the target that gets each.
    var newResourcesPhases: [String: NewPhase] = [:]
    /// References to add to existing groups' children and existing phases' files.
    var additions: [String: [XcodeObjectWriter.Reference]] = [:]
    /// Objects to delete, and references to delete from existing lists.
    var removedObjects: Set<String> = []
    var removedItems: [String: Set<String>] = [:]
    /// Build files of the same file and target added or kept, so a file is built once.
    private var builtFiles: Set<String> = []
    /// For each group a removal touched, how many of its first children are
    /// known removed (`removedObjects` only grows, so the count only grows).
    private var removedChildPrefix: [String: Int] = [:]

    /// A build phase made for a target that had none of its kind.
    struct NewPhase {
        var id: String
        var kind: XcodeBuildPhaseKind
        var files: [XcodeObjectWriter.Reference]
    }

    struct NewGroup {
        var id: String
        var name: String?
        var path: String
        var children: [XcodeObjectWriter.Reference]
    }

    public init(model: XcodeProjectModel) {
        self.model = model
        self.synchronizedFolders = XcodeSynchronizedFolders(model: model)
    }

    // MARK: - Adding

    /// Adds `path` to `target`'s phase for its kind (``XcodeFileType``, from
    /// its name; Compile Sources for a kind it does not know), creating its
    /// reference and groups as needed, and a Resources phase for a resource when
    /// the target has none. Throws when a synchronized folder keeps the file out
    /// of the target, the target has no Compile Sources phase for a Swift file,
    /// or its Resources phase cannot be read or made.
    @discardableResult
    public mutating func add(_ path: String, to target: XcodeProjectModel.Target) throws(Diagnostic)
        -> Addition
    {
        if let folder = synchronizedFolders.group(containing: path) {
            return try membership(of: path, in: folder, for: target)
        }
        let name = PathText.lastComponent(of: path)
        let type = XcodeFileType(fileName: name)
        let kind = type?.phase ?? .sources
        let phase = try phaseID(kind, of: target)
        let referenceID: String
        if let existing = model.fileReferences(at: path).first(where: {
            !removedObjects.contains($0.id)
        }) {
            referenceID = existing.id
            let built = model.buildFiles(of: referenceID, in: target, phase: kind).filter {
                !removedObjects.contains($0)
            }
            if !built.isEmpty || builtFiles.contains(referenceID + "|" + target.id) {
                return .alreadyInTarget
            }
        } else if let planned = newFileReferences[path] {
            referenceID = planned
            if builtFiles.contains(referenceID + "|" + target.id) { return .alreadyInTarget }
        } else {
            let groupID = try group(for: XcodePath.normalized(PathText.directory(of: path)))
            referenceID = newID(["PBXFileReference", path])
            newFileReferences[path] = referenceID
            newFileTypes[path] = type
            addChild(.init(id: referenceID, comment: name), to: groupID)
        }
        let buildFileID = newID(["PBXBuildFile", path, target.name])
        newBuildFiles[buildFileID] = (referenceID, name, kind)
        let item = XcodeObjectWriter.Reference(id: buildFileID, comment: name + " in " + kind.name)
        if newResourcesPhases[target.id]?.id == phase {
            newResourcesPhases[target.id]?.files.append(item)
        } else {
            additions[phase, default: []].append(item)
        }
        builtFiles.insert(referenceID + "|" + target.id)
        return .added
    }

    /// The ID of `target`'s phase of `kind`. A target without a Resources
    /// phase gets a new one (planned once), at the end of its `buildPhases`;
    /// one whose Resources phase has no readable `files` list is refused rather
    /// than given a second phase.
    private mutating func phaseID(_ kind: XcodeBuildPhaseKind, of target: XcodeProjectModel.Target)
        throws(Diagnostic) -> String
    {
        if let phase = model.phase(kind, of: target) { return phase.id }
        let targetLocation = model.location(of: target.id) ?? .file(model.file.source.path)
        guard kind == .resources else {
            throw XcodeProjectDiagnostics.noSourcesPhase(target.name, at: targetLocation)
        }
        if let planned = newResourcesPhases[target.id] { return planned.id }
        for id in target.buildPhaseIDs where model.phaseFiles[id] == nil {
            guard let entry = model.file.objectEntry(id), let object = entry.value.dictionary,
                object["isa"]?.string?.value == kind.isa
            else { continue }
            let files = object.entry("files")
            throw XcodeProjectDiagnostics.unreadableResourcesPhase(
                target.name, found: files?.value.kindName,
                at: model.file.location(of: files?.value.range ?? entry.key.range))
        }
        guard target.buildPhaseList != nil else {
            throw XcodeProjectDiagnostics.noBuildPhasesList(target.name, at: targetLocation)
        }
        let id = newID([kind.isa, target.name])
        newResourcesPhases[target.id] = NewPhase(id: id, kind: kind, files: [])
        additions[target.id, default: []].append(.init(id: id, comment: kind.name))
        return id
    }

    /// A file in a synchronized folder belongs to the folder's targets, except
    /// where an exception set of a target lists it (or a folder above it), which
    /// reverses the file's membership in that target. A file of the target's
    /// folder that exception sets list by its own path is readmitted (its line
    /// leaves each such list); one excluded with a folder above it is an error,
    /// since readmitting the folder would take in files viper-gen does not write.
    private mutating func membership(
        of path: String, in group: XcodeProjectModel.SynchronizedGroup,
        for target: XcodeProjectModel.Target
    ) throws(Diagnostic) -> Addition {
        let folder = group.folder ?? ""
        let relative = XcodePath.relative(path, to: folder)
        let folderIsInTarget = target.lists(synchronizedGroup: group.id)
        let exception = synchronizedFolders.exceptionSet(
            of: group, for: target.id, listing: relative)
        if folderIsInTarget != (exception != nil) { return .synchronized }
        let location = model.location(of: group.id) ?? .file(model.file.source.path)
        // Here the folder is the target's and an exception keeps the file out, or neither.
        if let exception {
            let exclusions = synchronizedFolders.exclusions(
                of: group, for: target.id, listing: relative)
            if !exclusions.byFolder, !exclusions.exact.isEmpty {
                for set in exclusions.exact { removedItems[set.id, default: []].insert(relative) }
                return .readmitted
            }
            throw XcodeProjectDiagnostics.excludedBySynchronizedFolder(
                path, folder: folder, target: target.name, at: location,
                exceptionAt: model.location(of: exception.id))
        }
        throw XcodeProjectDiagnostics.synchronizedFolderOfOtherTarget(
            path, folder: folder, owners: synchronizedFolders.owners(of: group),
            target: target.name, at: location)
    }

    /// The group that stands for `folder`, created (with its missing parents) if none does.
    private mutating func group(for folder: String) throws(Diagnostic) -> String {
        if let known = groupForFolder[folder] { return known }
        var best: XcodeProjectModel.Group?
        var ancestor: String? = folder
        while let current = ancestor, best == nil {
            for id in model.groupsByFolder[current] ?? [] {
                guard let candidate = model.groups[id], !removedObjects.contains(id),
                    candidate.children != nil
                else { continue }
                if let chosen = best, chosen.depth <= candidate.depth { continue }
                best = candidate
            }
            ancestor =
                current.isEmpty || current == ".." || current.hasSuffix("/..")
                ? nil : XcodePath.parent(of: current)
        }
        let start = best ?? model.groups[model.mainGroupID]
        // From a group outside the project's folder (an absolute or `../`
        // projectDirPath) there is no way down to a folder it does not hold.
        guard let start, let startFolder = start.folder, start.children != nil,
            XcodePath.contains(startFolder, folder) || !Self.isOutsideTheProjectFolder(startFolder)
        else {
            throw XcodeProjectDiagnostics.noGroupForFolder(
                folder, at: model.location(of: model.mainGroupID) ?? .file(model.file.source.path))
        }
        if startFolder == folder {
            groupForFolder[folder] = start.id
            return start.id
        }
        var parentID = start.id
        var current = startFolder
        for component in Self.components(from: startFolder, to: folder) {
            current = XcodePath.normalized(PathText.join(current, component))
            if let known = groupForFolder[current] {
                parentID = known
                continue
            }
            let id = newID(["PBXGroup", current])
            let last = PathText.lastComponent(of: component)
            newGroups[id] = NewGroup(
                id: id, name: component.contains("/") ? last : nil, path: component, children: [])
            addChild(.init(id: id, comment: last), to: parentID)
            groupForFolder[current] = id
            parentID = id
        }
        return parentID
    }

    /// True for an absolute folder or one above the project's folder (`..`, `../Shared`).
    static func isOutsideTheProjectFolder(_ folder: String) -> Bool {
        folder.hasPrefix("/") || folder == ".." || folder.hasPrefix("../")
    }

    /// The group paths from `start` down to `folder`: one per folder, except that
    /// leading `..` steps join the first real folder (`../Sources`).
    static func components(from start: String, to folder: String) -> [String] {
        let relative =
            XcodePath.contains(start, folder)
            ? XcodePath.relative(folder, to: start)
            : String(repeating: "../", count: start.split(separator: "/").count) + folder
        var components: [String] = []
        var pendingParents = ""
        for part in relative.split(separator: "/") {
            if part == ".." {
                pendingParents += "../"
            } else {
                components.append(pendingParents + part)
                pendingParents = ""
            }
        }
        return components
    }

    private mutating func addChild(_ reference: XcodeObjectWriter.Reference, to groupID: String) {
        if newGroups[groupID] != nil {
            newGroups[groupID]?.children.append(reference)
        } else {
            additions[groupID, default: []].append(reference)
        }
    }

    private mutating func newID(_ parts: [String]) -> String {
        let id = XcodeObjectID.derived(parts) { [model, newIDs] in
            model.file.containsObject($0) || newIDs.contains($0)
        }
        newIDs.insert(id)
        return id
    }

    // MARK: - Removing

    /// Removes every reference to `path` and its build files, and the groups
    /// this leaves empty. Returns false when the project has no reference to it.
    @discardableResult
    public mutating func remove(_ path: String) -> Bool {
        let references = model.fileReferences(at: path).filter { !removedObjects.contains($0.id) }
        for reference in references {
            removedObjects.insert(reference.id)
            removedItems[reference.parentID, default: []].insert(reference.id)
            for buildFileID in model.buildFilesByReference[reference.id] ?? [] {
                removedObjects.insert(buildFileID)
                if let phaseID = model.buildFilePhases[buildFileID] {
                    removedItems[phaseID, default: []].insert(buildFileID)
                }
            }
            removeIfEmptied(reference.parentID)
        }
        return !references.isEmpty
    }

    /// Deletes a group whose children have all been removed (never the main group).
    private mutating func removeIfEmptied(_ groupID: String) {
        guard let group = model.groups[groupID], let parentID = group.parentID,
            !group.childIDs.isEmpty,
            allChildrenRemoved(group), additions[groupID] == nil
        else { return }
        removedObjects.insert(groupID)
        removedItems[parentID, default: []].insert(groupID)
        removeIfEmptied(parentID)
    }

    /// True when every child of `group` is removed. Each call goes on from the
    /// first child the last one found still there, so removing a group's N
    /// children one by one checks N children in all, not N x N.
    private mutating func allChildrenRemoved(_ group: XcodeProjectModel.Group) -> Bool {
        var prefix = removedChildPrefix[group.id] ?? 0
        while prefix < group.childIDs.count, removedObjects.contains(group.childIDs[prefix]) {
            prefix += 1
        }
        removedChildPrefix[group.id] = prefix
        return prefix == group.childIDs.count
    }

    /// True when the plan changes nothing.
    public var isEmpty: Bool {
        newGroups.isEmpty && newFileReferences.isEmpty && newBuildFiles.isEmpty
            && newResourcesPhases.isEmpty
            && removedObjects.isEmpty && removedItems.isEmpty
    }
}

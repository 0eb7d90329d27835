/// Builds an ``XcodeProjectModel`` from a read ``XcodeProjectFile``: walks the
/// group tree from the main group, resolving each item's folder, and reads the
/// targets with their Compile Sources and Resources phases, synchronized folders and exception
/// sets. Every problem is collected as a diagnostic located in the file.
public struct XcodeProjectModelReader {
    private let file: XcodeProjectFile
    private var diagnostics: [Diagnostic] = []
    /// Every diagnostic reported: an object read at each of its listings reports each of its problems once.
    private var reported: Set<Diagnostic> = []
    /// In a newer format, each object checked so far, by ID: its view, or nil when it cannot be read.
    /// Checking every key of an object at each of its listings cost listings x keys; in a known
    /// format checking is a few lookups, and a repeated problem is dropped by ``report(_:)``.
    private var checkedObjects: [String: XcodeObjectView?] = [:]
    private var groups: [String: XcodeProjectModel.Group] = [:]
    private var fileReferences: [String: XcodeProjectModel.FileReference] = [:]
    private var synchronizedGroups: [String: XcodeProjectModel.SynchronizedGroup] = [:]
    private var exceptionSets: [String: XcodeProjectModel.ExceptionSet] = [:]
    private var treeOrder: [String] = []
    private var isNewerFormat: Bool {
        file.objectVersion > XcodeProjectFile.newestKnownObjectVersion
    }

    private init(file: XcodeProjectFile) {
        self.file = file
    }

    /// The model, or every problem found.
    public static func read(_ file: XcodeProjectFile) -> Result<XcodeProjectModel, DiagnosticList> {
        var reader = XcodeProjectModelReader(file: file)
        let model = reader.readModel()
        if let model, !reader.diagnostics.containsErrors { return .success(model) }
        return .failure(DiagnosticList(reader.diagnostics.sortedByLocation()))
    }

    /// Reads the file and builds its model in one step.
    public static func read(_ source: SourceFile) -> Result<XcodeProjectModel, DiagnosticList> {
        switch XcodeProjectFile.read(source) {
        case .success(let file): return read(file)
        case .failure(let diagnostic): return .failure(DiagnosticList([diagnostic]))
        }
    }

    private mutating func readModel() -> XcodeProjectModel? {
        guard
            let project = object(
                file.rootObjectID, expecting: ["PBXProject"],
                referencedAt: file.root.entry("rootObject")?.value.range)
        else { return nil }
        let base = XcodePath.normalized(optionalString("projectDirPath", in: project) ?? "")
        guard let mainGroupID = requiredID("mainGroup", in: project) else { return nil }
        walkGroup(
            mainGroupID, parentID: nil, parentFolder: base, depth: 0,
            referencedAt: project.dictionary.entry("mainGroup")?.value.range)
        let parts = readTargets(of: project)
        let targetIDs = Set(parts.targets.map(\.id))
        for exceptionSet in exceptionSets.values where !targetIDs.contains(exceptionSet.targetID) {
            if let entry = file.objectEntry(exceptionSet.id),
                let range = entry.value.dictionary?.entry("target")?.value.range
            {
                report(
                    XcodeProjectDiagnostics.danglingReference(
                        exceptionSet.targetID, at: file.location(of: range)))
            }
        }
        var referencesByPath: [String: [String]] = [:]
        var groupsByFolder: [String: [String]] = [:]
        for id in treeOrder {
            if let path = fileReferences[id]?.resolvedPath {
                referencesByPath[path, default: []].append(id)
            }
            if let folder = groups[id]?.folder { groupsByFolder[folder, default: []].append(id) }
        }
        var buildFilesByReference: [String: [String]] = [:]
        for (buildFileID, referenceID) in parts.buildFileReferences {
            buildFilesByReference[referenceID, default: []].append(buildFileID)
        }
        return XcodeProjectModel(
            file: file, mainGroupID: mainGroupID, targets: parts.targets, groups: groups,
            fileReferences: fileReferences,
            synchronizedGroups: synchronizedGroups, exceptionSets: exceptionSets,
            buildFileReferences: parts.buildFileReferences,
            buildFilePhases: parts.buildFilePhases, phaseFiles: parts.phaseFiles,
            sourcesPhases: parts.sourcesPhases, resourcesPhases: parts.resourcesPhases,
            treeOrder: treeOrder, referencesByPath: referencesByPath,
            groupsByFolder: groupsByFolder,
            buildFilesByReference: buildFilesByReference.mapValues { $0.sorted() })
    }

    // MARK: - Targets

    /// What the project's `targets` list gives the model.
    private struct TargetParts {
        var targets: [XcodeProjectModel.Target] = []
        var sourcesPhases: [String: XcodeProjectModel.BuildPhase] = [:]
        var resourcesPhases: [String: XcodeProjectModel.BuildPhase] = [:]
        var buildFileReferences: [String: String] = [:]
        var buildFilePhases: [String: String] = [:]
        var phaseFiles: [String: PlistArray] = [:]
    }

    /// A build phase with a `files` list, as read.
    private struct PhaseRead {
        var isa: String
        var files: PlistArray
        var fileIDs: [String]
        /// The listed build files that are `PBXBuildFile` objects, in the list's order.
        var buildFileIDs: [String]
    }

    /// Reads the targets with their phases and build files. A target or phase
    /// listed again is read once: a target's later listings give the same
    /// target (`targets` keeps every listing), and the same build files.
    private mutating func readTargets(of project: XcodeObjectView) -> TargetParts {
        var parts = TargetParts()
        var readTargets: [String: XcodeProjectModel.Target] = [:]
        var readPhases: [String: PhaseRead] = [:]
        // When each phase was last read: a build file listed by several phases belongs to the last one read.
        var lastReading: [String: Int] = [:]
        var readings = 0
        func read(_ phaseID: String) {
            lastReading[phaseID] = readings
            readings += 1
        }
        for (targetID, range) in idList("targets", in: project) {
            if let target = readTargets[targetID] {
                parts.targets.append(target)
                for phaseID in target.buildPhaseIDs where readPhases[phaseID] != nil {
                    read(phaseID)
                }
                continue
            }
            guard
                let object = object(
                    targetID, expecting: XcodeObjectKinds.targets, referencedAt: range),
                let name = requiredString("name", in: object)
            else { continue }
            let phaseIDs = idList("buildPhases", in: object)
            let syncIDs = idList("fileSystemSynchronizedGroups", in: object)
            for (syncID, syncRange) in syncIDs where synchronizedGroups[syncID] == nil {
                _ = self.object(
                    syncID, expecting: [XcodeObjectKinds.synchronizedGroup], referencedAt: syncRange
                )
            }
            let target = XcodeProjectModel.Target(
                id: targetID, isa: object.isa, name: name, buildPhaseIDs: phaseIDs.map(\.id),
                buildPhaseList: object.dictionary["buildPhases"]?.array,
                synchronizedGroupIDs: syncIDs.map(\.id))
            readTargets[targetID] = target
            parts.targets.append(target)
            for (phaseID, phaseRange) in phaseIDs {
                guard
                    let phaseObject = self.object(
                        phaseID, expecting: nil, referencedAt: phaseRange),
                    let phase = readPhases[phaseID] ?? readPhase(phaseObject, into: &parts)
                else { continue }
                readPhases[phaseID] = phase
                read(phaseID)
                parts.phaseFiles[phaseID] = phase.files
                let read = XcodeProjectModel.BuildPhase(
                    id: phaseID, buildFileIDs: phase.fileIDs, files: phase.files)
                if phase.isa == XcodeObjectKinds.sourcesPhase, parts.sourcesPhases[targetID] == nil
                {
                    parts.sourcesPhases[targetID] = read
                }
                if phase.isa == XcodeObjectKinds.resourcesPhase,
                    parts.resourcesPhases[targetID] == nil
                {
                    parts.resourcesPhases[targetID] = read
                }
            }
        }
        for (phaseID, _) in lastReading.sorted(by: { $0.value < $1.value }) {
            for buildFileID in readPhases[phaseID]?.buildFileIDs ?? [] {
                parts.buildFilePhases[buildFileID] = phaseID
            }
        }
        return parts
    }

    /// A phase's files, when it has a `files` list; the references of its build files go into `parts`.
    private mutating func readPhase(_ phase: XcodeObjectView, into parts: inout TargetParts)
        -> PhaseRead?
    {
        guard let files = phase.dictionary["files"]?.array else { return nil }
        let fileIDs = idList("files", in: phase)
        var buildFileIDs: [String] = []
        for (buildFileID, buildFileRange) in fileIDs {
            guard
                let buildFile = object(
                    buildFileID, expecting: ["PBXBuildFile"], referencedAt: buildFileRange)
            else { continue }
            if let reference = optionalString("fileRef", in: buildFile) {
                parts.buildFileReferences[buildFileID] = reference
            }
            buildFileIDs.append(buildFileID)
        }
        return PhaseRead(
            isa: phase.isa, files: files, fileIDs: fileIDs.map(\.id), buildFileIDs: buildFileIDs)
    }

    // MARK: - The group tree

    private mutating func walkGroup(
        _ id: String, parentID: String?, parentFolder: String?, depth: Int,
        referencedAt range: SourceRange?
    ) {
        guard groups[id] == nil else {
            if let range {
                report(XcodeProjectDiagnostics.groupCycle(id, at: file.location(of: range)))
            }
            return
        }
        guard depth <= PlistParser.maximumDepth,
            let group = object(id, expecting: XcodeObjectKinds.groups, referencedAt: range)
        else { return }
        let path = optionalString("path", in: group)
        let folder = resolve(
            path, sourceTree: optionalString("sourceTree", in: group) ?? "<group>",
            under: parentFolder)
        let children = idList("children", in: group)
        groups[id] = .init(
            id: id, isa: group.isa, name: optionalString("name", in: group), path: path,
            folder: folder,
            childIDs: children.map(\.id), children: group.dictionary["children"]?.array,
            depth: depth, parentID: parentID)
        treeOrder.append(id)
        for (childID, childRange) in children {
            guard let child = object(childID, expecting: nil, referencedAt: childRange) else {
                continue
            }
            if XcodeObjectKinds.groups.contains(child.isa) {
                walkGroup(
                    childID, parentID: id, parentFolder: folder, depth: depth + 1,
                    referencedAt: childRange)
            } else if XcodeObjectKinds.fileReferences.contains(child.isa) {
                // Listed again in the same group: resolved once.
                if fileReferences[childID]?.parentID == id {
                    treeOrder.append(childID)
                    continue
                }
                let childPath = optionalString("path", in: child)
                let resolved = resolve(
                    childPath, sourceTree: optionalString("sourceTree", in: child) ?? "<group>",
                    under: folder)
                fileReferences[childID] = .init(
                    id: childID, name: optionalString("name", in: child), path: childPath,
                    resolvedPath: childPath == nil ? nil : resolved, parentID: id)
                treeOrder.append(childID)
            } else if child.isa == XcodeObjectKinds.synchronizedGroup {
                readSynchronizedGroup(child, parentID: id, parentFolder: folder)
            } else if !XcodeObjectKinds.known.contains(child.isa) {
                // A kind Xcode never wrote up to objectVersion 77; `object` refused it if the format is newer.
                continue
            }
        }
    }

    private mutating func readSynchronizedGroup(
        _ group: XcodeObjectView, parentID: String, parentFolder: String?
    ) {
        let folder = resolve(
            optionalString("path", in: group),
            sourceTree: optionalString("sourceTree", in: group) ?? "<group>",
            under: parentFolder)
        var exceptionIDs: [String] = []
        for (exceptionID, range) in idList("exceptions", in: group) {
            guard
                let exception = object(
                    exceptionID,
                    expecting: [
                        XcodeObjectKinds.buildFileExceptionSet,
                        XcodeObjectKinds.buildPhaseExceptionSet,
                    ],
                    referencedAt: range)
            else { continue }
            exceptionIDs.append(exceptionID)
            guard exception.isa == XcodeObjectKinds.buildFileExceptionSet,
                let targetID = requiredID("target", in: exception)
            else { continue }
            let paths = stringList("membershipExceptions", in: exception)
            exceptionSets[exceptionID] = .init(
                id: exceptionID, targetID: targetID, membershipExceptions: paths,
                membershipList: exception.dictionary["membershipExceptions"]?.array)
        }
        synchronizedGroups[group.id] = .init(
            id: group.id, folder: folder, exceptionSetIDs: exceptionIDs, parentID: parentID)
        treeOrder.append(group.id)
    }

    /// The folder of an item, relative to the project's folder: `<group>` paths
    /// start at the parent's folder, `SOURCE_ROOT` paths at the project's; other
    /// trees (absolute, SDK, built products) are not under the project.
    ///
    /// A path longer than any a file system takes (``XcodePath/maximumLength``)
    /// names nothing: it is not resolved, so a long group path repeated by
    /// thousands of children costs no more than a short one.
    private func resolve(_ path: String?, sourceTree: String, under parentFolder: String?)
        -> String?
    {
        guard (path?.utf8.count ?? 0) + (parentFolder?.utf8.count ?? 0) < XcodePath.maximumLength
        else { return nil }
        switch sourceTree {
        case "<group>":
            guard let parentFolder else { return nil }
            guard let path, !path.isEmpty else { return parentFolder }
            return XcodePath.normalized(parentFolder.isEmpty ? path : parentFolder + "/" + path)
        case "SOURCE_ROOT":
            return XcodePath.normalized(path ?? "")
        default:
            return nil
        }
    }

    // MARK: - Objects and values

    /// The object with this ID, when it exists and is of an expected kind (any kind when `kinds` is nil).
    /// In a format newer than this reader knows, an unknown kind or key is refused, and what concerns
    /// the object itself is checked once; what concerns this reference to it (at `range`), every time.
    private mutating func object(
        _ id: String, expecting kinds: Set<String>?, referencedAt range: SourceRange?
    ) -> XcodeObjectView? {
        guard let entry = file.objectEntry(id) else {
            report(XcodeProjectDiagnostics.danglingReference(id, at: location(of: range)))
            return nil
        }
        let checked: XcodeObjectView?
        if !isNewerFormat {
            checked = check(id, entry)
        } else if let known = checkedObjects[id] {
            checked = known
        } else {
            checked = check(id, entry)
            checkedObjects[id] = checked
        }
        guard let view = checked else { return nil }
        if let kinds, !kinds.contains(view.isa) {
            if XcodeObjectKinds.known.contains(view.isa) || !isNewerFormat {
                report(
                    XcodeProjectDiagnostics.unexpectedKind(
                        id, isa: view.isa, expected: kinds.sorted(), at: location(of: range)))
            }
            return nil
        }
        return view
    }

    /// The object's own checks: a dictionary with a string `isa` (and, in a newer format, known kinds and keys).
    private mutating func check(_ id: String, _ entry: PlistDictionary.Entry) -> XcodeObjectView? {
        guard let dictionary = entry.value.dictionary else {
            report(
                XcodeProjectDiagnostics.objectNotDictionary(
                    id, found: entry.value.kindName,
                    at: file.location(of: entry.value.range)))
            return nil
        }
        guard let isaNode = dictionary["isa"] else {
            report(
                XcodeProjectDiagnostics.missingKey(
                    "isa", in: "object \(id)", at: file.location(of: entry.key.range)))
            return nil
        }
        guard let isa = isaNode.string?.value else {
            report(
                XcodeProjectDiagnostics.wrongKind(
                    key: "isa", expected: "a string", found: isaNode.kindName,
                    at: file.location(of: isaNode.range)))
            return nil
        }
        let view = XcodeObjectView(id: id, isa: isa, dictionary: dictionary)
        if isNewerFormat { checkNewerFormat(view, isaRange: isaNode.range) }
        return view
    }

    /// Where a reference is, worked out only for a diagnostic (the whole file when there is no range).
    private func location(of range: SourceRange?) -> SourceLocation {
        range.map(file.location(of:)) ?? .file(file.source.path)
    }

    /// Adds a diagnostic, unless the same one (message, place and all) was added before.
    private mutating func report(_ diagnostic: Diagnostic) {
        if reported.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }

    /// In a newer format, an object this reader must interpret may hold only kinds and keys it knows.
    private mutating func checkNewerFormat(_ view: XcodeObjectView, isaRange: SourceRange) {
        let version = versionLocation
        guard XcodeObjectKinds.known.contains(view.isa) else {
            report(
                XcodeProjectDiagnostics.newerFormatUnknownKind(
                    view.isa, objectVersion: file.objectVersion, at: file.location(of: isaRange),
                    versionAt: version))
            return
        }
        guard let keys = XcodeObjectKinds.interpretedKeys[view.isa] else { return }
        for entry in view.dictionary.entries where !keys.contains(entry.key.value) {
            report(
                XcodeProjectDiagnostics.newerFormatUnknownKey(
                    entry.key.value, isa: view.isa, objectVersion: file.objectVersion,
                    at: file.location(of: entry.key.range),
                    versionAt: version))
        }
    }

    private var versionLocation: SourceLocation {
        file.location(of: file.root.entry("objectVersion")?.value.range ?? .at(0))
    }

    private mutating func optionalString(_ key: String, in object: XcodeObjectView) -> String? {
        guard let node = object.dictionary[key] else { return nil }
        guard let string = node.string else {
            report(
                XcodeProjectDiagnostics.wrongKind(
                    key: key, expected: "a string", found: node.kindName,
                    at: file.location(of: node.range)))
            return nil
        }
        return string.value
    }

    private mutating func requiredString(_ key: String, in object: XcodeObjectView) -> String? {
        guard object.dictionary[key] != nil else {
            report(
                XcodeProjectDiagnostics.missingKey(
                    key, in: "\(object.isa) \(object.id)", at: location(of: object)))
            return nil
        }
        return optionalString(key, in: object)
    }

    private mutating func requiredID(_ key: String, in object: XcodeObjectView) -> String? {
        requiredString(key, in: object)
    }

    /// The strings of a list value with their ranges; missing means empty.
    private mutating func idList(_ key: String, in object: XcodeObjectView) -> [(
        id: String, range: SourceRange
    )] {
        guard let node = object.dictionary[key] else { return [] }
        guard let array = node.array else {
            report(
                XcodeProjectDiagnostics.wrongKind(
                    key: key, expected: "a list", found: node.kindName,
                    at: file.location(of: node.range)))
            return []
        }
        var result: [(String, SourceRange)] = []
        for item in array.items {
            guard let string = item.value.string else {
                report(
                    XcodeProjectDiagnostics.wrongKind(
                        key: key, expected: "a list of strings", found: item.value.kindName,
                        at: file.location(of: item.value.range)))
                continue
            }
            result.append((string.value, string.range))
        }
        return result
    }

    private mutating func stringList(_ key: String, in object: XcodeObjectView) -> [String] {
        idList(key, in: object).map(\.id)
    }

    private func location(of object: XcodeObjectView) -> SourceLocation {
        file.objectEntry(object.id).map { file.location(of: $0.key.range) }
            ?? .file(file.source.path)
    }
}

/// One object of the `objects` dictionary with its kind.
struct XcodeObjectView {
    var id: String
    var isa: String
    var dictionary: PlistDictionary
}

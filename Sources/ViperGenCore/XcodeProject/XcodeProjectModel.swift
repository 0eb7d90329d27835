/// The objects of a project that decide where a file is and which target
/// builds it, read from an ``XcodeProjectFile`` by ``XcodeProjectModelReader``.
/// Folders are paths relative to the project's folder (the one holding the
/// `.xcodeproj`), `""` for that folder itself; `nil` when an item is not under it.
public struct XcodeProjectModel: Sendable {
    /// A group (`PBXGroup`, `PBXVariantGroup`, `XCVersionGroup`) in the tree under the main group.
    public struct Group: Sendable {
        public var id: String
        public var isa: String
        public var name: String?
        public var path: String?
        /// The folder its children's relative paths start from.
        public var folder: String?
        public var childIDs: [String]
        /// The `children` list (nil when the group has none to add to).
        public var children: PlistArray?
        /// How deep in the tree it is (the main group is 0).
        public var depth: Int
        public var parentID: String?

        /// The name Xcode shows.
        public var displayName: String { name ?? path.map(PathText.lastComponent(of:)) ?? "" }
    }

    /// A file in the group tree (`PBXFileReference`, `PBXReferenceProxy`).
    public struct FileReference: Sendable {
        public var id: String
        public var name: String?
        public var path: String?
        /// The file's path relative to the project's folder.
        public var resolvedPath: String?
        public var parentID: String

        public var displayName: String { name ?? path.map(PathText.lastComponent(of:)) ?? "" }
    }

    /// An Xcode 16 folder whose files belong to its targets without being listed.
    public struct SynchronizedGroup: Sendable {
        public var id: String
        public var folder: String?
        public var exceptionSetIDs: [String]
        public var parentID: String
    }

    /// Files of a synchronized folder whose membership in `targetID` is the
    /// opposite of the folder's (`PBXFileSystemSynchronizedBuildFileExceptionSet`).
    public struct ExceptionSet: Sendable {
        public var id: String
        public var targetID: String
        /// Paths relative to the synchronized folder.
        public var membershipExceptions: [String]
        /// The `membershipExceptions` list as read (nil when the set has none), for removing a path from it.
        public var membershipList: PlistArray?
    }

    /// A target (`PBXNativeTarget`, `PBXAggregateTarget`, `PBXLegacyTarget`).
    public struct Target: Sendable {
        public var id: String
        public var isa: String
        public var name: String
        public var buildPhaseIDs: [String]
        /// The `buildPhases` list as read (nil when the target has none), for adding a phase to it.
        public var buildPhaseList: PlistArray?
        public var synchronizedGroupIDs: [String] {
            didSet { synchronizedGroupIDSet = Set(synchronizedGroupIDs) }
        }
        /// `synchronizedGroupIDs` as a set, for ``lists(synchronizedGroup:)``.
        private var synchronizedGroupIDSet: Set<String>

        init(
            id: String, isa: String, name: String, buildPhaseIDs: [String],
            buildPhaseList: PlistArray? = nil, synchronizedGroupIDs: [String]
        ) {
            self.id = id
            self.isa = isa
            self.name = name
            self.buildPhaseIDs = buildPhaseIDs
            self.buildPhaseList = buildPhaseList
            self.synchronizedGroupIDs = synchronizedGroupIDs
            self.synchronizedGroupIDSet = Set(synchronizedGroupIDs)
        }

        /// True when the synchronized folder `groupID` is one of the target's.
        public func lists(synchronizedGroup groupID: String) -> Bool {
            synchronizedGroupIDSet.contains(groupID)
        }
    }

    /// A target's Compile Sources or Copy Bundle Resources phase.
    public struct BuildPhase: Sendable {
        public var id: String
        public var buildFileIDs: [String]
        public var files: PlistArray
    }

    public let file: XcodeProjectFile
    public var mainGroupID: String
    /// In the order of the project's `targets` list.
    public var targets: [Target] {
        didSet { firstTargetNamed = Self.firstTargetNamed(in: targets) }
    }
    public var groups: [String: Group]
    public var fileReferences: [String: FileReference]
    public var synchronizedGroups: [String: SynchronizedGroup]
    public var exceptionSets: [String: ExceptionSet]
    /// Build file ID to the file reference it builds, for the build files of every phase.
    public var buildFileReferences: [String: String] {
        didSet { indexPhaseBuildFiles() }
    }
    /// Build file ID to the phase that lists it.
    public var buildFilePhases: [String: String]
    /// The `files` list of every build phase of the targets, by phase ID.
    public var phaseFiles: [String: PlistArray]
    /// Target ID to its Compile Sources phase, for targets that have one.
    public var sourcesPhases: [String: BuildPhase] {
        didSet { indexPhaseBuildFiles() }
    }
    /// Target ID to its Copy Bundle Resources phase (its first), for targets that have one.
    public var resourcesPhases: [String: BuildPhase] {
        didSet { indexPhaseBuildFiles() }
    }
    /// Groups, files and synchronized folders in tree order (depth first, children in order).
    public var treeOrder: [String]
    /// File reference IDs by resolved path, in tree order.
    public var referencesByPath: [String: [String]]
    /// Group IDs by the folder they stand for, in tree order.
    public var groupsByFolder: [String: [String]]
    /// Build file IDs by the file reference they build.
    public var buildFilesByReference: [String: [String]]
    /// For each Compile Sources and Resources phase (by ID), each file reference's build files in the phase's order.
    private var phaseBuildFiles: [String: PhaseBuildFiles] = [:]
    /// For each target name, the position in `targets` of the first target with it.
    private var firstTargetNamed: [String: Int]

    init(
        file: XcodeProjectFile, mainGroupID: String, targets: [Target], groups: [String: Group],
        fileReferences: [String: FileReference], synchronizedGroups: [String: SynchronizedGroup],
        exceptionSets: [String: ExceptionSet], buildFileReferences: [String: String],
        buildFilePhases: [String: String],
        phaseFiles: [String: PlistArray], sourcesPhases: [String: BuildPhase],
        resourcesPhases: [String: BuildPhase] = [:],
        treeOrder: [String],
        referencesByPath: [String: [String]], groupsByFolder: [String: [String]],
        buildFilesByReference: [String: [String]]
    ) {
        self.file = file
        self.mainGroupID = mainGroupID
        self.targets = targets
        self.groups = groups
        self.fileReferences = fileReferences
        self.synchronizedGroups = synchronizedGroups
        self.exceptionSets = exceptionSets
        self.buildFileReferences = buildFileReferences
        self.buildFilePhases = buildFilePhases
        self.phaseFiles = phaseFiles
        self.sourcesPhases = sourcesPhases
        self.resourcesPhases = resourcesPhases
        self.treeOrder = treeOrder
        self.referencesByPath = referencesByPath
        self.groupsByFolder = groupsByFolder
        self.buildFilesByReference = buildFilesByReference
        self.firstTargetNamed = Self.firstTargetNamed(in: targets)
        indexPhaseBuildFiles()
    }

    private mutating func indexPhaseBuildFiles() {
        phaseBuildFiles = Self.phaseBuildFiles(
            of: Array(sourcesPhases.values) + Array(resourcesPhases.values), buildFileReferences)
    }

    /// The first target with this name.
    public func target(named name: String) -> Target? {
        firstTargetNamed[name].map { targets[$0] }
    }

    private static func firstTargetNamed(in targets: [Target]) -> [String: Int] {
        var result: [String: Int] = [:]
        for (position, target) in targets.enumerated() where result[target.name] == nil {
            result[target.name] = position
        }
        return result
    }

    public var targetNames: [String] { targets.map(\.name) }

    /// The file references whose resolved path is `path`, in tree order.
    public func fileReferences(at path: String) -> [FileReference] {
        (referencesByPath[path] ?? []).compactMap { fileReferences[$0] }
    }

    /// `target`'s phase of this kind, when it has one.
    public func phase(_ kind: XcodeBuildPhaseKind, of target: Target) -> BuildPhase? {
        switch kind {
        case .sources: return sourcesPhases[target.id]
        case .resources: return resourcesPhases[target.id]
        }
    }

    /// The IDs of the build files in `target`'s phase of kind `kind` (Compile
    /// Sources unless told) that build `fileReferenceID`, in the phase's order.
    public func buildFiles(
        of fileReferenceID: String, in target: Target, phase kind: XcodeBuildPhaseKind = .sources
    ) -> [String] {
        guard let phase = phase(kind, of: target) else { return [] }
        return phaseBuildFiles[phase.id]?.buildFiles(of: fileReferenceID) ?? []
    }

    /// One phase's build files by the file reference they build, so a lookup
    /// costs the same however many files the phase has. A reference almost
    /// always has one build file in a phase, kept without a list of its own.
    struct PhaseBuildFiles: Sendable {
        private var single: [String: String] = [:]
        private var several: [String: [String]] = [:]

        mutating func add(_ buildFileID: String, building reference: String) {
            if several[reference] != nil {
                several[reference]?.append(buildFileID)
            } else if let first = single.removeValue(forKey: reference) {
                several[reference] = [first, buildFileID]
            } else {
                single[reference] = buildFileID
            }
        }

        func buildFiles(of reference: String) -> [String] {
            several[reference] ?? single[reference].map { [$0] } ?? []
        }
    }

    private static func phaseBuildFiles(
        of phases: [BuildPhase], _ references: [String: String]
    )
        -> [String: PhaseBuildFiles]
    {
        var result: [String: PhaseBuildFiles] = [:]
        for phase in phases where result[phase.id] == nil {
            var byReference = PhaseBuildFiles()
            for buildFileID in phase.buildFileIDs {
                if let reference = references[buildFileID] {
                    byReference.add(buildFileID, building: reference)
                }
            }
            result[phase.id] = byReference
        }
        return result
    }

    /// The location of an object's entry, for diagnostics.
    public func location(of id: String) -> SourceLocation? {
        file.objectEntry(id).map { file.location(of: $0.key.range) }
    }
}

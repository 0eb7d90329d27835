/// Stage 7b, Xcode project, after the write plan: the Xcode project's part of a run, when
/// `viper-gen.yml` has an `xcode:` section. Every file of the run that a build
/// phase takes (``XcodeProjectItem``: a Swift file, a resource, or the asset
/// catalog a file is in) is added to its targets (a module's override, else
/// `target`, or `testTarget` for files under the tests folder; a shared file,
/// those of the modules that use it); every such file the plan deletes loses
/// its references; stale references (see ``staleReferences(in:planned:)``)
/// are found, and removed when asked. Other files (specs, `.md`) are left out
/// of the project. The result is
/// the project file's new bytes (which ``GenerationPipeline`` adds to the
/// write plan) and what `check` reports as project drift. Reads the project
/// file; writes nothing.
public struct XcodeProjectStage {
    /// A file and the target that should build it.
    public struct Membership: Equatable, Sendable {
        public var path: String
        public var target: String

        public init(path: String, target: String) {
            self.path = path
            self.target = target
        }
    }

    /// What to do with references to files that no longer exist.
    public enum StaleReferences: Equatable, Sendable {
        /// Do not look for them (a run about some modules only).
        case ignored
        /// Report them (`check`, `generate`).
        case reported
        /// Report and remove them (`generate --prune`).
        case removed
    }

    public struct Result: Equatable, Sendable {
        /// The project file, relative to the project root.
        public var projectFile: String
        /// The project file's bytes before the run.
        public var previous: [UInt8]
        /// Its new bytes, when the run changes them.
        public var contents: [UInt8]?
        /// Files their target does not build yet (paths relative to the project root), in the run's order.
        public var missingFromTarget: [Membership]
        /// References to files viper-gen writes that no longer exist (root-relative, sorted).
        public var staleReferences: [String]

        public init(
            projectFile: String, previous: [UInt8], contents: [UInt8]?,
            missingFromTarget: [Membership],
            staleReferences: [String]
        ) {
            self.projectFile = projectFile
            self.previous = previous
            self.contents = contents
            self.missingFromTarget = missingFromTarget
            self.staleReferences = staleReferences
        }
    }

    let settings: XcodeSettings
    let config: ProjectConfig
    let rootPath: String
    let fileSystem: FileSystem
    /// The project file as the load stage parsed it, if it did (else read here).
    let loadedModel: XcodeProjectModel?
    /// The modules with an override, sorted: shared files go to their targets in this order.
    private let overriddenModules: [String]
    /// Where modules live, and the folders viper-gen writes in: made once, asked for every file.
    private let moduleRoots: [String]
    private let writtenFolders: [String]

    public init(
        settings: XcodeSettings, config: ProjectConfig, rootPath: String, fileSystem: FileSystem,
        model: XcodeProjectModel? = nil
    ) {
        self.loadedModel = model
        self.settings = settings
        self.config = config
        self.rootPath = rootPath
        self.fileSystem = fileSystem
        self.overriddenModules = settings.modules.keys.sorted()
        moduleRoots = ModuleFolders(config: config).roots
        writtenFolders = moduleRoots + [config.shared, config.sharedTests]
    }

    /// The project's edits for a run that writes (or keeps) `files` and deletes
    /// `deleted` (root-relative paths; only those a build phase takes, as
    /// ``XcodeProjectItem``s, are considered).
    /// `sharedUsers` names, for each shared file, the modules that use it
    /// (``OutputFile/usedBy``): only their targets build it.
    public func plan(
        files: [String], deleted: [String] = [], sharedUsers: [String: [String]] = [:],
        staleReferences: StaleReferences
    ) throws(DiagnosticList) -> Result {
        let model = try currentModel()
        var editor = XcodeProjectEditor(model: model)
        var diagnostics: [Diagnostic] = []
        var missing: [Membership] = []
        // Names the project lacks, each reported once: the hint weighs every target's name.
        var unknownNames: Set<XcodeSettings.TargetName> = []
        let knownTargets = SpellingCandidates(model.targetNames, kind: "targets")
        let items = Self.items(of: files, sharedUsers: sharedUsers)
        var untargeted: [String] = []
        for (item, users) in items {
            let path = item.path
            let names = targetNames(for: path, usedBy: users)
            if names.isEmpty { untargeted.append(path) }
            for name in names {
                guard let target = model.target(named: name.name) else {
                    if unknownNames.insert(name).inserted {
                        diagnostics.append(
                            XcodeProjectDiagnostics.unknownTarget(
                                name.name, known: knownTargets,
                                at: name.location))
                    }
                    continue
                }
                do throws(Diagnostic) {
                    let addition = try editor.add(projectRelative(path), to: target)
                    if addition == .added || addition == .readmitted {
                        missing.append(Membership(path: path, target: name.name))
                    }
                } catch {
                    diagnostics.append(error)
                }
            }
        }
        if let first = untargeted.first {
            diagnostics.append(
                XcodeProjectDiagnostics.noTestTarget(
                    first, count: untargeted.count, targets: model.targetNames,
                    at: settings.projectLocation))
        }
        let planned = Set(items.map(\.item.path))
        let deletedFiles = Set(deleted)
        for item in Self.items(of: deleted).map(\.item) where !planned.contains(item.path) {
            // A catalog keeps its reference while it holds files this run does not delete:
            // images a team put beside the files viper-gen wrote there stay in the build.
            if item.type == .assetCatalog, holdsOtherFiles(item.path, than: deletedFiles) {
                continue
            }
            editor.remove(projectRelative(item.path))
        }
        var stale: [String] = []
        if staleReferences != .ignored {
            stale = self.staleReferences(in: model, planned: planned)
            if staleReferences == .removed {
                for path in stale { editor.remove(projectRelative(path)) }
            }
        }
        // Repeats dropped in the order met (a Set's order changes from run to run), then sorted stably.
        var seen: Set<Diagnostic> = []
        let distinct = diagnostics.filter { seen.insert($0).inserted }
        guard distinct.isEmpty else { throw DiagnosticList(distinct.sortedByLocation()) }
        let bytes = editor.editedBytes()
        return Result(
            projectFile: settings.projectFilePath, previous: model.file.bytes,
            contents: bytes == model.file.bytes ? nil : bytes, missingFromTarget: missing,
            staleReferences: stale)
    }

    /// True when the folder at the root-relative `folder` holds a file (at
    /// any depth) other than `files`, or cannot be listed: then it is kept.
    /// A folder that is not there holds nothing.
    private func holdsOtherFiles(_ folder: String, than files: Set<String>) -> Bool {
        do {
            switch try fileSystem.kind(of: PathText.join(rootPath, folder), beneath: rootPath) {
            case nil: return false
            case .directory?: break
            case _?: return true
            }
        } catch {
            return true
        }
        var pending = [folder]
        while let next = pending.popLast() {
            guard
                let entries = try? fileSystem.kindsOfEntries(
                    in: PathText.join(rootPath, next), beneath: rootPath)
            else { return true }
            for (name, kind) in entries {
                let path = PathText.join(next, name)
                if kind == .directory {
                    pending.append(path)
                } else if !files.contains(path) {
                    return true
                }
            }
        }
        return false
    }

    /// The project items of `paths`, each once, in the order first met, with
    /// the users (``OutputFile/usedBy``) of the first file that gives it.
    /// An asset catalog a run deletes files of while keeping others is kept:
    /// ``plan(files:deleted:sharedUsers:staleReferences:)`` removes only items it does not plan,
    /// and a catalog only when it holds nothing else.
    static func items(of paths: [String], sharedUsers: [String: [String]] = [:])
        -> [(item: XcodeProjectItem, users: [String]?)]
    {
        var seen: Set<String> = []
        var items: [(item: XcodeProjectItem, users: [String]?)] = []
        for path in paths {
            guard let item = XcodeProjectItem(outputPath: path),
                seen.insert(item.path).inserted
            else { continue }
            items.append((item, sharedUsers[path]))
        }
        return items
    }

    /// References viper-gen could have written that are neither on disk nor
    /// planned: a file reference directly in a plain group (`PBXGroup`; a
    /// localized file's variant group is Xcode's), of a kind a build phase
    /// takes from viper-gen (``XcodeFileType``: Swift, the resource kinds, an
    /// asset catalog), in the folders viper-gen writes (modules and shared
    /// files). Anything else there (a `.md`, an `.xcconfig`) is never stale.
    private func staleReferences(in model: XcodeProjectModel, planned: Set<String>) -> [String] {
        var stale: Set<String> = []
        for reference in model.fileReferences.values {
            guard let path = reference.resolvedPath.map(rootRelative),
                XcodeFileType(fileName: PathText.lastComponent(of: path)) != nil,
                model.groups[reference.parentID]?.isa == "PBXGroup",
                !planned.contains(path),
                isWrittenByViperGen(path), fileSystem.kind(of: PathText.join(rootPath, path)) == nil
            else { continue }
            stale.insert(path)
        }
        return stale.sorted()
    }

    /// The load stage's model while the file still holds the bytes it parsed
    /// (a read costs far less than a parse); else the file parsed anew, so an
    /// edit made since (Xcode saving) is built on, never overwritten.
    private func currentModel() throws(DiagnosticList) -> XcodeProjectModel {
        guard let loadedModel,
            let bytes = try? fileSystem.read(
                PathText.join(rootPath, settings.projectFilePath), beneath: rootPath,
                limit: XcodeProjectFile.maximumSize),
            bytes == loadedModel.file.source.bytes
        else { return try readModel() }
        return loadedModel
    }

    private func readModel() throws(DiagnosticList) -> XcodeProjectModel {
        try Self.readModel(settings, rootPath: rootPath, fileSystem: fileSystem)
    }

    /// The project `settings` names, read (confined to the root) and checked.
    static func readModel(_ settings: XcodeSettings, rootPath: String, fileSystem: FileSystem)
        throws(DiagnosticList) -> XcodeProjectModel
    {
        let path = settings.projectFilePath
        let absolute = PathText.join(rootPath, path)
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.read(
                absolute, beneath: rootPath, limit: XcodeProjectFile.maximumSize)
        } catch {
            throw DiagnosticList([
                XcodeProjectDiagnostics.missingProjectFile(
                    path, reason: error.reason,
                    at: settings.projectLocation)
            ])
        }
        return try XcodeProjectModelReader.read(SourceFile(path: path, bytes: bytes)).get()
    }

    /// The targets that build a file. A module's file: its override's targets,
    /// else the project's (test side: `testTarget`; none when there is none,
    /// which ``plan(files:deleted:sharedUsers:staleReferences:)`` reports as an
    /// error). A shared file: the targets of the modules in `usedBy`, each
    /// its override's or the project's; with no user named (the runtime of a
    /// project with no module yet, or a caller that does not know), the
    /// project's targets and every override's.
    func targetNames(for path: String, usedBy users: [String]? = nil)
        -> [XcodeSettings.TargetName]
    {
        let isTest = XcodePath.contains(config.tests, path)
        let main = isTest ? settings.testTargets : settings.targets
        func targets(of module: String) -> [XcodeSettings.TargetName] {
            let override = settings.modules[module]
            let own = (isTest ? override?.testTargets : override?.targets) ?? []
            return own.isEmpty ? main : own
        }
        var names: [XcodeSettings.TargetName] = []
        var named: Set<String> = []
        func add(_ more: [XcodeSettings.TargetName]) {
            for name in more where named.insert(name.name).inserted { names.append(name) }
        }
        // A shared file first: a `shared` folder may lie inside a module root.
        if let users, !users.isEmpty {
            for module in users { add(targets(of: module)) }
            return names
        }
        if users == nil, let module = moduleName(of: path) { return targets(of: module) }
        add(main)
        for module in overriddenModules { add(targets(of: module)) }
        return names
    }

    /// The module a file belongs to: the first folder below one of ``ModuleFolders/roots``.
    private func moduleName(of path: String) -> String? {
        for root in moduleRoots where XcodePath.contains(root, path) {
            return XcodePath.relative(path, to: root).split(separator: "/").first.map(String.init)
        }
        return nil
    }

    /// True for paths in the folders viper-gen writes: modules and shared files.
    private func isWrittenByViperGen(_ path: String) -> Bool {
        writtenFolders.contains { XcodePath.contains($0, path) }
    }

    private var projectFolder: String { XcodePath.parent(of: settings.project) }

    /// A root-relative path as the project sees it (relative to the `.xcodeproj`'s folder).
    func projectRelative(_ path: String) -> String {
        let folder = projectFolder
        if folder.isEmpty { return path }
        if XcodePath.contains(folder, path) { return XcodePath.relative(path, to: folder) }
        return String(repeating: "../", count: folder.split(separator: "/").count) + path
    }

    /// A path relative to the project's folder, as the project root sees it.
    func rootRelative(_ path: String) -> String {
        XcodePath.normalized(projectFolder.isEmpty ? path : projectFolder + "/" + path)
    }
}

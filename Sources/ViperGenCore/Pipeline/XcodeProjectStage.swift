/// After the write plan: the Xcode project's part of a run, when `viper-gen.yml`
/// has an `xcode:` section. Every Swift file the plan keeps is added to its
/// target (a module's override, else `target`, or `testTarget` for files under
/// the tests folder); every file the plan deletes loses its references; with
/// `prunesStaleReferences`, references under the output folders to Swift files
/// that neither exist nor are planned are removed too. The result is one more
/// write-plan entry (the project file's new bytes) and what `check` reports.
public struct XcodeProjectStage {
    /// A file and the target that should build it.
    public struct Membership: Equatable, Sendable {
        public var path: String
        public var target: String
    }

    public struct Result: Equatable, Sendable {
        /// The project file's new bytes, when they change.
        public var entry: WritePlan.Entry?
        /// Files their target does not build yet (paths relative to the project root).
        public var missingFromTarget: [Membership]
        /// References to Swift files under the output folders that no longer exist.
        public var staleReferences: [String]
    }

    let settings: XcodeSettings
    let config: ProjectConfig
    let rootPath: String
    let fileSystem: FileSystem

    public init(settings: XcodeSettings, config: ProjectConfig, rootPath: String, fileSystem: FileSystem) {
        self.settings = settings
        self.config = config
        self.rootPath = rootPath
        self.fileSystem = fileSystem
    }

    /// The project's edits for `plan`.
    public func plan(_ plan: WritePlan, prunesStaleReferences: Bool) throws(DiagnosticList) -> Result {
        let model = try readModel()
        var editor = XcodeProjectEditor(model: model)
        var diagnostics: [Diagnostic] = []
        var missing: [Membership] = []
        let kept = plan.entries.filter { $0.path.hasSuffix(".swift") && ![.delete, .orphan].contains($0.action) }
        for entry in kept {
            guard let name = targetName(for: entry.path) else { continue }
            guard let target = model.target(named: name.name) else {
                diagnostics.append(XcodeProjectDiagnostics.unknownTarget(name.name, known: model.targetNames, at: name.location))
                continue
            }
            do throws(Diagnostic) {
                if try editor.add(projectRelative(entry.path), to: target) == .added {
                    missing.append(Membership(path: entry.path, target: name.name))
                }
            } catch {
                diagnostics.append(error)
            }
        }
        for entry in plan.entries where entry.action == .delete { editor.remove(projectRelative(entry.path)) }
        let planned = Set(kept.map(\.path))
        var stale: [String] = []
        for reference in model.fileReferences.values {
            guard let path = reference.resolvedPath.map(rootRelative), path.hasSuffix(".swift"), !planned.contains(path),
                  isUnderOutputFolders(path), !fileSystem.fileExists(PathText.join(rootPath, path))
            else { continue }
            stale.append(path)
        }
        stale = Array(Set(stale)).sorted()
        if prunesStaleReferences { for path in stale { editor.remove(projectRelative(path)) } }
        guard diagnostics.isEmpty else { throw DiagnosticList(Array(Set(diagnostics)).sortedByLocation()) }
        let bytes = editor.editedBytes()
        let entry = bytes == model.file.bytes ? nil
            : WritePlan.Entry(path: settings.projectFilePath, action: .update, contents: bytes, ownership: nil,
                              previous: model.file.bytes)
        return Result(entry: entry, missingFromTarget: missing, staleReferences: stale)
    }

    private func readModel() throws(DiagnosticList) -> XcodeProjectModel {
        let path = PathText.join(rootPath, settings.projectFilePath)
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.read(path)
        } catch {
            throw DiagnosticList([XcodeProjectDiagnostics.missingProjectFile(settings.projectFilePath, reason: error.reason,
                                                                            at: settings.projectLocation)])
        }
        return try XcodeProjectModelReader.read(SourceFile(path: settings.projectFilePath, bytes: bytes)).get()
    }

    /// The target named for a file: the module's override, else the project's (test side: `testTarget`).
    func targetName(for path: String) -> XcodeSettings.TargetName? {
        let isTest = XcodePath.contains(config.tests, path)
        let override = moduleName(of: path).flatMap { settings.modules[$0] }
        return isTest ? (override?.testTarget ?? settings.testTarget) : (override?.target ?? settings.target)
    }

    /// The module a file belongs to: `<sources or tests>/Modules/<Module>/...`.
    private func moduleName(of path: String) -> String? {
        for root in [config.sources, config.tests] where XcodePath.contains(PathText.join(root, "Modules"), path) {
            let rest = XcodePath.relative(path, to: PathText.join(root, "Modules"))
            return rest.split(separator: "/").first.map(String.init)
        }
        return nil
    }

    private func isUnderOutputFolders(_ path: String) -> Bool {
        [config.sources, config.tests, config.shared].contains { XcodePath.contains($0, path) }
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

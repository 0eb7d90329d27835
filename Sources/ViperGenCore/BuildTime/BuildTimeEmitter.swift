/// What `viper-gen emit` writes for one target of a `generation: build`
/// package: for each spec the plugin names, that module's generated files
/// whose place is inside the target's folder, joined into one file named by
/// ``BuildTimeFiles/fileName(forSpec:)``; the shared generated files there
/// (runtime, traits, or their test side) into ``BuildTimeFiles/sharedFile``.
/// A file with nothing for this target holds one comment, so every file the
/// plugin declared exists. Pure: the caller writes the files.
public struct BuildTimeEmitter {
    /// One file of the plugin's work folder.
    public struct File: Equatable, Sendable {
        public var name: String
        public var contents: String
    }

    let project: Project
    /// The target's folder, relative to the project root.
    let targetFolder: String

    public init(project: Project, targetFolder: String) {
        self.project = project
        self.targetFolder = targetFolder
    }

    /// The generated files whose place is inside the target's folder.
    public func outputs(_ outputs: [OutputFile]) -> [OutputFile] {
        outputs.filter {
            $0.ownership == .generated
                && (targetFolder == "." || PathText.relative($0.path, to: targetFolder) != nil)
        }
    }

    /// The work folder's files, from `outputs` (as ``outputs(_:)`` picks them,
    /// in the order they are joined) and their rendering. `specs` are the spec paths the
    /// plugin declared files for (root-relative); every module's must be among them.
    public func files(
        for specs: [String], outputs: [OutputFile], rendered: [RenderedFile]
    ) throws(DiagnosticList) -> [File] {
        let declared = Set(specs)
        let undeclared = project.modules.filter { !declared.contains($0.specPath) }
        guard undeclared.isEmpty else {
            throw DiagnosticList(
                undeclared.map { BuildTimeDiagnostics.specNotDeclared($0.specPath) })
        }
        var text: [String: String] = [:]
        for file in rendered { text[file.path] = file.contents }
        var byFile: [String: [String]] = [:]
        for output in outputs {
            let name =
                output.usedBy == nil
                ? BuildTimeFiles.fileName(forSpec: output.sourcePath ?? "")
                : BuildTimeFiles.sharedFile
            byFile[name, default: []].append(text[output.path] ?? "")
        }
        let names = [BuildTimeFiles.sharedFile] + specs.map(BuildTimeFiles.fileName(forSpec:))
        var written: Set<String> = []
        return names.compactMap { name in
            guard written.insert(name).inserted else { return nil }
            let parts = byFile[name] ?? []
            let contents =
                parts.isEmpty
                ? (name == BuildTimeFiles.sharedFile
                    ? "// viper-gen: this target builds none of the shared runtime.\n"
                    : "// viper-gen: this target builds nothing of this spec.\n")
                : parts.joined(separator: "\n")
            return File(name: name, contents: contents)
        }
    }
}

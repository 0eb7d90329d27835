/// Applies a ``WritePlan`` all or nothing. Every new file is first written to a
/// temporary file beside its target; only when all are written are they renamed
/// into place, the replaced files kept as backups until the end. Any failure
/// undoes everything: temporary files and new folders are removed and backups
/// renamed back, so bytes and modification times are exactly as before.
public struct WritePlanApplier {
    static let temporarySuffix = ".viper-gen-new"
    static let backupSuffix = ".viper-gen-old"

    let fileSystem: FileSystem
    let rootPath: String
    /// Test hook: fail as if the disk refused the operation after this many
    /// file operations (temporary writes and renames) succeeded.
    var failsAfterOperations: Int?

    public init(fileSystem: FileSystem, rootPath: String) {
        self.fileSystem = fileSystem
        self.rootPath = rootPath
    }

    init(fileSystem: FileSystem, rootPath: String, failsAfterOperations: Int?) {
        self.init(fileSystem: fileSystem, rootPath: rootPath)
        self.failsAfterOperations = failsAfterOperations
    }

    private struct Undo {
        var createdFolders: [String] = []
        /// Temporary files written and not yet renamed (a set: thousands come and go).
        var temporaries: Set<String> = []
        /// Targets renamed into place, with their backup if one was made.
        var placed: [(target: String, backup: String?)] = []
        /// Deleted files, kept as backups.
        var removed: [(target: String, backup: String)] = []
    }

    public func apply(_ plan: WritePlan) throws(DiagnosticList) {
        var undo = Undo()
        var operations = 0
        func operation() throws(FileSystemError) {
            if let limit = failsAfterOperations, operations >= limit {
                throw FileSystemError(path: "(injected fault)", reason: "Input/output error")
            }
            operations += 1
        }
        do {
            for entry in plan.entries where entry.action == .create || entry.action == .update {
                let target = PathText.join(rootPath, entry.path)
                try createFolders(for: target, recordingIn: &undo.createdFolders)
                let temporary = Self.sibling(of: target, suffix: Self.temporarySuffix)
                try operation()
                undo.temporaries.insert(temporary)
                try fileSystem.write(entry.contents ?? [], to: temporary)
                if entry.action == .update { fileSystem.copyPermissions(from: target, to: temporary) }
            }
            for entry in plan.entries {
                let target = PathText.join(rootPath, entry.path)
                switch entry.action {
                case .create, .update:
                    var backup: String?
                    if entry.action == .update {
                        let name = Self.sibling(of: target, suffix: Self.backupSuffix)
                        try operation()
                        try fileSystem.rename(target, to: name)
                        backup = name
                        undo.placed.append((target, backup))
                    }
                    let temporary = Self.sibling(of: target, suffix: Self.temporarySuffix)
                    try operation()
                    try fileSystem.rename(temporary, to: target)
                    undo.temporaries.remove(temporary)
                    if backup == nil { undo.placed.append((target, nil)) }
                case .delete:
                    let backup = Self.sibling(of: target, suffix: Self.backupSuffix)
                    try operation()
                    try fileSystem.rename(target, to: backup)
                    undo.removed.append((target, backup))
                case .unchanged, .keep, .orphan:
                    break
                }
            }
        } catch {
            let restored = rollBack(undo)
            throw DiagnosticList([OutputDiagnostics.writeFailed(error, restored: restored)])
        }
        for backup in undo.placed.compactMap(\.backup) + undo.removed.map(\.backup) {
            try? fileSystem.removeFile(backup)
        }
    }

    /// Undoes a partial run; true when everything was restored.
    private func rollBack(_ undo: Undo) -> Bool {
        var restored = true
        for temporary in undo.temporaries.sorted() {
            restored = (try? fileSystem.removeFile(temporary)) != nil && restored
        }
        for (target, backup) in undo.placed.reversed() {
            if let backup {
                if fileSystem.kind(of: target) != nil { try? fileSystem.removeFile(target) }
                restored = (try? fileSystem.rename(backup, to: target)) != nil && restored
            } else {
                restored = (try? fileSystem.removeFile(target)) != nil && restored
            }
        }
        for (target, backup) in undo.removed.reversed() {
            restored = (try? fileSystem.rename(backup, to: target)) != nil && restored
        }
        for folder in undo.createdFolders.reversed() {
            restored = (try? fileSystem.removeDirectory(folder)) != nil && restored
        }
        return restored
    }

    /// Creates the missing folders above `path`, outermost first, recording each.
    private func createFolders(for path: String, recordingIn created: inout [String]) throws(FileSystemError) {
        var missing: [String] = []
        var folder = PathText.directory(of: path)
        while fileSystem.kind(of: folder) == nil, folder != "/" {
            missing.insert(folder, at: 0)
            folder = PathText.directory(of: folder)
        }
        for folder in missing {
            try fileSystem.createDirectory(folder)
            created.append(folder)
        }
    }

    static func sibling(of path: String, suffix: String) -> String {
        PathText.join(PathText.directory(of: path), "." + PathText.lastComponent(of: path) + suffix)
    }
}

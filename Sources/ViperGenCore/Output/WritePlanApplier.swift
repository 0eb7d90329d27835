/// Applies a ``WritePlan`` all or nothing, confined to the project.
///
/// 1. A journal at the root lists every temporary and backup name first
///    (``WriteJournal``), so a killed run can be undone by the next one.
/// 2. Each new content goes to a temporary file beside its target, created
///    exclusively under an unpredictable name.
/// 3. Then each file is switched in one step: an updated file gets a backup
///    (a hard link to the old file) and the temporary is renamed over it, so
///    the path always holds the old or the new file, never nothing; a new file
///    is renamed in only if nothing appeared at its path meanwhile; a deleted
///    file is renamed to its backup.
/// 4. At the end the backups and the journal are deleted. The journal is
///    kept whenever something it names could not be removed or restored, on
///    commit or on rollback, so `check` reports it and the next run undoes it.
///
/// Any failure, or a stop request (``WriteInterruption``), undoes everything:
/// bytes, modification times and inodes are exactly as before. Files the
/// user named outside the project (build lists) are written the same way in
/// their own folder, without the journal.
public struct WritePlanApplier {
    let fileSystem: FileSystem
    let rootPath: String
    /// Asked before each operation: a stop request rolls the run back.
    var interruption: WriteInterruption?
    /// Test hook: fail as if the disk refused the operation after this many
    /// file operations (temporary writes, links and renames) succeeded.
    var failsAfterOperations: Int?

    public init(fileSystem: FileSystem, rootPath: String, interruption: WriteInterruption? = nil) {
        self.fileSystem = fileSystem
        self.rootPath = rootPath
        self.interruption = interruption
    }

    init(fileSystem: FileSystem, rootPath: String, failsAfterOperations: Int?) {
        self.init(fileSystem: fileSystem, rootPath: rootPath)
        self.failsAfterOperations = failsAfterOperations
    }

    /// One file to switch, with the names the run gives it.
    private struct Step {
        var entry: WritePlan.Entry
        /// The writer's key (`""` for the project root) and the path beneath it.
        var base: String
        var path: String
        var temporary: String?
        var backup: String?
    }

    /// What has been done so far, to undo it.
    private struct Undo {
        var createdFolders: [(base: String, path: String)] = []
        /// Every temporary written, in order; those moved into place are in
        /// `movedTemporaries` (a set: a run may write tens of thousands).
        var temporaries: [TemporaryFile] = []
        var movedTemporaries: Set<TemporaryFile> = []
        var linkedBackups: [(base: String, path: String)] = []
        var replaced: [(base: String, target: String, backup: String)] = []
        var created: [(base: String, path: String)] = []
        var deleted: [(base: String, target: String, backup: String)] = []
        var journal = false
    }

    /// A temporary file: the writer's key and the path beneath it.
    private struct TemporaryFile: Hashable {
        var base: String
        var path: String
    }

    private struct Stop: Error {}

    public func apply(_ plan: WritePlan) throws(DiagnosticList) {
        let steps = plan.entries.compactMap(Self.step)
        guard !steps.isEmpty else { return }
        interruption?.beginApplying()
        var completed = false
        defer { interruption?.endApplying(completed: completed) }
        var writers: [String: ConfinedWriter] = [:]
        defer { writers.values.forEach { $0.close() } }
        var undo = Undo()
        var operations = 0
        func writer(_ base: String) throws(FileSystemError) -> ConfinedWriter {
            if let known = writers[base] { return known }
            let made = try fileSystem.writer(beneath: base.isEmpty ? rootPath : base, creatingRoot: true)
            writers[base] = made
            return made
        }
        func operation() throws(FileSystemError) {
            if interruption?.requestedSignal != nil { throw FileSystemError(path: "", reason: Self.interrupted) }
            if let limit = failsAfterOperations, operations >= limit {
                throw FileSystemError(path: "(injected fault)", reason: "Input/output error")
            }
            operations += 1
        }
        do throws(FileSystemError) {
            let journal = WriteJournal(temporaries: steps.filter { $0.base.isEmpty }.compactMap(\.temporary),
                                       backups: steps.filter { $0.base.isEmpty }.compactMap(\.backup))
            if !journal.temporaries.isEmpty || !journal.backups.isEmpty {
                try writer("").createFile(WriteJournal.fileName, bytes: Array(journal.text.utf8), modeOf: nil)
                undo.journal = true
            }
            for step in steps {
                guard let temporary = step.temporary else { continue }
                let folders = try writer(step.base).createFolders(PathText.directory(of: step.path))
                undo.createdFolders += folders.map { (step.base, $0) }
                try operation()
                try writer(step.base).createFile(temporary, bytes: step.entry.contents ?? [],
                                                 modeOf: step.entry.action == .update ? step.path : nil)
                undo.temporaries.append(TemporaryFile(base: step.base, path: temporary))
            }
            for step in steps {
                let files = try writer(step.base)
                switch step.entry.action {
                case .update:
                    guard let temporary = step.temporary, let backup = step.backup else { continue }
                    try operation()
                    try files.link(step.path, as: backup)
                    undo.linkedBackups.append((step.base, backup))
                    try operation()
                    try files.replace(step.path, with: temporary)
                    undo.linkedBackups.removeLast()
                    undo.movedTemporaries.insert(TemporaryFile(base: step.base, path: temporary))
                    undo.replaced.append((step.base, step.path, backup))
                case .create:
                    guard let temporary = step.temporary else { continue }
                    try operation()
                    do throws(FileSystemError) {
                        try files.move(temporary, toNew: step.path)
                    } catch where error.reason == "File exists" || (try? files.exists(step.path)) == true {
                        throw FileSystemError(path: PathText.join(step.base.isEmpty ? rootPath : step.base, step.path),
                                              reason: Self.appeared)
                    }
                    undo.movedTemporaries.insert(TemporaryFile(base: step.base, path: temporary))
                    undo.created.append((step.base, step.path))
                case .delete:
                    guard let backup = step.backup else { continue }
                    try operation()
                    try files.move(step.path, toNew: backup)
                    undo.deleted.append((step.base, step.path, backup))
                case .unchanged, .keep, .orphan:
                    break
                }
            }
            if interruption?.requestedSignal != nil { throw FileSystemError(path: "", reason: Self.interrupted) }
        } catch {
            let restored = rollBack(undo, writers: writers)
            if interruption?.requestedSignal != nil {
                throw DiagnosticList([OutputDiagnostics.interrupted(restored: restored)])
            }
            throw DiagnosticList([OutputDiagnostics.writeFailed(error, restored: restored)])
        }
        // Committed: the backups and the journal are no longer needed. A backup
        // that can't be removed now (its folder was swapped for a link during
        // the run) keeps the journal, which names it: `check` reports it and
        // the next run that writes removes it.
        var keptBackups = false
        for (base, _, backup) in undo.replaced + undo.deleted {
            guard let files = writers[base] else { continue }
            do throws(FileSystemError) {
                try files.removeFile(backup)
            } catch {
                if base.isEmpty { keptBackups = true }
            }
        }
        if undo.journal, !keptBackups { try? writers[""]?.removeFile(WriteJournal.fileName) }
        completed = true
    }

    static let interrupted = "interrupted"
    static let appeared = "a file appeared there while viper-gen was writing; it was left as it is"

    /// The step for an entry that changes the disk, with fresh temporary and backup names.
    private static func step(_ entry: WritePlan.Entry) -> Step? {
        let base = entry.path.hasPrefix("/") ? PathText.directory(of: entry.path) : ""
        let path = entry.path.hasPrefix("/") ? PathText.lastComponent(of: entry.path) : entry.path
        var step = Step(entry: entry, base: base, path: path)
        switch entry.action {
        case .create:
            step.temporary = WriteJournal.sibling(of: path, marker: WriteJournal.temporaryMarker)
        case .update:
            step.temporary = WriteJournal.sibling(of: path, marker: WriteJournal.temporaryMarker)
            step.backup = WriteJournal.sibling(of: path, marker: WriteJournal.backupMarker)
        case .delete:
            step.backup = WriteJournal.sibling(of: path, marker: WriteJournal.backupMarker)
        case .unchanged, .keep, .orphan:
            return nil
        }
        return step
    }

    /// Undoes a partial run, newest first; true when everything was restored.
    /// Only what this run did is undone, so a success is reported as one.
    private func rollBack(_ undo: Undo, writers: [String: ConfinedWriter]) -> Bool {
        var restored = true
        func attempt(_ base: String, _ body: (ConfinedWriter) throws(FileSystemError) -> Void) {
            guard let writer = writers[base] else {
                restored = false
                return
            }
            do { try body(writer) } catch { restored = false }
        }
        for (base, target, backup) in undo.deleted.reversed() {
            attempt(base) { writer throws(FileSystemError) in try writer.move(backup, toNew: target) }
        }
        for (base, path) in undo.created.reversed() {
            attempt(base) { writer throws(FileSystemError) in try writer.removeFile(path) }
        }
        for (base, target, backup) in undo.replaced.reversed() {
            attempt(base) { writer throws(FileSystemError) in try writer.replace(target, with: backup) }
        }
        for (base, backup) in undo.linkedBackups {
            attempt(base) { writer throws(FileSystemError) in try writer.removeFile(backup) }
        }
        for temporary in undo.temporaries where !undo.movedTemporaries.contains(temporary) {
            attempt(temporary.base) { writer throws(FileSystemError) in try writer.removeFile(temporary.path) }
        }
        for (base, folder) in undo.createdFolders.reversed() {
            attempt(base) { writer throws(FileSystemError) in try writer.removeFolder(folder) }
        }
        // What could not be undone stays named by the journal, for `check`
        // and for the next run that writes.
        if undo.journal, restored {
            attempt("") { writer throws(FileSystemError) in try writer.removeFile(WriteJournal.fileName) }
        }
        return restored
    }
}

/// Applies a ``WritePlan`` all or nothing, confined to the project.
///
/// 1. A journal at the root lists every temporary and backup name first
///    (``WriteJournal``), so a killed run can be undone by the next one.
/// 2. Each new content goes to a temporary file beside its target, created
///    exclusively under an unpredictable name (on every core for a large
///    run: ``WriteLanes``).
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
    /// Called when the run reaches each ``PausePoint`` (tests only).
    public var pause: ((PausePoint) -> Void)?

    public init(fileSystem: FileSystem, rootPath: String, interruption: WriteInterruption? = nil) {
        self.fileSystem = fileSystem
        self.rootPath = rootPath
        self.interruption = interruption
    }

    init(fileSystem: FileSystem, rootPath: String, failsAfterOperations: Int?) {
        self.init(fileSystem: fileSystem, rootPath: rootPath)
        self.failsAfterOperations = failsAfterOperations
    }

    /// One file to switch, with the names the run gives it. A class: the
    /// threads of a run share the steps, reading them only.
    private final class Step {
        let entry: WritePlan.Entry
        /// The writer's key (`""` for the project root) and the path beneath it.
        let base: String
        let path: String
        let temporary: String?
        let backup: String?
        /// The number of the step's first operation (temporary writes come first).
        var firstSwitchOperation = 0

        init(
            entry: WritePlan.Entry, base: String, path: String, temporary: String?, backup: String?
        ) {
            self.entry = entry
            self.base = base
            self.path = path
            self.temporary = temporary
            self.backup = backup
        }

        /// The file operations that switch it in: a backup link and a rename for an update.
        var switchOperations: Int { entry.action == .update ? 2 : 1 }
    }

    /// How far a step got, to undo it.
    private enum Progress {
        case none
        /// An update's backup link exists; the target is not replaced yet.
        case backupLinked
        /// Switched: replaced (update), created, or moved to its backup (delete).
        case switched
    }

    /// How far writing one temporary got.
    private struct TemporaryProgress {
        /// The folders created for it, outermost first.
        var createdFolders: [String] = []
        var written = false
        /// The file written, to tell at rollback whether it is still the one at its path.
        var identity: FileIdentity?
    }

    /// What has been done so far, to undo it.
    private struct Undo {
        var createdFolders: [(base: String, path: String)] = []
        /// By step: whether its temporary was written (and which file it is), and how far its switch got.
        var temporaryWritten: [Bool]
        var temporaryIdentity: [FileIdentity?]
        var progress: [Progress]
        var journal = false

        init(steps: Int) {
            temporaryWritten = Array(repeating: false, count: steps)
            temporaryIdentity = Array(repeating: nil, count: steps)
            progress = Array(repeating: .none, count: steps)
        }
    }

    /// What a rollback did: whether everything was restored, the files it
    /// left because they changed after this run wrote them (the user's edits),
    /// and the folders it made that it left because something else is in them.
    private struct Rollback {
        var restored = true
        var kept: [String] = []
        var keptFolders: [String] = []
    }

    public func apply(_ plan: WritePlan) throws(DiagnosticList) {
        var random = RandomWords(count: 2 * plan.entries.count)
        let steps = plan.entries.compactMap { Self.step($0, random: &random) }
        guard !steps.isEmpty else { return }
        pause?(.starting)
        interruption?.beginApplying()
        var completed = false
        defer { interruption?.endApplying(completed: completed) }
        var writers: [String: ConfinedWriter] = [:]
        defer { for writer in writers.values { writer.close() } }
        var undo = Undo(steps: steps.count)
        func writer(_ base: String) throws(FileSystemError) -> ConfinedWriter {
            if let known = writers[base] { return known }
            let made = try fileSystem.writer(
                beneath: base.isEmpty ? rootPath : base, creatingRoot: true)
            writers[base] = made
            return made
        }
        do throws(FileSystemError) {
            let journal = WriteJournal(
                temporaries: steps.filter { $0.base.isEmpty }.compactMap(\.temporary),
                backups: steps.filter { $0.base.isEmpty }.compactMap(\.backup))
            if !journal.temporaries.isEmpty || !journal.backups.isEmpty {
                try writer("").createFile(
                    WriteJournal.fileName, bytes: Array(journal.text.utf8), modeOf: nil)
                undo.journal = true
            }
            // The temporaries (each after its folders) are operations 0 to n - 1.
            let withTemporary = steps.indices.filter { steps[$0].temporary != nil }
            // Every writer is opened here: the lanes work through copies of these.
            for base in Set(steps.map(\.base)) { _ = try writer(base) }
            var operation = withTemporary.count
            for step in steps {
                step.firstSwitchOperation = operation
                operation += step.switchOperations
            }
            let lanes = WriteLanes(writers: writers, itemsPerLane: itemsPerLane)
            let lastOperation = operation - 1
            let refusal = {
                [interruption, failsAfterOperations, pause] (operation: Int) -> FileSystemError? in
                if operation == lastOperation { pause?(.lastSwitch) }
                return Self.refusal(
                    of: operation, interruption: interruption, limit: failsAfterOperations)
            }
            let shared = SharedSteps(steps: steps, root: rootPath, refusal: refusal)
            let written = lanes.run(withTemporary, done: TemporaryProgress()) {
                writers, index, progress
                    throws(FileSystemError) in
                let step = shared.steps[withTemporary[index]]
                let files = try writers.writer(step.base)
                try files.createFolders(
                    PathText.directory(of: step.path), into: &progress.createdFolders)
                if let refusal = shared.refusal(index) { throw refusal }
                try files.createFile(
                    step.temporary ?? "", bytes: step.entry.contents ?? [],
                    modeOf: step.entry.action == .update ? step.path : nil)
                progress.written = true
                progress.identity = try files.identity(of: step.temporary ?? "")
            }
            for (index, progress) in zip(withTemporary, written.progress) {
                undo.temporaryWritten[index] = progress.written
                undo.temporaryIdentity[index] = progress.identity
                undo.createdFolders += progress.createdFolders.map { (steps[index].base, $0) }
            }
            if let failure = written.failure { throw failure }
            pause?(.switching)
            let switched = lanes.run(Array(steps.indices), done: Progress.none) {
                writers, index, progress
                    throws(FileSystemError) in
                let step = shared.steps[index]
                try Self.switchIn(
                    step, with: writers.writer(step.base), root: shared.root, progress: &progress,
                    refusal: shared.refusal)
            }
            undo.progress = switched.progress
            if let failure = switched.failure { throw failure }
            if interruption?.requestedSignal != nil {
                throw FileSystemError(path: "", reason: Self.interrupted, cause: .interrupted)
            }
        } catch {
            pause?(.rollingBack)
            let rollback = rollBack(steps, undo, writers: writers)
            let absolute = { (path: String) in
                path.hasPrefix("/") ? path : PathText.join(self.rootPath, path)
            }
            let left = OutputDiagnostics.Left(
                files: rollback.kept.map(absolute), folders: rollback.keptFolders.map(absolute))
            // A stop request rolled the run back; a failure did, and a request met during the rollback
            // only waited for it: the failure is what is reported then.
            if error.cause == .interrupted, interruption?.requestedSignal != nil {
                interruption?.noteStoppedWrite()
                throw DiagnosticList([
                    OutputDiagnostics.interrupted(restored: rollback.restored, left: left)
                ])
            }
            throw DiagnosticList([
                OutputDiagnostics.writeFailed(error, restored: rollback.restored, left: left)
            ])
        }
        // Committed: the backups and the journal are no longer needed. A backup
        // that can't be removed now (its folder was swapped for a link during
        // the run) keeps the journal, which names it: `check` reports it and
        // the next run that writes removes it.
        var keptBackups = false
        for step in steps where step.entry.action != .create {
            guard let backup = step.backup, let files = writers[step.base] else { continue }
            do throws(FileSystemError) {
                // After an exchange, an update's temporary name holds the old file (its backup's twin).
                if step.entry.action == .update, let temporary = step.temporary,
                    try files.identity(of: temporary) != nil
                {
                    try files.removeFile(temporary)
                }
                try files.removeFile(backup)
            } catch {
                if step.base.isEmpty { keptBackups = true }
            }
        }
        if undo.journal, !keptBackups { try? writers[""]?.removeFile(WriteJournal.fileName) }
        completed = true
    }

    /// Test hook: the fewest files worth another thread (see ``WriteLanes``).
    var itemsPerLane = WriteLanes.defaultItemsPerLane

    /// What every thread reads: set before the threads start, never changed while they run.
    private struct SharedSteps: @unchecked Sendable {
        let steps: [Step]
        let root: String
        let refusal: (Int) -> FileSystemError?
    }

    /// Step 3 for one file: puts its temporary in place, or moves a deleted
    /// file to its backup; `progress` says how far it got.
    private static func switchIn(
        _ step: Step, with files: ConfinedWriter, root: String, progress: inout Progress,
        refusal: (Int) -> FileSystemError?
    ) throws(FileSystemError) {
        func operation(_ number: Int) throws(FileSystemError) {
            if let refusal = refusal(step.firstSwitchOperation + number) { throw refusal }
        }
        switch step.entry.action {
        case .update:
            guard let temporary = step.temporary, let backup = step.backup else { return }
            try operation(0)
            try files.link(step.path, as: backup)
            progress = .backupLinked
            let changed = FileSystemError(
                path: PathText.join(step.base.isEmpty ? root : step.base, step.path),
                reason: Self.changedSinceRead)
            // The backup is the file at the path now: it must be the one read when planning.
            if let previous = step.entry.previous, try files.readFile(backup) != previous {
                throw changed
            }
            try operation(1)
            if try files.exchange(temporary, step.path) {
                // The temporary's name now holds what the path held an instant ago: the backup, or a
                // file saved in between (an editor's atomic save, or a write in place since the check
                // above), which goes back untouched.
                // Anything that cannot be confirmed (a failed look included) is undone, as a change is.
                let same = (try? files.identity(of: temporary)) == (try? files.identity(of: backup))
                guard same,
                    step.entry.previous.map({ previous in
                        (try? files.readFile(temporary)) == previous
                    }) ?? true
                else {
                    _ = try files.exchange(temporary, step.path)
                    throw changed
                }
            } else {
                try files.replace(step.path, with: temporary)
            }
            progress = .switched
        case .create:
            guard let temporary = step.temporary else { return }
            try operation(0)
            do throws(FileSystemError) {
                try files.move(temporary, toNew: step.path)
            } catch  where error.alreadyExists || (try? files.exists(step.path)) == true {
                throw FileSystemError(
                    path: PathText.join(step.base.isEmpty ? root : step.base, step.path),
                    reason: appeared)
            }
            progress = .switched
        case .delete:
            guard let backup = step.backup else { return }
            try operation(0)
            try files.move(step.path, toNew: backup)
            // Moved: whatever happens next, the rollback moves it back.
            progress = .switched
            // What was moved must still be the orphan planned: viper-gen's marker, the same start. What
            // cannot be read as a file (a FIFO, a folder, a link put there) is not it either.
            let moved = try? files.readFile(backup)
            guard let moved, GeneratedFileMarker.matches(moved, path: step.path),
                moved.starts(with: step.entry.previous ?? [])
            else {
                try files.move(backup, toNew: step.path)
                progress = .none
                throw FileSystemError(
                    path: PathText.join(step.base.isEmpty ? root : step.base, step.path),
                    reason: changedSinceRead)
            }
        case .unchanged, .keep, .orphan:
            break
        }
    }

    /// Why operation number `operation` (from 0) must not run: a stop
    /// request, or the test hook's injected fault; `nil` when it may.
    private static func refusal(of operation: Int, interruption: WriteInterruption?, limit: Int?)
        -> FileSystemError?
    {
        if interruption?.requestedSignal != nil {
            return FileSystemError(path: "", reason: interrupted, cause: .interrupted)
        }
        if let limit, operation >= limit {
            return FileSystemError(path: "(injected fault)", reason: "Input/output error")
        }
        return nil
    }

    static let interrupted = "interrupted"
    static let changedSinceRead =
        "it changed after viper-gen read it (saved by Xcode or an editor?); "
        + "it was left as it is"
    static let appeared = "a file appeared there while viper-gen was writing; it was left as it is"

    /// The step for an entry that changes the disk, with fresh temporary and backup names.
    private static func step(_ entry: WritePlan.Entry, random: inout RandomWords) -> Step? {
        let base = entry.path.hasPrefix("/") ? PathText.directory(of: entry.path) : ""
        let path = entry.path.hasPrefix("/") ? PathText.lastComponent(of: entry.path) : entry.path
        func name(_ marker: String) -> String {
            WriteJournal.sibling(of: path, marker: marker, random: &random)
        }
        switch entry.action {
        case .create:
            return Step(
                entry: entry, base: base, path: path, temporary: name(WriteJournal.temporaryMarker),
                backup: nil)
        case .update:
            return Step(
                entry: entry, base: base, path: path, temporary: name(WriteJournal.temporaryMarker),
                backup: name(WriteJournal.backupMarker))
        case .delete:
            return Step(
                entry: entry, base: base, path: path, temporary: nil,
                backup: name(WriteJournal.backupMarker))
        case .unchanged, .keep, .orphan:
            return nil
        }
    }

    /// Undoes a partial run, newest first. Only what this run did is undone,
    /// and only while it is still there as the run left it: a file the run
    /// created or updated that has changed since (the user edited it, or an
    /// editor saved over it) is kept as it is, and named.
    private func rollBack(_ steps: [Step], _ undo: Undo, writers: [String: ConfinedWriter])
        -> Rollback
    {
        var rollback = Rollback()
        func attempt(_ base: String, _ body: (ConfinedWriter) throws(FileSystemError) -> Void) {
            guard let writer = writers[base] else {
                rollback.restored = false
                return
            }
            do { try body(writer) } catch { rollback.restored = false }
        }
        /// What the step's path holds now: the very file this run wrote there
        /// (same identity, same bytes), something else, or nothing.
        func current(_ index: Int, _ writer: ConfinedWriter) throws(FileSystemError) -> Written {
            let step = steps[index]
            guard let identity = try writer.identity(of: step.path) else { return .gone }
            // Where the disk gives no identity, the bytes alone decide.
            if let written = undo.temporaryIdentity[index], identity != written { return .changed }
            return try writer.readFile(step.path) == (step.entry.contents ?? [])
                ? .asWritten : .changed
        }
        func keep(_ step: Step) {
            rollback.kept.append(
                step.base.isEmpty ? step.path : PathText.join(step.base, step.path))
        }
        let done = Array(zip(steps.indices, undo.progress)).reversed()
        for (index, progress) in done
        where steps[index].entry.action == .delete && progress == .switched {
            let step = steps[index]
            guard let backup = step.backup else { continue }
            attempt(step.base) { writer throws(FileSystemError) in
                try writer.move(backup, toNew: step.path)
            }
        }
        for (index, progress) in done
        where steps[index].entry.action == .create && progress == .switched {
            let step = steps[index]
            attempt(step.base) { writer throws(FileSystemError) in
                switch try current(index, writer) {
                case .asWritten: try writer.removeFile(step.path)
                case .changed: keep(step)
                case .gone: break
                }
            }
        }
        for (index, progress) in done
        where steps[index].entry.action == .update && progress == .switched {
            let step = steps[index]
            guard let backup = step.backup else { continue }
            attempt(step.base) { writer throws(FileSystemError) in
                switch try current(index, writer) {
                case .asWritten, .gone: try writer.replace(step.path, with: backup)
                case .changed:
                    keep(step)
                    try writer.removeFile(backup)
                }
                // After an exchange, the temporary's name holds the old file too.
                if let temporary = step.temporary, try writer.identity(of: temporary) != nil {
                    try writer.removeFile(temporary)
                }
            }
        }
        for (step, progress) in zip(steps, undo.progress) where progress == .backupLinked {
            guard let backup = step.backup else { continue }
            attempt(step.base) { writer throws(FileSystemError) in try writer.removeFile(backup) }
        }
        // Temporaries still under their own names: written, never moved into place.
        for (step, (written, progress)) in zip(steps, zip(undo.temporaryWritten, undo.progress))
        where written && progress != .switched {
            guard let temporary = step.temporary else { continue }
            attempt(step.base) { writer throws(FileSystemError) in try writer.removeFile(temporary)
            }
        }
        // Deepest first: lanes may have created a folder and its parent in either order. A folder
        // holding a kept file stays, as it must.
        let depth = { (folder: String) in folder.utf8.lazy.filter { $0 == UInt8(ascii: "/") }.count
        }
        let keptFolders = Set(rollback.kept.filter { !$0.hasPrefix("/") }.flatMap(Self.ancestors))
        let folders = undo.createdFolders.reversed().sorted { depth($0.path) > depth($1.path) }
        for (base, folder) in folders where !(base.isEmpty && keptFolders.contains(folder)) {
            attempt(base) { writer throws(FileSystemError) in
                do throws(FileSystemError) {
                    try writer.removeFolder(folder)
                } catch  where error.isFolderNotEmpty {
                    // A file appeared in it during the run (not this run's): the folder stays, and is named.
                    rollback.keptFolders.append(base.isEmpty ? folder : PathText.join(base, folder))
                }
            }
        }
        // What could not be undone stays named by the journal, for `check`
        // and for the next run that writes.
        if undo.journal, rollback.restored {
            attempt("") { writer throws(FileSystemError) in
                try writer.removeFile(WriteJournal.fileName)
            }
        }
        rollback.kept.sort()
        rollback.keptFolders.sort()
        return rollback
    }

    /// What a path holds at rollback, against what the run wrote there.
    private enum Written {
        case asWritten
        case changed
        case gone
    }

    /// Every folder above a relative path: `a/b/c` gives `a/b` and `a`.
    private static func ancestors(_ path: String) -> [String] {
        var result: [String] = []
        var folder = PathText.directory(of: path)
        while folder != "." && !folder.isEmpty && folder != "/" {
            result.append(folder)
            folder = PathText.directory(of: folder)
        }
        return result
    }
}

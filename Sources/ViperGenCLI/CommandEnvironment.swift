import ViperGenCore

/// What a command runs with: the file system, the working folder, the
/// environment variables and the two output streams. Nothing else is global.
final class CommandEnvironment {
    let fileSystem: FileSystem
    let workingDirectory: String
    let variables: [String: String]
    let stdout: TextOutput
    let stderr: TextOutput
    /// Where SIGINT, SIGTERM and SIGHUP meet the writes (the real process only).
    let interruption: WriteInterruption?
    var colorChoice = "auto"
    /// The run's warnings sink, shared by every stage.
    let warnings = Warnings()
    /// How many of ``warnings`` are already printed.
    private var reportedWarnings = 0
    /// What the run built, kept as long as the environment (the process exits without freeing it).
    private var keptValues: [Any] = []

    init(
        fileSystem: FileSystem, workingDirectory: String, variables: [String: String],
        stdout: TextOutput, stderr: TextOutput, interruption: WriteInterruption? = nil
    ) {
        self.fileSystem = fileSystem
        self.workingDirectory = workingDirectory
        self.variables = variables
        // On GitHub Actions no line of output may become a workflow command but viper-gen's own.
        let onGitHub = variables["GITHUB_ACTIONS"] == "true"
        self.stdout = onGitHub ? WorkflowCommandGuard(stdout) : stdout
        self.stderr = onGitHub ? WorkflowCommandGuard(stderr) : stderr
        self.interruption = interruption
    }

    /// True on GitHub Actions (`GITHUB_ACTIONS=true`), where `check` annotates the pull request.
    var isOnGitHubActions: Bool { variables["GITHUB_ACTIONS"] == "true" }

    /// Writes text that is safe by construction around the GitHub Actions
    /// guard: viper-gen's own workflow commands (annotations), and JSON, whose
    /// strings escape every line break and `##[` (``JSONText/quoted(_:)``).
    func writeUnguarded(_ text: String, onStandardError: Bool = false) {
        let stream = onStandardError ? stderr : stdout
        if let guarded = stream as? WorkflowCommandGuard {
            guarded.writeCommand(text)
        } else {
            stream.write(text)
        }
    }

    /// Colour on standard error: `--color always|never`, else only on a terminal
    /// and only when `NO_COLOR` is not set.
    var usesColor: Bool {
        switch colorChoice {
        case "always": return true
        case "never": return false
        default:
            if let noColor = variables["NO_COLOR"], !noColor.isEmpty { return false }
            return stderr.isTerminal
        }
    }

    var loader: ProjectLoader {
        ProjectLoader(fileSystem: fileSystem, workingDirectory: workingDirectory)
    }

    var pipeline: GenerationPipeline {
        GenerationPipeline(
            fileSystem: fileSystem, workingDirectory: workingDirectory, warnings: warnings)
    }

    /// Prints diagnostics to standard error, sorted, compiler-style (the
    /// first ``DiagnosticFormatter/commandLineLimit`` of them).
    func report(_ diagnostics: [Diagnostic]) {
        stderr.write(
            DiagnosticFormatter(usesColor: usesColor).rendered(
                diagnostics,
                limit: DiagnosticFormatter.commandLineLimit))
    }

    /// Reports diagnostics and returns the invalid-input status.
    func fail(_ diagnostics: [Diagnostic]) -> ExitCode {
        report(diagnostics)
        return .invalidInput
    }

    func fail(_ error: DiagnosticList) -> ExitCode {
        fail(error.diagnostics)
    }

    /// The value of stages that succeeded (kept with the environment), after printing their warnings; or
    /// `nil` after printing the warnings and the errors that stopped them
    /// together (the command then returns ``ExitCode/invalidInput``).
    func value<Value>(_ stages: () throws(DiagnosticList) -> Value) -> Value? {
        do {
            let value = try stages()
            keptValues.append(value)
            report(newWarnings())
            return value
        } catch {
            report(newWarnings() + error.diagnostics)
            return nil
        }
    }

    /// The warnings not printed yet.
    private func newWarnings() -> [Diagnostic] {
        let unreported = Array(warnings.diagnostics.dropFirst(reportedWarnings))
        reportedWarnings = warnings.diagnostics.count
        return unreported
    }

    /// Applies `plan` to the project at `root`, or with `dryRun` only prints it.
    /// Returns the status to stop with (a dry run, or a failure), or `nil` to go on.
    func apply(_ plan: WritePlan, root: String, dryRun: Bool) -> ExitCode? {
        if dryRun {
            stdout.write(PlanReport.lines(plan) { shown($0, root: root) })
            return .success
        }
        var applier = WritePlanApplier(
            fileSystem: fileSystem, rootPath: root, interruption: interruption)
        if let pauses = PauseSwitch(variables: variables) {
            applier.pause = { [stderr, interruption] point in
                pauses.hold(at: point, stderr: stderr, interruption: interruption)
            }
        }
        do {
            try applier.apply(plan)
        } catch {
            report(error.diagnostics)
            guard let signal = interruption?.requestedSignal else { return .invalidInput }
            if interruption?.stoppedAWrite == true { return .stopped(by: signal) }
            // The run failed on its own; the signal came while it rolled back, and waited for it.
            stderr.write(
                "viper-gen: \(SignalWatcher.name(of: signal)) arrived while the failed run was rolled back; "
                    + "the rollback finished first\n")
            return .invalidInput
        }
        if let signal = interruption?.requestedSignal {
            stderr.write(
                "viper-gen: stopped by \(SignalWatcher.name(of: signal)) after every file was written\n"
            )
            return .stopped(by: signal)
        }
        return nil
    }

    /// Reports a usage error (with a pointer to help) and returns `EX_USAGE`.
    func fail(_ error: UsageError, command: String?) -> ExitCode {
        var diagnostic = Diagnostic.error(error.message, hint: error.hint)
        let help = command.map { "viper-gen help \($0)" } ?? "viper-gen --help"
        diagnostic.hint = (error.hint.map { $0 + "; " } ?? "") + "see '\(help)'"
        report([diagnostic])
        return .usage
    }

    /// Takes the lock of the project at `root` for a run that writes
    /// (`exclusive`) or only compares (`shared`), saying so when another run
    /// holds it and then waiting, unless `waits` is false. A writer then undoes
    /// what a killed run left (``WriteJournal``). `nil` after reporting a failure.
    func holdProject(_ root: String, mode: ProjectLockMode, waits: Bool) -> ProjectLock? {
        // Another version's project is refused before its lock or journal is touched.
        if let pin = loader.versionPinProblem() {
            report([pin])
            return nil
        }
        let lock: ProjectLock
        do {
            lock = try fileSystem.lockProject(root, mode: mode, waits: waits) {
                stderr.write(
                    "viper-gen: waiting for another viper-gen run in this project to finish\n")
                stderr.flush()
                PauseSwitch(variables: variables)?.hold(
                    at: .waitingForLock, stderr: stderr, interruption: interruption)
            }
        } catch {
            report([
                .error(
                    "cannot lock the project: \(error.reason)",
                    hint: waits
                        ? "make the project folder readable"
                        : "run again without --no-wait to wait for it")
            ])
            return nil
        }
        if mode == .exclusive {
            do {
                _ = try WriteJournal.recover(in: root, fileSystem: fileSystem)
            } catch {
                report(error.diagnostics)
                lock.release()
                return nil
            }
        }
        return lock
    }

    /// The path shown for a project-relative path: relative to the working folder.
    func shown(_ relativePath: String, root: String) -> String {
        loader.displayPath(PathText.join(root, relativePath))
    }
}

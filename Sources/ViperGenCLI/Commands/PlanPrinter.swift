import ViperGenCore

/// Prints what a run did or would do, one `action path` line per file.
enum PlanPrinter {
    /// Applies `plan` to the project at `root`, or with `dryRun` only prints it.
    /// Returns the status to stop with (a dry run, or a failure), or `nil` to go on.
    static func apply(_ plan: WritePlan, root: String, dryRun: Bool, in environment: CommandEnvironment) -> ExitCode? {
        if dryRun {
            environment.stdout.write(lines(plan) { environment.shown($0, root: root) })
            return .success
        }
        do {
            try WritePlanApplier(fileSystem: environment.fileSystem, rootPath: root).apply(plan)
            return nil
        } catch {
            return environment.fail(error)
        }
    }

    /// Lines for the entries with the given actions (all when `nil`).
    static func lines(_ plan: WritePlan, actions: Set<WritePlan.Action>? = nil,
                      shown: (String) -> String) -> String {
        plan.entries.filter { actions?.contains($0.action) ?? true }.map { entry in
            let label = entry.action == .keep ? "keep" : entry.action.rawValue
            return label.padded(to: 9) + " " + shown(entry.path) + "\n"
        }.joined()
    }

    /// Warnings for orphaned files left in place.
    static func orphanWarnings(_ plan: WritePlan, shown: (String) -> String) -> [Diagnostic] {
        plan.entries.filter { $0.action == .orphan }.map { entry in
            .warning("'\(shown(entry.path))' is generated but no spec produces it any more",
                     hint: "run `viper-gen generate --prune` to delete it")
        }
    }
}

import ViperGenCore

/// Words a write plan for the terminal: one `action path` line per file, and
/// a warning per orphan left in place. (``CommandEnvironment/apply(_:root:dryRun:)``
/// carries a plan out.)
enum PlanReport {
    /// Lines for the entries with the given actions (all when `nil`).
    static func lines(
        _ plan: WritePlan, actions: Set<WritePlan.Action>? = nil,
        shown: (String) -> String
    ) -> String {
        plan.entries.filter { actions?.contains($0.action) ?? true }.map { entry in
            entry.action.rawValue.padded(to: 9) + " " + UnicodeText.visible(shown(entry.path))
                + "\n"
        }.joined()
    }

    /// Warnings for orphaned files left in place.
    static func orphanWarnings(_ plan: WritePlan, shown: (String) -> String) -> [Diagnostic] {
        plan.entries.filter { $0.action == .orphan }.map { entry in
            .warning(
                "'\(shown(entry.path))' is generated but no spec produces it any more",
                hint: "run `viper-gen generate --prune` to delete it")
        }
    }

    /// Warnings for references to missing files left in the Xcode project.
    static func staleReferenceWarnings(
        _ generation: GenerationPipeline.Generation, prunes: Bool,
        shown: (String) -> String
    ) -> [Diagnostic] {
        guard let xcode = generation.xcode, !prunes else { return [] }
        return xcode.staleReferences.map { path in
            .warning(
                "'\(shown(xcode.projectFile))' references '\(shown(path))', which no longer exists",
                hint: "run `viper-gen generate --prune` to remove the reference")
        }
    }
}

/// Checks that the traits composed into one class fit together: a member two
/// traits declare must have the same type in both (then it is declared once).
public enum CompositionValidator {
    /// Every conflict in the module, located at the spec lines that name the traits.
    public static func problems(in module: ModuleDefinition) -> [Diagnostic] {
        switch module.style {
        case .mvp:
            return problems(among: module.traits)
        case .viper:
            return problems(among: module.traits.filter { $0.trait.kind == .router })
                + problems(among: module.traits.filter { $0.trait.kind == .interactor })
        }
    }

    private struct Member {
        var trait: String
        var declaration: String
        var location: SourceLocation?
    }

    private static func problems(among uses: [TraitUse]) -> [Diagnostic] {
        var members: [String: Member] = [:]
        var diagnostics: [Diagnostic] = []
        func declare(_ key: String, _ declaration: String, by use: TraitUse) {
            let member = Member(trait: use.trait.name, declaration: declaration, location: use.location)
            guard let existing = members[key] else {
                members[key] = member
                return
            }
            if existing.declaration != declaration {
                diagnostics.append(ModelDiagnostics.conflictingMember(
                    key, first: (existing.trait, existing.declaration, existing.location),
                    second: (member.trait, member.declaration, member.location)))
            }
        }
        for use in uses {
            for member in use.trait.members {
                declare(member.key, member.declaration, by: use)
            }
        }
        return diagnostics
    }
}

/// Checks that the traits composed into one class fit together: a member two
/// traits declare must have the same type in both (then it is declared once).
public enum CompositionValidator {
    /// Every conflict in the module, located at the spec lines that name the traits.
    public static func problems(in module: ModuleDefinition) -> [Diagnostic] {
        switch module.style {
        case .mvp:
            return problems(among: module.traits)
        case .viper, .vip:
            return problems(among: module.traits.filter { $0.trait.kind == .router })
                + problems(among: module.traits.filter { $0.trait.kind == .interactor })
        }
    }

    /// Compares each member with the first declaration of its name, found by
    /// name (a traits file may give a trait thousands of store fields).
    private static func problems(among uses: [TraitUse]) -> [Diagnostic] {
        guard uses.count > 1 else { return [] }
        var first: [String: (declaration: String, use: Int)] = [:]
        var diagnostics: [Diagnostic] = []
        for (index, use) in uses.enumerated() {
            for member in use.trait.members {
                guard let existing = first[member.key] else {
                    first[member.key] = (member.declaration, index)
                    continue
                }
                if existing.declaration != member.declaration {
                    let earlier = uses[existing.use]
                    diagnostics.append(
                        ModelDiagnostics.conflictingMember(
                            member.key,
                            first: (earlier.trait.name, existing.declaration, earlier.location),
                            second: (use.trait.name, member.declaration, use.location)))
                }
            }
        }
        return diagnostics
    }
}

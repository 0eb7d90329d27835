/// Checks the names a module's naming gives it, where they depend on the
/// module's name: each a valid type name (no longer than ``SwiftName/maximumLength``),
/// none equal to another type the module generates or to a shared type (the
/// runtime's, a trait's). What a template is wrong for in every module,
/// ``NamingReader`` reports once, where the template is written.
enum NamingValidator {
    static func problems(in module: ModuleDefinition, catalog: TraitCatalog) -> [Diagnostic] {
        let renamed = module.namedRoles.filter { module.naming.templates[$0] != nil }
        guard !renamed.isEmpty else { return [] }
        let names = module.names
        let shared = catalog.sharedTypeNames
        var problems: [Diagnostic] = []
        for role in renamed {
            let template = module.naming.templates[role]!
            let name = names[role]
            // A spec's template is shown where it is; the config's at the module's name, with a note.
            let location =
                template.location?.path == module.nameLocation?.path
                ? template.location : module.nameLocation
            if let problem = SwiftName.problem(with: name) {
                problems.append(
                    ModelDiagnostics.namedTypeTooLong(
                        role, name: name, module: module.name, problem: problem, at: location,
                        template: template.location))
                continue
            }
            if let clash = clash(
                of: role, name: name, template: template.text, in: module, names: names,
                shared: shared)
            {
                problems.append(
                    ModelDiagnostics.namingClashesWithGenerated(
                        role, name: name, module: module.name, clash: clash, at: location,
                        template: template.location))
                continue
            }
            if let owner = shared.owners[name] {
                problems.append(
                    ModelDiagnostics.namedTypeOfShared(
                        role, name: name, module: module.name, owner: owner, at: location,
                        template: template.location))
            }
        }
        return problems
    }

    /// What else in `module` is named `name`, when another template does not
    /// spell it alike (``NamingReader`` reported those): another role, a fixed
    /// type, or a starter type a trait scaffolds.
    private static func clash(
        of role: Naming.Role, name: String, template: String, in module: ModuleDefinition,
        names: ModuleNames, shared: TypeNameClashValidator.SharedTypeNames
    ) -> String? {
        let roles = Naming.Role.allCases
        for other in module.namedRoles where other != role && names[other] == name {
            let otherTemplate = module.naming.templates[other]?.text
            // Both renamed: reported once, at the later role.
            if otherTemplate != nil, roles.firstIndex(of: other)! > roles.firstIndex(of: role)! {
                continue
            }
            if (otherTemplate ?? Naming.placeholder + other.defaultSuffix) != template {
                return other.summary
            }
        }
        for suffix in Naming.fixedSuffixes where names.fixed(suffix) == name {
            if Naming.placeholder + suffix != template {
                return "the name of the generated '<Module>\(suffix)'"
            }
        }
        for use in module.traits {
            if shared.scaffoldTypes(of: use, module: module.name).contains(name) {
                return "a starter type of trait '\(use.trait.name)'"
            }
        }
        return nil
    }
}

/// Refuses two modules that would declare one type because of a naming
/// template: `presenter: "{Module}Screen"` in `Login` would name `LoginScreen`,
/// which a module `Login` in SwiftUI, or a module `LoginScreen`'s, may declare too.
/// Only names a template changes, and the protocols specs declare, are
/// compared (a project without either costs nothing); each pair is reported once.
enum NamingClashValidator {
    private struct Owner {
        var module: Int
        var what: String
        var isRenamed: Bool
        /// A protocol under `protocols:`, or its spy.
        var isDeclaredProtocol = false
    }

    static func problems(in modules: [ModuleDefinition], catalog: TraitCatalog) -> [Diagnostic] {
        guard
            modules.contains(where: {
                !$0.naming.templates.isEmpty || !$0.declaredProtocols.isEmpty
            })
        else { return [] }
        var owners: [String: [Owner]] = [:]
        for (index, module) in modules.enumerated() {
            for (name, owner) in declared(by: module, at: index, catalog: catalog) {
                owners[name, default: []].append(owner)
            }
        }
        var problems: [Diagnostic] = []
        for (index, module) in modules.enumerated() {
            for (name, own) in declared(by: module, at: index, catalog: catalog) where own.isRenamed
            {
                // Two renamed names: reported once, at the later module.
                guard
                    let owner = owners[name]?.first(where: {
                        $0.module != index && (!$0.isRenamed || $0.module < index)
                    })
                else { continue }
                let other = modules[owner.module]
                let declared = [own, owner].contains { $0.isDeclaredProtocol }
                problems.append(
                    ModelDiagnostics.moduleTypeNameClash(
                        name, module: module.name, what: own.what, other: other.name,
                        otherWhat: owner.what, at: module.nameLocation,
                        otherLocation: other.nameLocation,
                        hint: declared
                            ? "declare the protocol under 'protocols' in one of the modules only "
                                + "(a module may use another's protocol), or rename it"
                            : "rename one of the modules, or change the naming template that makes the name"
                    ))
                break
            }
        }
        return problems
    }

    /// The names of the types `module` generates, each with what it is: its
    /// roles', its fixed types', and the starter types its traits scaffold.
    private static func declared(by module: ModuleDefinition, at index: Int, catalog: TraitCatalog)
        -> [(String, Owner)]
    {
        let names = module.names
        let roles = module.namedRoles.map { role in
            (
                names[role],
                Owner(
                    module: index, what: role.summary,
                    isRenamed: module.naming.templates[role] != nil)
            )
        }
        let fixed = Naming.fixedSuffixes.map { suffix in
            (
                names.fixed(suffix),
                Owner(module: index, what: "'<Module>\(suffix)'", isRenamed: false)
            )
        }
        let starters = module.traits.flatMap { use in
            catalog.sharedTypeNames.scaffoldTypes(of: use, module: module.name).map { name in
                (
                    name,
                    Owner(
                        module: index, what: "a starter type of trait '\(use.trait.name)'",
                        isRenamed: false)
                )
            }
        }
        // A declared protocol's name, and its spy's, are the spec's own, as a renamed role's is.
        let declared = module.declaredProtocols.flatMap { declared in
            [
                (
                    declared.name,
                    Owner(
                        module: index, what: "a protocol under 'protocols'", isRenamed: true,
                        isDeclaredProtocol: true)
                ),
                (
                    declared.spyName,
                    Owner(
                        module: index, what: "the spy of a protocol under 'protocols'",
                        isRenamed: true)
                ),
            ]
        }
        return roles + fixed + starters + declared
    }
}

/// Refuses two modules that would declare the same type through their traits:
/// the starter types a trait scaffolds (`<Module>Service`, `<Module>PageService`)
/// and a module's requests' types (`<Module><Name>Service`, `<Module><Name>Response`).
/// Module `User` with request `profile` and module `UserProfile` with `request`
/// would both declare `UserProfileResponse`.
enum ScaffoldTypeClashValidator {
    static func problems(in modules: [ModuleDefinition], catalog: TraitCatalog) -> [Diagnostic] {
        var owners: [String: (module: String, trait: String, location: SourceLocation?)] = [:]
        owners.reserveCapacity(modules.count)
        var problems: [Diagnostic] = []
        for module in modules {
            var reported = false
            for use in module.traits where !reported {
                for type in declaredTypes(of: use, in: module, catalog: catalog) {
                    if let owner = owners[type], owner.module != module.name {
                        problems.append(ModelDiagnostics.scaffoldTypeClash(
                            type, trait: use.trait.name, at: use.location, otherModule: owner.module,
                            otherTrait: owner.trait, otherLocation: owner.location))
                        reported = true
                        break
                    }
                    owners[type] = (module.name, use.trait.name, use.location)
                }
            }
        }
        return problems
    }

    /// The types `use` declares for `module`: a module's own trait (its
    /// requests) all of its types; another trait, used with its defaults, its scaffold's.
    private static func declaredTypes(of use: TraitUse, in module: ModuleDefinition, catalog: TraitCatalog) -> [String] {
        if use.trait.isModulesOwn {
            let snippets = [use.trait.declarations, use.trait.scaffold?.source, use.trait.scaffold?.tests]
            // Top-level types are named after the module (a service's nested `Unwritten` is not).
            return snippets.compactMap { $0 }.flatMap(TypeNameClashValidator.declaredTypeNames(in:)).filter {
                $0.hasPrefix(module.name) || $0.hasPrefix("Live" + module.name)
            }
        }
        return catalog.sharedTypeNames.scaffoldTypes(of: use, module: module.name)
    }
}

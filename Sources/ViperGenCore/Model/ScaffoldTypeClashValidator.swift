/// Refuses two modules that would declare the same type through their traits:
/// the starter types a trait scaffolds (`<Module>Service`, `<Module>PageService`)
/// and a module's requests' types (`<Module><Name>Service`, `<Module><Name>Response`).
/// Module `User` with request `profile` and module `UserProfile` with `request`
/// would both declare `UserProfileResponse`.
enum ScaffoldTypeClashValidator {
    static func problems(in modules: [ModuleDefinition], catalog: TraitCatalog) -> [Diagnostic] {
        // Type name -> the module and trait use that declare it, by index: the
        // table holds thousands of names, so its values stay small.
        var owners: [String: (module: Int, use: Int)] = [:]
        owners.reserveCapacity(modules.count * 2)
        var problems: [Diagnostic] = []
        for moduleIndex in modules.indices {
            let uses = modules[moduleIndex].traits
            let moduleName = modules[moduleIndex].name
            useLoop: for useIndex in uses.indices {
                for type in declaredTypes(
                    of: uses[useIndex], moduleName: moduleName, catalog: catalog)
                {
                    if let owner = owners[type], owner.module != moduleIndex {
                        let other = modules[owner.module].traits[owner.use]
                        problems.append(
                            ModelDiagnostics.scaffoldTypeClash(
                                type, trait: uses[useIndex].trait.name, at: uses[useIndex].location,
                                otherModule: modules[owner.module].name,
                                otherTrait: other.trait.name,
                                otherLocation: other.location))
                        break useLoop
                    }
                    owners[type] = (moduleIndex, useIndex)
                }
            }
        }
        return problems
    }

    /// The types `use` declares for `module`: a module's own trait (its
    /// requests) all of its types; another trait, used with its defaults, its scaffold's.
    private static func declaredTypes(of use: TraitUse, moduleName: String, catalog: TraitCatalog)
        -> [String]
    {
        if use.trait.isModulesOwn {
            let snippets = [
                use.trait.declarations, use.trait.scaffold?.source, use.trait.scaffold?.tests,
            ]
            // Top-level types are named after the module (a service's nested `Unwritten` is not).
            return snippets.compactMap { $0 }.flatMap(TypeNameClashValidator.declaredTypeNames(in:))
                .filter {
                    $0.hasPrefix(moduleName) || $0.hasPrefix("Live" + moduleName)
                }
        }
        return catalog.sharedTypeNames.scaffoldTypes(of: use, module: moduleName)
    }
}

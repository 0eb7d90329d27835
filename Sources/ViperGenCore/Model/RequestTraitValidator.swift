/// Checks a module's requests against what else the module and the project
/// declare: the other traits' service properties, associated types and types
/// (`requests: {page:}` beside the `page` trait), a project trait whose files
/// would be the requests' (`AccountRequests`, in any letter case).
enum RequestTraitValidator {
    static func problems(module: String, requests: [ModuleRequest], uses: [TraitUse],
                         catalog: TraitCatalog) -> [Diagnostic] {
        let name = RequestTrait.name(module: module)
        let protocolName = TraitDefinition.protocolName(name: name, kind: .interactor)
        // The project's traits go by name (a router trait of this name would stand in for the requests),
        // and their files by protocol name, in any letter case.
        if let taken = catalog.traits.first(where: {
            $0.name.lowercased() == name.lowercased() || $0.protocolName.lowercased() == protocolName.lowercased()
        }) {
            return [ModelDiagnostics.requestTraitNameTaken(taken.name, at: requests.first?.location,
                                                           other: taken.location)]
        }
        for request in requests {
            let names = RequestTrait.names(module: module, request: request)
            // Types the runtime or any trait of the catalog declares for every module.
            if let type = names.types.first(where: { catalog.sharedTypeNames.owners[$0] != nil }),
               let owner = catalog.sharedTypeNames.owners[type] {
                return [ModelDiagnostics.requestTypeIsShared(request.name ?? request.methodName, type: type,
                                                             owner: owner, at: request.location)]
            }
            for use in uses {
                let other = declaredNames(of: use, module: module)
                if let clash = names.members.first(where: other.members.contains)
                    ?? names.types.first(where: other.types.contains) {
                    return [ModelDiagnostics.requestClashesWithTrait(request.name ?? request.methodName, name: clash,
                                                                     trait: use.trait.name, at: request.location,
                                                                     traitLocation: use.location)]
                }
            }
        }
        return []
    }

    /// A trait's service properties and associated types, and the types its
    /// file and (with its defaults) its scaffold declare for `module`.
    private static func declaredNames(of use: TraitUse, module: String) -> (members: Set<String>, types: Set<String>) {
        let trait = use.trait
        var types = TypeNameClashValidator.declaredTypeNames(in: trait.declarations ?? "")
        if use.usesDefaults {
            var values = ["module": module]
            for parameter in trait.parameters {
                values[parameter.name] = Placeholders.substituted(parameter.defaultValue, ["module": module])
            }
            for snippet in [trait.scaffold?.source, trait.scaffold?.tests].compactMap({ $0 }) {
                types += TypeNameClashValidator.declaredTypeNames(in: Placeholders.substituted(snippet, values))
            }
        }
        return (Set(trait.dependencies.map(\.name) + trait.associatedTypes.map(\.name)), Set(types))
    }
}

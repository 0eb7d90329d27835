/// Checks a module's requests against what else the module and the project
/// declare: the other traits' service properties, associated types and types
/// (`requests: {page:}` beside the `page` trait), a project trait whose files
/// would be the requests' (`AccountRequests`, in any letter case).
enum RequestTraitValidator {
    static func problems(
        module: String, requests: [ModuleRequest], uses: [TraitUse],
        catalog: TraitCatalog
    ) -> [Diagnostic] {
        let name = RequestTrait.name(module: module)
        let protocolName = TraitDefinition.protocolName(name: name, kind: .interactor)
        // The project's traits go by name (a router trait of this name would stand in for the requests),
        // and their files by protocol name, in any letter case.
        if let taken = catalog.traits.first(where: {
            $0.name.lowercased() == name.lowercased()
                || $0.protocolName.lowercased() == protocolName.lowercased()
        }) {
            return [
                ModelDiagnostics.requestTraitNameTaken(
                    taken.name, at: requests.first?.location,
                    other: taken.location)
            ]
        }
        for request in requests {
            let names = RequestTrait.names(module: module, request: request)
            // Types the runtime or any trait of the catalog declares for every module.
            if let (type, owner) = names.types.lazy.compactMap({ type in
                catalog.sharedTypeNames.owners[type].map { (type, $0) }
            }).first {
                return [
                    ModelDiagnostics.requestTypeIsShared(
                        request.methodName, type: type, owner: owner,
                        at: request.location)
                ]
            }
            for use in uses {
                // The trait's declarations are shared types, checked above; its scaffold's are the module's.
                let members =
                    use.trait.dependencies.map(\.name) + use.trait.associatedTypes.map(\.name)
                let types = catalog.sharedTypeNames.scaffoldTypes(of: use, module: module)
                if let clash = names.members.first(where: members.contains)
                    ?? names.types.first(where: types.contains)
                {
                    return [
                        ModelDiagnostics.requestClashesWithTrait(
                            request.methodName, name: clash,
                            trait: use.trait.name, at: request.location,
                            traitLocation: use.location)
                    ]
                }
            }
        }
        return []
    }
}

/// Checks the router's own methods (`router:` messages) and the routes' own
/// methods (`method:`) against what the class that holds them already has:
/// in VIPER and VIP the router (its traits, the routing trait, its Mock), in
/// MVP the presenter, whose routing trait holds the routes' methods.
enum RouterMethodValidator {
    static func problems(in module: ModuleDefinition) -> [Diagnostic] {
        let routeMethods = module.routes.compactMap { route in
            route.methodSignature.map { (route: route, method: $0) }
        }
        guard !module.routerMessages.isEmpty || !routeMethods.isEmpty else { return [] }
        let selectors = takenSelectors(in: module)
        let members = storedMembers(in: module)
        var diagnostics: [Diagnostic] = []

        let resultNames = Set(SpyMemberNames.results(of: module.routerMessages).compactMap { $0 })
        var messageNames: [String: SourceLocation?] = [:]
        let usedInBodies = SpyMemberNames.usedInBodies(module.runtime)
        for message in module.routerMessages {
            if messageNames[message.name] == nil { messageNames[message.name] = message.location }
            if let owner = selectors[message.selector] {
                diagnostics.append(
                    ModelDiagnostics.routerMethodClash(
                        "router message", message.selector, with: owner, at: message.location))
            }
            if usedInBodies.contains(message.name) {
                diagnostics.append(
                    ModelDiagnostics.routerMessageNamedLikeMockName(
                        message.name, at: message.location))
            } else if message.parameters.isEmpty,
                let member = members[message.name]
                    ?? (resultNames.contains(message.name)
                        ? "the result a router Mock keeps for another message" : nil)
            {
                diagnostics.append(
                    ModelDiagnostics.routerMethodNamedLikeMember(
                        "router message", message.name, member: member, at: message.location))
            }
            for parameter in message.parameters
            where usedInBodies.contains(parameter.name) {
                diagnostics.append(
                    ModelDiagnostics.parameterNamedLikeSpyName(
                        parameter.name, message: message.name,
                        callLog: module.runtime.name(.mockCalls),
                        at: parameter.location ?? message.location))
            }
        }

        var named: [String: SourceLocation?] = [:]
        for (route, method) in routeMethods {
            if let message = messageNames[method.name] {
                diagnostics.append(
                    ModelDiagnostics.routeMethodIsARouterMessage(
                        method.name, route: route.name, at: method.location, message: message))
            } else if let owner = selectors[method.selector] {
                diagnostics.append(
                    ModelDiagnostics.routerMethodClash(
                        "route method", method.selector, with: owner, at: method.location))
            } else if let first = named[method.selector] {
                diagnostics.append(
                    ModelDiagnostics.duplicateRouteMethod(
                        method.selector, at: method.location, first: first))
            } else if method.parameters.isEmpty, let member = members[method.name] {
                diagnostics.append(
                    ModelDiagnostics.routerMethodNamedLikeMember(
                        "route method", method.name, member: member, at: method.location))
            }
            if named[method.selector] == nil { named[method.selector] = method.location }
        }
        return diagnostics
    }

    /// The selectors the class holding the routes has, each with what it is:
    /// its traits' methods, the routing trait's `open`s, and in MVP the
    /// presenter's events and module inputs.
    private static func takenSelectors(in module: ModuleDefinition) -> [String: String] {
        var taken: [String: String] = [:]
        for use in holderTraits(of: module) {
            for method in use.trait.methods {
                taken[method.signature.selector] = "a method of \(use.trait.described)"
            }
        }
        if !module.routes.isEmpty {
            taken["open(_:)"] = "the routing trait's method"
            taken["open(_:completion:)"] = "the routing trait's method"
        }
        if module.style == .mvp {
            for event in module.events { taken[event.selector] = "an event" }
            for input in module.moduleInputs { taken[input.selector] = "a module input" }
        }
        return taken
    }

    /// The properties the class holding the routes (and its Mock) keeps, each
    /// with what it is. The spec's own dependencies and store fields are
    /// checked from their side (``ModuleDependencyReader/memberNames(of:)``).
    private static func storedMembers(in module: ModuleDefinition) -> [String: String] {
        var members: [String: String] = [:]
        for name in ModuleDependencyReader.reservedNames {
            members[name] = "a member the generated classes already have"
        }
        for use in holderTraits(of: module) {
            for dependency in use.trait.dependencies {
                members[dependency.name] = "a dependency of \(use.trait.described)"
            }
            for field in use.trait.store {
                members[field.name] = "a store field of \(use.trait.described)"
            }
        }
        return members
    }

    /// The traits composed into the class that holds the routes.
    private static func holderTraits(of module: ModuleDefinition) -> [TraitUse] {
        module.style == .mvp ? module.traits : module.traits.filter { $0.trait.kind == .router }
    }
}

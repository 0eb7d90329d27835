/// Checks the routes that name the module they open (`module: Settings`)
/// against the project's modules: the module exists, has a screen to show,
/// has a module input that takes the route's parameters, and is public when
/// a public module's route factory asks for what it needs.
public enum RouteDestinationValidator {
    /// Every problem, located at the route's `module:` value.
    /// - Parameter allSpecsRead: false when a spec had errors, so a module
    ///   missing from `modules` may be defined there: naming it is no error.
    public static func problems(in modules: [ModuleDefinition], allSpecsRead: Bool = true)
        -> [Diagnostic]
    {
        problems(
            in: modules, byName: ModuleDefinition.tableByName(modules), allSpecsRead: allSpecsRead)
    }

    /// The same, with the project's table of modules by name made once for every check.
    static func problems(
        in modules: [ModuleDefinition], byName: [String: ModuleDefinition],
        allSpecsRead: Bool
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let known = SpellingCandidates(Array(byName.keys), kind: "modules")
        for module in modules {
            diagnostics += factoryNameClashes(in: module, destinations: byName)
            diagnostics += generatedNameClashes(in: module, destinations: byName)
            for route in module.routes {
                guard let name = route.module else { continue }
                guard let destination = byName[name] else {
                    guard allSpecsRead else { continue }
                    diagnostics.append(
                        ModelDiagnostics.unknownRouteModule(
                            name, route: route.name, known: known, at: route.moduleLocation))
                    continue
                }
                if module.style == .vip, destination.hasModuleOutput {
                    diagnostics.append(
                        ModelDiagnostics.vipHearsOutput(
                            route.name, module: name, output: destination.names.moduleOutput,
                            at: route.moduleLocation))
                } else if destination.ui == .none {
                    diagnostics.append(
                        ModelDiagnostics.routeModuleWithoutScreen(
                            name, route: route.name,
                            at: route.moduleLocation))
                } else if module.access == .public, destination.access != .public,
                    !module.handsOutput(route, in: byName),
                    destination.screenParameters(in: byName).contains(where: {
                        $0.name != "moduleOutput"
                    })
                {
                    diagnostics.append(
                        ModelDiagnostics.publicRouteFactoryNeedsInternalModule(
                            name, route: route.name, module: module.name, at: route.moduleLocation))
                } else if !route.parameters.isEmpty,
                    inputTaking(route.parameters, in: destination) == nil
                {
                    diagnostics.append(
                        ModelDiagnostics.routeParametersMatchNoInput(
                            route: route.name, parameters: route.parameters, module: destination,
                            at: route.moduleLocation))
                }
            }
        }
        return diagnostics
    }

    /// Members of the module's route factory that two routes name alike: a
    /// property a generated factory method asks for (`<route><Dependency>`)
    /// named like another's, or like a route's `make<Route>` method.
    static func factoryNameClashes(
        in module: ModuleDefinition,
        destinations: [String: ModuleDefinition]
    ) -> [Diagnostic] {
        var owners: [String: String] = [:]
        for route in module.routes {
            owners["make" + route.name.upperFirst] = "the factory method of route '\(route.name)'"
        }
        var diagnostics: [Diagnostic] = []
        for route in module.routes {
            guard let name = route.module, let destination = destinations[name],
                destination.ui != .none
            else { continue }
            for parameter in destination.screenParameters(in: destinations)
            where parameter.name != "moduleOutput" {
                let property = route.name + parameter.name.upperFirst
                if let owner = owners[property] {
                    diagnostics.append(
                        ModelDiagnostics.routeFactoryNameClash(
                            property, route: route.name, with: owner,
                            at: route.moduleLocation))
                } else {
                    owners[property] = "route '\(route.name)'"
                }
            }
        }
        return diagnostics
    }

    /// Route parameters named like what the generated code binds beside them:
    /// `factory` (of `destination(using:)`, always), `module` (the built
    /// destination, for a route with `module:`), and, when a route hands its
    /// destination the output, `output` and `moduleOutput`.
    static func generatedNameClashes(
        in module: ModuleDefinition,
        destinations: [String: ModuleDefinition]
    ) -> [Diagnostic] {
        let handsOutput = module.routes.contains { module.handsOutput($0, in: destinations) }
        return module.routes.flatMap { route in
            var taken = ["factory": "the route factory"]
            if route.module != nil { taken["module"] = "the module the route builds" }
            if handsOutput {
                taken["output"] = "the output the routes hand over"
                taken["moduleOutput"] = "the output the routes hand over"
            }
            return route.parameters.compactMap { parameter in
                taken[parameter.name].map {
                    ModelDiagnostics.routeParameterNamedLikeGenerated(
                        parameter.name, route: route.name, what: $0,
                        at: parameter.location)
                }
            }
        }
    }

    /// The destination's module input message whose parameters have the
    /// route's names and types, in order: the route hands its values to it.
    /// An unnamed input parameter (`_: Order`) takes a value of its type
    /// whatever the route calls it.
    public static func inputTaking(_ parameters: [SwiftParameter], in destination: ModuleDefinition)
        -> SwiftMethod?
    {
        destination.moduleInputs.first { input in
            input.parameters.count == parameters.count
                && zip(input.parameters, parameters).allSatisfy { taken, given in
                    taken.type == given.type && (taken.isUnnamed || taken.name == given.name)
                }
        }
    }
}

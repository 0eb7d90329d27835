/// Checks the modules a module embeds (`children:`) against the project: each
/// exists, has a screen and an output, is embedded once and never contains
/// its parent, and what its `makeModule` takes fits beside the parent's own
/// parameters. The outputs of the children and of the modules the routes
/// open fit beside the presenter's methods, which implement them.
public enum ChildModuleValidator {
    /// The most screens one `makeModule` may build, its own and those its
    /// children embed, at every depth: each embedded screen has its own
    /// parameters, so the assembly grows with their number.
    public static let maximumEmbeddedScreens = 100

    /// Every problem, located at the child's name or module.
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
        var screenCounts: [String: Int] = [:]
        let cycles = ChildCycles(byName)
        var reportedCycles: Set<Int> = []
        let known = SpellingCandidates(Array(byName.keys), kind: "modules")
        for module in modules {
            var problems: [Diagnostic] = []
            if !module.children.isEmpty {
                if module.ui == .none {
                    diagnostics.append(
                        ModelDiagnostics.childOfModuleWithoutScreen(
                            module.children[0].name, parent: module.name,
                            at: module.children[0].location))
                    continue
                }
                problems = childProblems(
                    in: module, modules: byName, known: known, cycles: cycles,
                    reportedCycles: &reportedCycles, allSpecsRead: allSpecsRead)
                // On a cycle (reported once for all its modules) nothing below is meaningful.
                if cycles.component(of: module.name) != nil {
                    diagnostics += problems
                    continue
                }
                if problems.isEmpty {
                    var visiting: Set<String> = []
                    let count = screenCount(
                        of: module.name, modules: byName, memo: &screenCounts, visiting: &visiting)
                    if count > maximumEmbeddedScreens {
                        problems.append(
                            ModelDiagnostics.tooManyEmbeddedScreens(
                                module.name, assembly: module.names.assembly,
                                limit: maximumEmbeddedScreens,
                                at: module.children[0].location))
                    }
                }
                if problems.isEmpty { problems += parameterClashes(in: module, modules: byName) }
            }
            if problems.isEmpty { problems += heardOutputProblems(in: module, modules: byName) }
            diagnostics += problems
        }
        return diagnostics
    }

    /// The screens `makeModule` of `name` builds, its own included, at most
    /// one more than ``maximumEmbeddedScreens``; each module counted once.
    private static func screenCount(
        of name: String, modules: [String: ModuleDefinition], memo: inout [String: Int],
        visiting: inout Set<String>
    ) -> Int {
        if let known = memo[name] { return known }
        guard let module = modules[name], visiting.insert(name).inserted else { return 1 }
        var count = 1
        for child in module.children where count <= maximumEmbeddedScreens {
            count += screenCount(
                of: child.module, modules: modules, memo: &memo, visiting: &visiting)
        }
        visiting.remove(name)
        let capped = min(count, maximumEmbeddedScreens + 1)
        memo[name] = capped
        return capped
    }

    /// - Parameter cycles: the project's cycles of children. Each is reported
    ///   once, at the first child that closes it (`reportedCycles` holds
    ///   their components), so a project of cycles costs linear time.
    private static func childProblems(
        in module: ModuleDefinition, modules: [String: ModuleDefinition],
        known: SpellingCandidates, cycles: ChildCycles, reportedCycles: inout Set<Int>,
        allSpecsRead: Bool
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var firstChild: [String: SourceLocation?] = [:]
        for child in module.children {
            guard let embedded = modules[child.module] else {
                guard allSpecsRead else { continue }
                diagnostics.append(
                    ModelDiagnostics.unknownChildModule(
                        child.module, child: child.name, known: known, at: child.moduleLocation))
                continue
            }
            if let component = cycles.component(of: module.name),
                cycles.component(of: child.module) == component
            {
                if reportedCycles.insert(component).inserted,
                    let cycle = cycles.cycle(from: module.name, through: child.module)
                {
                    diagnostics.append(
                        ModelDiagnostics.childCycle(
                            cycle, child: child.name, at: child.moduleLocation))
                }
                continue
            }
            if embedded.ui == .none {
                diagnostics.append(
                    ModelDiagnostics.childModuleWithoutScreen(
                        child.module, child: child.name,
                        at: child.moduleLocation))
                continue
            }
            if module.access == .public, embedded.access != .public {
                diagnostics.append(
                    ModelDiagnostics.publicParentOfInternalChild(
                        module.name, child: child.name, module: child.module,
                        at: child.moduleLocation))
                continue
            }
            if !embedded.hasModuleOutput {
                diagnostics.append(
                    ModelDiagnostics.childModuleWithoutOutput(
                        child.module, child: child.name,
                        at: child.moduleLocation))
                continue
            }
            if let first = firstChild[child.module] {
                diagnostics.append(
                    ModelDiagnostics.childModuleTwice(
                        child.module, child: child.name,
                        at: child.moduleLocation, first: first))
                continue
            }
            firstChild[child.module] = child.moduleLocation
        }
        return diagnostics
    }

    /// The outputs of the modules the presenter hears (children, modules
    /// routes open) named like its own methods or like each other's, and
    /// the internal ones a public presenter can't refine.
    private static func heardOutputProblems(
        in module: ModuleDefinition,
        modules: [String: ModuleDefinition]
    ) -> [Diagnostic] {
        let heardModules = module.heardModules(in: modules)
        guard !heardModules.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        var taken = presenterMembers(of: module)
        for heard in heardModules {
            if module.access == .public, heard.module.access != .public {
                // A child's is reported with the child's other problems.
                if case .route(let route) = heard.source {
                    diagnostics.append(
                        ModelDiagnostics.publicRouteFactoryNeedsInternalModule(
                            heard.module.name, route: route, module: module.name, at: heard.location
                        ))
                }
                continue
            }
            for output in heard.module.moduleOutputs {
                if let owner = taken[output.selector] {
                    diagnostics.append(
                        ModelDiagnostics.childOutputClash(
                            output.selector, source: heard.source.description,
                            module: heard.module.name, with: owner,
                            at: heard.location))
                }
            }
            for output in heard.module.moduleOutputs {
                taken[output.selector] = "an output of \(heard.source) ('\(heard.module.name)')"
            }
        }
        return diagnostics
    }

    /// The methods the presenter implements besides the children's outputs.
    static func presenterMembers(of module: ModuleDefinition) -> [String: String] {
        var taken: [String: String] = [:]
        if module.style == .mvp {
            for use in module.traits {
                for method in use.trait.methods {
                    taken[method.signature.selector] = "a method of trait '\(use.trait.name)'"
                }
            }
            if !module.routes.isEmpty {
                taken["open(_:)"] = "the routing trait's method"
                taken["open(_:completion:)"] = "the routing trait's method"
            }
            for route in module.routes {
                if let method = route.methodSignature {
                    taken[method.selector] = "the method of route '\(route.name)'"
                }
            }
        } else {
            for output in module.interactorOutputs {
                taken[output.selector] = "an interactor output"
            }
        }
        for event in module.events { taken[event.selector] = "an event" }
        for input in module.moduleInputs { taken[input.selector] = "a module input" }
        return taken
    }

    /// What a child's `makeModule` needs, named `<child><Parameter>` in the
    /// parent's, that the parent's `makeModule` already takes.
    private static func parameterClashes(
        in module: ModuleDefinition,
        modules: [String: ModuleDefinition]
    ) -> [Diagnostic] {
        var owners = [
            "viewController": "the view controller's constant",
            "presenter": "the presenter's constant",
        ]
        for parameter in module.assemblyParameters {
            owners[parameter.name] = "the module's own parameter"
        }
        var diagnostics: [Diagnostic] = []
        for child in module.children {
            guard let embedded = modules[child.module] else { continue }
            // `makeModule` builds the child in a constant of this name.
            let local = child.name + "Module"
            if let owner = owners[local] {
                diagnostics.append(
                    ModelDiagnostics.childParameterClash(
                        local, child: child.name, isConstant: true,
                        with: owner, at: child.location))
            }
            owners[local] = "child '\(child.name)''s constant"
            for parameter in embedded.screenParameters(in: modules)
            where parameter.name != "moduleOutput" {
                let name = child.name + parameter.name.upperFirst
                if let owner = owners[name] {
                    diagnostics.append(
                        ModelDiagnostics.childParameterClash(
                            name, child: child.name, isConstant: false,
                            with: owner, at: child.location))
                } else {
                    owners[name] = "child '\(child.name)''s parameter"
                }
            }
        }
        return diagnostics
    }
}

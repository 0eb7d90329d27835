/// Builds what the module templates see. Every decision (names, which class
/// holds which dependency, what a test calls) is made here; templates only lay out.
enum ModuleContext {
    /// The line length generated code keeps to where its layout depends on
    /// names (what `docs/swift-format-generated.json` checks).
    static let lineLength = 100

    /// - Parameter traitMethods: the trait methods' contexts, worked out once
    ///   per run (they do not depend on the module).
    static func value(_ module: ModuleSpec, traitMethods: TraitMethodContexts = TraitMethodContexts()) -> TemplateValue {
        let name = module.name
        let routerUses = module.traits.filter { $0.trait.kind == .router }
        let interactorUses = module.traits.filter { $0.trait.kind == .interactor }
        let routes = RouteContext(module: module)
        let presenterUses = module.style == .mvp ? module.traits : []
        let presenterExtras = module.style == .mvp ? routes.dependencies : []
        let routerExtras = module.style == .viper ? routes.dependencies : []

        let presenter = classValue(
            name: "\(name)Presenter", owner: "presenter", uses: presenterUses, module: module, traitMethods: traitMethods,
            extraDependencies: presenterExtras,
            routing: module.style == .mvp ? routes : nil,
            composition: ("\(name)PresenterLogic",
                          ["AnyObject"] + module.traits.map(\.trait.protocolName) + routes.protocolNames),
            fields: [
                "logicProtocol": .text("\(name)PresenterLogic"),
                "mockConformance": .text("\(name)PresenterLogic"),
                "storesView": .flag(true),
                "storesOutput": .flag(false),
                "testName": .text("Presenter"),
            ])
        let router = classValue(
            name: "\(name)Router", owner: "router", uses: routerUses, module: module, traitMethods: traitMethods,
            extraDependencies: routerExtras, routing: module.style == .viper ? routes : nil,
            composition: ("\(name)RouterInput",
                          ["AnyObject"] + routerUses.map(\.trait.protocolName) + routes.protocolNames),
            fields: [
                "inputProtocol": .text("\(name)RouterInput"),
                "mockConformance": .text("\(name)RouterInput"),
                "storesView": .flag(false),
                "storesOutput": .flag(false),
                "testName": .text("Router"),
            ])
        let interactor = classValue(
            name: "\(name)Interactor", owner: "interactor", uses: interactorUses, module: module,
            traitMethods: traitMethods,
            extraDependencies: [], routing: nil,
            composition: ("\(name)InteractorLogic",
                          ["\(name)InteractorInput"] + interactorUses.map(\.trait.protocolName)),
            fields: [
                "inputProtocol": .text("\(name)InteractorInput"),
                "outputProtocol": .text("\(name)InteractorOutput"),
                "logicProtocol": .text("\(name)InteractorLogic"),
                "inputSpyName": .text("\(name)InteractorInputSpy"),
                "inputs": .items(module.interactorInputs) { MethodContext.value($0) },
                "hasInputs": .flag(!module.interactorInputs.isEmpty),
                "outputs": .items(module.interactorOutputs) { MethodContext.value($0) },
                "hasOutputs": .flag(!module.interactorOutputs.isEmpty),
                "mockConformance": .text("\(name)InteractorLogic"),
                "storesView": .flag(false),
                "storesOutput": .flag(true),
                "testName": .text("Interactor"),
            ])
        let assemblyDependencies = assemblyParameters(module: module, routes: routes)
        let scaffoldUses = module.traits.filter { $0.usesDefaults && $0.trait.scaffold != nil }
        let sourceSnippets = scaffoldUses.compactMap { use in
            use.trait.scaffold?.source.map { substituted($0, for: use, in: module) }
        }
        let testSnippets = scaffoldUses.compactMap { use in
            use.trait.scaffold?.tests.map { substituted($0, for: use, in: module) }
        }
        // The modules the traits import declare the types of their members, so
        // every file that names those members imports them too.
        let traitImports = Set(module.traits.flatMap(\.trait.imports)).sorted()

        return .object([
            "name": .text(name),
            "specPath": .text(module.specPath),
            "style": .text(module.style.rawValue),
            "isMVP": .flag(module.style == .mvp),
            "isVIPER": .flag(module.style == .viper),
            "traits": .items(module.traits) { use in
                .object(["name": .text(use.trait.name), "protocolName": .text(use.trait.protocolName)])
            },
            "hasTraits": .flag(!module.traits.isEmpty),
            "traitImports": .texts(traitImports),
            "imports": .texts(Set(traitImports + ["Foundation"]).sorted()),
            "testImports": .texts(Set(traitImports + ["XCTest"]).sorted()),
            "view": .object([
                "name": .text("\(name)View"),
                "spyName": .text("\(name)ViewSpy"),
                "outputs": .items(module.viewOutputs) { MethodContext.value($0) },
                "hasOutputs": .flag(!module.viewOutputs.isEmpty),
            ]),
            "presenter": presenter,
            "mocks": .list(module.style == .mvp ? [presenter] : [router, interactor]),
            "router": router,
            "interactor": interactor,
            "routes": routes.value,
            "assembly": .object([
                "name": .text("\(name)Assembly"),
                "parameters": .list(assemblyDependencies),
                "hasParameters": .flag(!assemblyDependencies.isEmpty),
            ]),
            "scaffold": .object([
                "sources": .texts(sourceSnippets),
                "hasSources": .flag(!sourceSnippets.isEmpty),
                "tests": .texts(testSnippets),
                "hasTests": .flag(!testSnippets.isEmpty),
            ]),
        ])
    }

    /// A composed class (presenter, router or interactor): its stored
    /// dependencies, the protocol that composes its traits, and the trait
    /// methods a generated test calls on its Mock.
    private static func classValue(
        name: String,
        owner: String,
        uses: [TraitUse],
        module: ModuleSpec,
        traitMethods: TraitMethodContexts,
        extraDependencies: [TemplateValue],
        routing: RouteContext?,
        composition: (protocolName: String, conformances: [String]),
        fields: [String: TemplateValue]
    ) -> TemplateValue {
        var dependencies: [TemplateValue] = []
        var seen: Set<String> = []
        for use in uses {
            for dependency in use.trait.dependencies where seen.insert(dependency.name).inserted {
                dependencies.append(dependencyValue(dependency, use: use, module: module))
            }
        }
        for extra in extraDependencies {
            if case .object(let fields) = extra, case .string(let name)? = fields["name"],
               seen.insert(name).inserted {
                dependencies.append(extra)
            }
        }
        var methods: [TemplateValue] = []
        var selectors: [String] = []
        for use in uses {
            methods += traitMethods.methods(of: use.trait)
            selectors += use.trait.methods.map(\.signature.selector)
        }
        if let routing, let method = routing.openMethod {
            methods.append(method)
            selectors.append("open(_:)")
        }
        var value = fields
        // One conformance per line when `protocol Name: A, B {` would be too long.
        let declaration = "\(module.access.modifier)protocol \(composition.protocolName): "
            + composition.conformances.joined(separator: ", ") + " {"
        value["conformances"] = .text(composition.conformances.joined(separator: ", "))
        value["conformanceList"] = .texts(composition.conformances)
        value["wrapsConformances"] = .flag(declaration.count > lineLength)
        // The calls a test expects, as lines of an array literal: a trailing
        // comma after each, unless there is only one.
        value["expectedCalls"] = .texts(selectors.map { "\"\($0)\"" + (selectors.count > 1 ? "," : "") })
        value["name"] = .text(name)
        value["owner"] = .text(owner)
        value["mockName"] = .text("\(name)Mock")
        value["dependencies"] = .list(dependencies)
        value["methods"] = .list(methods)
        value["hasMethods"] = .flag(!methods.isEmpty)
        return .object(value)
    }

    private static func dependencyValue(_ dependency: TraitDependency, use: TraitUse, module: ModuleSpec) -> TemplateValue {
        let type = dependency.moduleType.map { substituted($0, for: use, in: module) } ?? dependency.type
        return dependencyValue(name: dependency.name, type: type, isWeak: dependency.isWeak)
    }

    static func dependencyValue(name: String, type: String, isWeak: Bool) -> TemplateValue {
        .object([
            "name": .text(name),
            "type": .text(DependencyTypeText.implicitlyUnwrapped(type)),
            "isWeak": .flag(isWeak),
            "fromView": .flag(type == "any TransitionHandler"),
        ])
    }

    /// The assembly's parameters: every dependency except those the view provides.
    private static func assemblyParameters(module: ModuleSpec, routes: RouteContext) -> [TemplateValue] {
        var parameters: [(name: String, type: String, owner: String)] = []
        var seen: Set<String> = []
        for use in module.traits {
            let owner = module.style == .mvp ? "presenter" : use.trait.kind.rawValue
            for dependency in use.trait.dependencies where dependency.type != "any TransitionHandler" {
                let type = dependency.moduleType.map { substituted($0, for: use, in: module) } ?? dependency.type
                if seen.insert(owner + "." + dependency.name).inserted {
                    parameters.append((dependency.name, type, owner))
                }
            }
        }
        if routes.hasRoutes {
            parameters.append(("routeFactory", routes.factoryType, module.style == .mvp ? "presenter" : "router"))
        }
        return parameters.enumerated().map { index, parameter in
            .object([
                "name": .text(parameter.name),
                "type": .text(parameter.type),
                "owner": .text(parameter.owner),
                "isLast": .flag(index == parameters.count - 1),
            ])
        }
    }

    /// A trait snippet with `${module}`, `${access}` and the trait's parameters filled in.
    static func substituted(_ snippet: String, for use: TraitUse, in module: ModuleSpec) -> String {
        var values = ["module": module.name, "access": module.access.modifier]
        for parameter in use.trait.parameters {
            values[parameter.name] = use.arguments[parameter.name]
                ?? Placeholders.substituted(parameter.defaultValue, ["module": module.name])
        }
        return Placeholders.substituted(snippet, values)
    }
}

/// The template contexts of each trait's methods, keyed by trait name: the
/// same in every module, so worked out once per run instead of per module.
struct TraitMethodContexts: Sendable {
    private var byTrait: [String: [TemplateValue]] = [:]

    init() {}

    init(_ traits: [TraitDefinition]) {
        for trait in traits { byTrait[trait.name] = Self.computed(trait) }
    }

    func methods(of trait: TraitDefinition) -> [TemplateValue] {
        byTrait[trait.name] ?? Self.computed(trait)
    }

    private static func computed(_ trait: TraitDefinition) -> [TemplateValue] {
        let associated = trait.associatedTypes.map(\.name)
        return trait.methods.map { MethodContext.value($0.signature, associatedTypes: associated) }
    }
}

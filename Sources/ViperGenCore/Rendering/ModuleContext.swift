/// Builds what the module templates see. Every decision (names, which class
/// holds which dependency, what a test calls) is made here; templates only lay out.
enum ModuleContext {
    /// The line length generated code keeps to where its layout depends on
    /// names (what `docs/swift-format-generated.json` checks).
    static let lineLength = 100

    /// - Parameter traitMethods: the trait methods' contexts, worked out once
    ///   per run (they do not depend on the module).
    /// - Parameter related: the modules the module's routes open (`module:`)
    ///   and its children embed, and their children, by name.
    static func value(_ module: ModuleDefinition, traitMethods: TraitMethodContexts = TraitMethodContexts(),
                      related: [String: ModuleDefinition] = [:]) -> TemplateValue {
        let name = module.name
        let routerUses = module.traits.filter { $0.trait.kind == .router }
        let interactorUses = module.traits.filter { $0.trait.kind == .interactor }
        let routes = RouteContext(module: module, modules: related)
        let screen = ScreenContext(module: module)
        let children = ChildContext(module: module, modules: related)
        let presenterUses = module.style == .mvp ? module.traits : []
        let isVIP = module.style == .vip
        // Clean Swift's names for what VIPER calls the router input and the interactor input.
        let routerProtocol = isVIP ? "\(name)RoutingLogic" : "\(name)RouterInput"
        let interactorInput = isVIP ? "\(name)BusinessLogic" : "\(name)InteractorInput"
        let specDependencies = Dictionary(grouping: module.dependencies, by: \.owner).mapValues { list in
            list.map { dependencyValue(name: $0.name, type: $0.type, isWeak: false) }
        }
        let presenterExtras = (module.style == .mvp ? routes.dependencies : []) + specDependencies[.presenter, default: []]
        let routerExtras = (module.style != .mvp ? routes.dependencies : []) + specDependencies[.router, default: []]

        let presenter = classValue(
            name: "\(name)Presenter", owner: "presenter", uses: presenterUses, module: module, traitMethods: traitMethods,
            extraDependencies: presenterExtras,
            routing: module.style == .mvp ? routes : nil,
            composition: ("\(name)PresenterLogic", presenterConformances(module, screen: screen, routes: routes,
                                                                         children: children)),
            fields: [
                "specDependencies": .list(specDependencies[.presenter, default: []]),
                "logicProtocol": .string("\(name)PresenterLogic"),
                "mockConformance": .string("\(name)PresenterLogic"),
                "storesView": .bool(true),
                "storesOutput": .bool(false),
                "storesPresenter": .bool(false),
                "testName": .string("Presenter"),
            ])
        let router = classValue(
            name: "\(name)Router", owner: "router", uses: routerUses, module: module, traitMethods: traitMethods,
            extraDependencies: routerExtras, routing: module.style != .mvp ? routes : nil,
            composition: (routerProtocol,
                          ["AnyObject"] + routerUses.map(\.trait.protocolName) + routes.protocolNames),
            fields: [
                "specDependencies": .list(specDependencies[.router, default: []]),
                "inputProtocol": .string(routerProtocol),
                // In VIP the view controller calls the router; in VIPER the presenter does.
                "askedBy": .string(isVIP ? "view controller" : "presenter"),
                "mockConformance": .string(routerProtocol),
                "storesView": .bool(false),
                "storesOutput": .bool(false),
                "storesPresenter": .bool(false),
                "testName": .string("Router"),
            ])
        let interactor = classValue(
            name: "\(name)Interactor", owner: "interactor", uses: interactorUses, module: module,
            traitMethods: traitMethods,
            extraDependencies: specDependencies[.interactor, default: []], routing: nil,
            composition: ("\(name)InteractorLogic",
                          [interactorInput] + interactorUses.map(\.trait.protocolName)),
            fields: [
                "specDependencies": .list(specDependencies[.interactor, default: []]),
                "inputProtocol": .string(interactorInput),
                "outputProtocol": .string("\(name)InteractorOutput"),
                "logicProtocol": .string("\(name)InteractorLogic"),
                "inputSpyName": .string("\(name)InteractorInputSpy"),
                "outputSpyName": .string("\(name)InteractorOutputSpy"),
                "inputs": .list(MethodContext.values(module.interactorInputs)),
                "hasInputs": .bool(!module.interactorInputs.isEmpty),
                "outputs": .list(MethodContext.values(module.interactorOutputs)),
                "hasOutputs": .bool(!module.interactorOutputs.isEmpty),
                "mockConformance": .string("\(name)InteractorLogic"),
                "storesView": .bool(false),
                "storesOutput": .bool(!isVIP),
                // VIP: the interactor keeps its presenter; its Mock starts with a spy.
                "storesPresenter": .bool(isVIP),
                "presenterProtocol": .string("\(name)PresentationLogic"),
                "presenterSpyName": .string("\(name)PresentationLogicSpy"),
                "presenterDeclaration": .string(wrappedAssignment(
                    "var presenter: any \(name)PresentationLogic", value: "\(name)PresentationLogicSpy()")),
                "testName": .string("Interactor"),
            ])
        let assemblyDependencies = listed(module.assemblyParameters)
        let screenParameters = listed(module.screenParameters(in: related))
        let scaffoldUses = module.traits.filter { $0.usesDefaults && $0.trait.scaffold != nil }
        let sourceSnippets = scaffoldUses.compactMap { use in
            use.trait.scaffold?.source.map { module.substituted($0, for: use) }
        }
        let testSnippets = scaffoldUses.compactMap { use in
            use.trait.scaffold?.tests.map { module.substituted($0, for: use) }
        }
        let traitImports = Set(module.traits.flatMap(\.trait.imports)).sorted()
        // A child's outputs and what its `makeModule` takes (and a route
        // destination's) are named in this module's files too.
        let typeImports = Set(typeImports(of: module) + related.values.flatMap(typeImports(of:))).sorted()

        var fields: TemplateObject = [
            "name": .string(name),
            "specPath": .string(module.specPath),
            "style": .string(module.style.rawValue),
            "isMVP": .bool(module.style == .mvp),
            "isVIPER": .bool(module.style == .viper),
            "isVIP": .bool(isVIP),
            "vip": isVIP ? UseCaseContext.value(module) : .object([:]),
            "traits": .list(module.traits.map { use in
                .object(["name": .string(use.trait.name), "protocolName": .string(use.trait.protocolName)])
            }),
            "hasTraits": .bool(!module.traits.isEmpty),
            "traitImports": .list(traitImports.map(TemplateValue.string)),
            "typeImports": .list(typeImports.map(TemplateValue.string)),
            "imports": .list(Set(typeImports + ["Foundation"]).sorted().map(TemplateValue.string)),
            "testImports": .list(Set(typeImports + ["XCTest"]).sorted().map(TemplateValue.string)),
            "view": .object([
                "name": .string("\(name)View"),
                "spyName": .string("\(name)ViewSpy"),
                "protocolHead": .string(protocolHead(access: module.access, name: "\(name)View",
                                                     conformances: ["AnyObject"] + module.viewInherits)),
                "inherits": .list(module.viewInherits.map(TemplateValue.string)),
                "hasInherits": .bool(!module.viewInherits.isEmpty),
                "outputs": .list(MethodContext.values(module.viewOutputs)),
                "hasOutputs": .bool(!module.viewOutputs.isEmpty),
            ]),
            "presenter": presenter,
            "mocks": .list(mocks(module, presenter: presenter, router: router, interactor: interactor)),
            "router": router,
            "interactor": interactor,
            "routes": routes.value,
            "assembly": .object([
                "name": .string("\(name)Assembly"),
                "parameters": .list(assemblyDependencies),
                "hasParameters": .bool(!assemblyDependencies.isEmpty),
                "screenParameters": .list(screenParameters),
                "hasScreenParameters": .bool(!screenParameters.isEmpty),
            ]),
            "children": children.value,
            "makeModuleNeedsSwiftUI": .bool(module.screenNeedsSwiftUI(in: related)),
            "scaffold": .object([
                "sources": .list(sourceSnippets.map(TemplateValue.string)),
                "hasSources": .bool(!sourceSnippets.isEmpty),
                "tests": .list(testSnippets.map(TemplateValue.string)),
                "hasTests": .bool(!testSnippets.isEmpty),
            ]),
        ]
        for field in screen.fields.names { fields[field] = screen.fields[field] }
        return .object(fields)
    }

    /// What the presenter's composition protocol refines: in MVP every trait,
    /// in VIPER the interactor's output, in VIP what the interactor presents.
    private static func presenterConformances(_ module: ModuleDefinition, screen: ScreenContext, routes: RouteContext,
                                              children: ChildContext) -> [String] {
        switch module.style {
        case .mvp:
            return ["AnyObject"] + screen.presenterConformances + module.traits.map(\.trait.protocolName)
                + routes.protocolNames + children.protocolNames
        case .viper:
            return ["\(module.name)InteractorOutput"] + screen.presenterConformances + children.protocolNames
        case .vip:
            return ["\(module.name)PresentationLogic"]
        }
    }

    /// The classes a module's tests replace with Mocks: MVP's presenter,
    /// VIPER's router and interactor, VIP's interactor and its router if any.
    private static func mocks(_ module: ModuleDefinition, presenter: TemplateValue, router: TemplateValue,
                              interactor: TemplateValue) -> [TemplateValue] {
        switch module.style {
        case .mvp: return [presenter]
        case .viper: return [router, interactor]
        case .vip: return (module.hasVIPRouter ? [router] : []) + [interactor]
        }
    }

    /// What a module's files import for the types its spec names: the modules
    /// the traits import declare the types of their members, the spec's own
    /// imports the types of its messages; its dependencies are stored and
    /// passed by files that import Foundation then, as the others do.
    private static func typeImports(of module: ModuleDefinition) -> [String] {
        module.traits.flatMap(\.trait.imports) + module.imports + (module.dependencies.isEmpty ? [] : ["Foundation"])
    }

    /// `declaration = value` in a class body, or with the value on the next line
    /// when that passes the line length.
    static func wrappedAssignment(_ declaration: String, value: String) -> String {
        let line = "\(declaration) = \(value)"
        return 4 + line.count > lineLength ? "\(declaration) =\n    \(value)" : line
    }

    /// `public protocol Name: AnyObject, A {`, or, past the line length, one
    /// conformance per line with the brace on its own line.
    static func protocolHead(access: AccessLevel, name: String, conformances: [String]) -> String {
        let line = "\(access.modifier)protocol \(name): " + conformances.joined(separator: ", ") + " {"
        guard line.utf8.count > lineLength else { return line }
        return "\(access.modifier)protocol \(name):\n"
            + conformances.map { "    " + $0 }.joined(separator: ",\n") + "\n{"
    }

    /// A composed class (presenter, router or interactor): its stored
    /// dependencies, the protocol that composes its traits, and the trait
    /// methods a generated test calls on its Mock.
    private static func classValue(
        name: String,
        owner: String,
        uses: [TraitUse],
        module: ModuleDefinition,
        traitMethods: TraitMethodContexts,
        extraDependencies: [TemplateValue],
        routing: RouteContext?,
        composition: (protocolName: String, conformances: [String]),
        fields: TemplateObject
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
        var stubConstraints: [String] = []
        for use in uses {
            methods += traitMethods.methods(of: use.trait)
            selectors += use.trait.methods.map(\.signature.selector)
            for constraint in traitMethods.stubConstraints(of: use.trait) where !stubConstraints.contains(constraint) {
                stubConstraints.append(constraint)
            }
        }
        if let routing, let method = routing.openMethod {
            methods.append(method)
            selectors.append("open(_:)")
        }
        var value = fields
        // One conformance per line when `protocol Name: A, B {` would be too long.
        let declaration = "\(module.access.modifier)protocol \(composition.protocolName): "
            + composition.conformances.joined(separator: ", ") + " {"
        value["conformances"] = .string(composition.conformances.joined(separator: ", "))
        value["conformanceList"] = .list(composition.conformances.map(TemplateValue.string))
        value["wrapsConformances"] = .bool(declaration.utf8.count > lineLength)  // identifiers are ASCII
        // The calls a test expects, as lines of an array literal: a trailing
        // comma after each, unless there is only one.
        value["expectedCalls"] = .list(selectors.map { "\"\($0)\"" + (selectors.count > 1 ? "," : "") }.map(TemplateValue.string))
        value["name"] = .string(name)
        value["owner"] = .string(owner)
        value["mockName"] = .string("\(name)Mock")
        value["dependencies"] = .list(dependencies)
        let initParameters = initParameters(dependencies)
        value["initParameters"] = .list(initParameters)
        value["hasInitParameters"] = .bool(!initParameters.isEmpty)
        value["methods"] = .list(methods)
        // ` where Logic.CacheStoreType.Value: Stub`: what the trait test's generic function requires.
        value["logicConstraints"] = .string(stubConstraints.isEmpty ? "" : " where " + stubConstraints.joined(separator: ", "))
        value["hasMethods"] = .bool(!methods.isEmpty)
        value.merge(TestPatternContext.fields(uses: uses, routes: routing?.module.routes ?? []))
        return .object(value)
    }

    private static func dependencyValue(_ dependency: TraitDependency, use: TraitUse, module: ModuleDefinition) -> TemplateValue {
        let type = dependency.moduleType.map { module.substituted($0, for: use) } ?? dependency.type
        return dependencyValue(name: dependency.name, type: type, isWeak: dependency.isWeak)
    }

    /// - Parameter assignedFrom: what the assembly sets a weak dependency to;
    ///   by default the view for a transition handler, else the parameter of its name.
    static func dependencyValue(name: String, type: String, isWeak: Bool,
                                assignedFrom: String? = nil) -> TemplateValue {
        let fromView = type == "any TransitionHandler"
        return .object([
            "name": .string(name),
            "type": .string(DependencyTypeText.stored(type, isWeak: isWeak)),
            "isWeak": .bool(isWeak),
            "mockValue": .string(DependencyTypeText.stubExpression(type)),
            "fromView": .bool(fromView),
            "assignedFrom": .string(assignedFrom ?? (fromView ? "view" : name)),
        ])
    }

    /// The strong dependencies, which the class's `init` takes: each with
    /// `isLast`, for the comma of a parameter or argument list.
    private static func initParameters(_ dependencies: [TemplateValue]) -> [TemplateValue] {
        let strong: [TemplateObject] = dependencies.compactMap {
            guard case .object(let fields) = $0, fields["isWeak"] == .bool(false) else { return nil }
            return fields
        }
        return strong.enumerated().map { index, dependency in
            var fields = dependency
            fields["isLast"] = .bool(index == strong.count - 1)
            return .object(fields)
        }
    }

    /// The parameters of `assemble` or `makeModule`, each with `isLast`.
    private static func listed(_ parameters: [(name: String, type: String, owner: String)]) -> [TemplateValue] {
        parameters.enumerated().map { index, parameter in
            .object([
                "name": .string(parameter.name),
                "type": .string(parameter.type),
                "owner": .string(parameter.owner),
                "isLast": .bool(index == parameters.count - 1),
            ])
        }
    }
}

/// The template contexts of each trait's methods, and what a trait test
/// calling them requires (`MethodContext.stubConstraints`), keyed by trait
/// name: the same in every module, so worked out once per run instead of per module.
struct TraitMethodContexts: Sendable {
    private var byTrait: [String: (methods: [TemplateValue], stubConstraints: [String])] = [:]

    init() {}

    init(_ traits: [TraitDefinition]) {
        for trait in traits { byTrait[trait.name] = Self.computed(trait) }
    }

    func methods(of trait: TraitDefinition) -> [TemplateValue] {
        (byTrait[trait.name] ?? Self.computed(trait)).methods
    }

    func stubConstraints(of trait: TraitDefinition) -> [String] {
        (byTrait[trait.name] ?? Self.computed(trait)).stubConstraints
    }

    private static func computed(_ trait: TraitDefinition) -> (methods: [TemplateValue], stubConstraints: [String]) {
        let associated = trait.associatedTypes.map(\.name)
        return (trait.methods.map { MethodContext.value($0.signature, associatedTypes: associated) },
                trait.methods.flatMap { MethodContext.stubConstraints($0.signature, associatedTypes: associated) })
    }
}

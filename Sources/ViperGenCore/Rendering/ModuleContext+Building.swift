/// How a module's context is worked out. Every decision (names, which class
/// holds which dependency, what a test calls) is made here; templates only lay out.
extension ModuleContext {
    /// - Parameter traitMethods: the trait methods' contexts, worked out once
    ///   per run (they do not depend on the module).
    /// - Parameter related: the modules the module's routes open (`module:`)
    ///   and its children embed, and their children, by name.
    /// - Parameter platform: the config's `platform`, the app's oldest iOS.
    /// - Parameter isolation: the config's `defaultIsolation`, for the scaffolds' `${nonisolated}`.
    /// - Parameter testFramework: the config's `testFramework`, for the scaffolded tests.
    init(
        _ module: ModuleDefinition, traitMethods: TraitMethodContexts = TraitMethodContexts(),
        related: [String: ModuleDefinition] = [:], platform: DeploymentTarget = .defaultTarget,
        isolation: DefaultIsolation = .nonisolated, testFramework: TestFramework = .xctest
    ) {
        let name = module.name
        let names = module.names
        let routerUses = module.traits.filter { $0.trait.kind == .router }
        let interactorUses = module.traits.filter { $0.trait.kind == .interactor }
        let routes = RouteBuilder(module: module, modules: related)
        // Worked out for another runtime (or none): this module's names win.
        let traitMethods =
            traitMethods.runtime == module.runtime
            ? traitMethods : TraitMethodContexts(runtime: module.runtime)
        let heard = module.heardModules(in: related)
        let isVIP = module.style == .vip
        // Clean Swift's names for what VIPER calls the router input and the interactor input.
        let routerProtocol = names.routerProtocol(module.style)
        let interactorInput = names.interactorInputProtocol(module.style)
        let specDependencies = Dictionary(grouping: module.dependencies, by: \.owner).mapValues {
            list in
            list.map {
                DependencyContext(
                    name: $0.name, type: $0.type, isWeak: $0.isWeak, runtime: module.runtime)
            }
        }
        let parts = ComponentParts(module: module, traitMethods: traitMethods)
        let viewList = specDependencies[.view, default: []]
        let viewDependencies = viewList.enumerated().map { index, dependency in
            ComponentContext.InitParameter(
                dependency: dependency,
                parameterType: DependencyTypeText.parameter(dependency.type),
                isLast: index == viewList.count - 1)
        }

        let presenter = parts.component(
            name: names.presenter, owner: "presenter",
            uses: module.style == .mvp ? module.traits : [],
            extraDependencies: (module.style == .mvp ? routes.dependencies : [])
                + specDependencies[.presenter, default: []],
            routing: module.style == .mvp ? routes : nil,
            composition: (
                names.presenterLogic,
                Self.presenterConformances(module, routes: routes, heard: heard)
            ),
            specDependencies: specDependencies[.presenter, default: []],
            store: module.store.filter { $0.owner == .presenter },
            mockConformance: names.presenterLogic, testName: "Presenter",
            roles: .init(logicProtocol: names.presenterLogic, storesView: true))
        // A router with methods of its own navigates from the view, even with no
        // trait or route to give it one.
        let routerView: [DependencyContext] =
            module.routerMessages.isEmpty || !module.routes.isEmpty
                || routerUses.contains(where: { use in
                    use.trait.dependencies.contains { $0.name == "transitionHandler" }
                })
            ? []
            : [
                DependencyContext(
                    name: "transitionHandler", type: module.runtime.transitionHandlerType,
                    isWeak: true, runtime: module.runtime)
            ]
        // VIP: a router that passes data on holds the interactor's data store weakly.
        let dataPassing: [DependencyContext] =
            module.hasDataPassing
            ? [
                DependencyContext(
                    name: DataStoreReader.routerMember, type: "any \(names.dataStore)",
                    isWeak: true, assignedFrom: "interactor", runtime: module.runtime)
            ] : []
        let router = parts.component(
            name: names.router, owner: "router", uses: routerUses,
            extraDependencies: (module.style != .mvp ? routes.dependencies : [])
                + routerView + specDependencies[.router, default: []] + dataPassing,
            routing: module.style != .mvp ? routes : nil,
            composition: (
                routerProtocol,
                ["AnyObject"] + (module.hasDataPassing ? [names.dataPassing] : [])
                    + routerUses.map(\.trait.protocolName) + routes.protocolNames
            ),
            specDependencies: routerView + specDependencies[.router, default: []],
            messages: module.routerMessages,
            mockConformance: routerProtocol, testName: "Router",
            // In VIP the view controller calls the router; in VIPER the presenter does.
            roles: .init(
                inputProtocol: routerProtocol, askedBy: isVIP ? "view controller" : "presenter"))
        let interactor = parts.component(
            name: names.interactor, owner: "interactor", uses: interactorUses,
            extraDependencies: specDependencies[.interactor, default: []], routing: nil,
            composition: (
                names.interactorLogic,
                [interactorInput] + (module.hasDataStore ? [names.dataStore] : [])
                    + interactorUses.map(\.trait.protocolName)
            ),
            specDependencies: specDependencies[.interactor, default: []],
            store: module.store.filter { $0.owner == .interactor },
            mockConformance: names.interactorLogic, testName: "Interactor",
            roles: .init(
                logicProtocol: names.interactorLogic, inputProtocol: interactorInput,
                interactor: ComponentContext.InteractorParts(
                    outputProtocol: names.interactorOutput,
                    inputSpyName: "\(name)InteractorInputSpy",
                    outputSpyName: "\(name)InteractorOutputSpy",
                    inputs: MethodContext.list(module.interactorInputs, runtime: module.runtime),
                    hasInputs: !module.interactorInputs.isEmpty,
                    inputsTakeAnswers: module.interactorInputs.contains(
                        where: MethodContext.spyTakesAnswers),
                    outputs: MethodContext.list(module.interactorOutputs, runtime: module.runtime),
                    hasOutputs: !module.interactorOutputs.isEmpty,
                    outputsTakeAnswers: module.interactorOutputs.contains(
                        where: MethodContext.spyTakesAnswers),
                    presenterProtocol: names.presentationLogic,
                    presenterSpyName: "\(name)PresentationLogicSpy",
                    presenterDeclaration: SwiftLayout.wrappedAssignment(
                        "var presenter: any \(names.presentationLogic)",
                        value: "\(name)PresentationLogicSpy()")),
                storesOutput: !isVIP,
                // VIP: the interactor keeps its presenter; its Mock starts with a spy.
                storesPresenter: isVIP))
        let assemblyParameters = Self.listed(module.assemblyParameters)
        let screenParameters = Self.listed(module.screenParameters(in: related))
        let scaffoldUses = module.traits.filter { $0.usesDefaults && $0.trait.scaffold != nil }
        let sourceSnippets = scaffoldUses.compactMap { use in
            use.trait.scaffold?.source.map {
                module.substituted($0, for: use, isolation: isolation)
            }
        }
        let testSnippets = scaffoldUses.compactMap { use in
            use.trait.scaffold?.tests.map { module.substituted($0, for: use, isolation: isolation) }
        }
        // A child's outputs and what its `makeModule` takes (and a route
        // destination's) are named in this module's files too.
        let typeImports = Set(
            Self.typeImports(of: module) + related.values.flatMap(Self.typeImports(of:))
        ).sorted()

        let children = ChildrenContext(module, modules: related, heard: heard)
        let hasWiringTest =
            module.style != .vip
            && assemblyParameters.allSatisfy {
                WiringTestsContext.hasTestValue($0, runtime: module.runtime)
            }
        let wiringTests = WiringTestsContext(
            module, assemblyParameters: assemblyParameters, screenParameters: screenParameters,
            hasWiringTest: hasWiringTest, related: related)
        self.init(
            name: name,
            specPath: module.specPath,
            style: module.style.rawValue,
            isMVP: module.style == .mvp,
            isVIPER: module.style == .viper,
            isVIP: isVIP,
            vip: isVIP ? VIPContext(module) : nil,
            traits: module.traits.map {
                TraitReference(name: $0.trait.name, protocolName: $0.trait.protocolName)
            },
            hasTraits: !module.traits.isEmpty,
            traitImports: Set(module.traits.flatMap(\.trait.imports)).sorted(),
            typeImports: typeImports,
            imports: Set(typeImports + ["Foundation"]).sorted(),
            testImports: Set(typeImports + [testFramework.moduleName]).sorted(),
            usesSwiftTesting: testFramework == .swiftTesting,
            testAttribute: testFramework == .swiftTesting ? "@Test " : "",
            view: View(
                name: names.view,
                spyName: "\(name)ViewSpy",
                protocolHead: SwiftLayout.protocolHead(
                    access: module.access, name: names.view,
                    conformances: ["AnyObject"] + module.viewInherits),
                inherits: module.viewInherits,
                hasInherits: !module.viewInherits.isEmpty,
                outputs: MethodContext.list(module.viewOutputs, runtime: module.runtime),
                hasOutputs: !module.viewOutputs.isEmpty,
                outputsTakeAnswers: module.viewOutputs.contains(
                    where: MethodContext.spyTakesAnswers),
                dependencies: viewDependencies, hasDependencies: !viewDependencies.isEmpty),
            presenter: presenter,
            mocks: Self.mocks(module, presenter: presenter, router: router, interactor: interactor),
            router: router,
            interactor: interactor,
            routes: routes.context,
            assembly: Assembly(
                name: names.assembly,
                parameters: assemblyParameters,
                hasParameters: !assemblyParameters.isEmpty,
                screenParameters: screenParameters,
                hasScreenParameters: !screenParameters.isEmpty,
                hasWiringTest: hasWiringTest,
                wiringCall: WiringTestsContext.wiringCall(
                    module, parameters: assemblyParameters,
                    wiresModuleOutput: wiringTests.wiresModuleOutput)),
            wiringTests: wiringTests,
            children: children,
            makeModuleNeedsSwiftUI: module.screenNeedsSwiftUI(in: related),
            makeModuleCondition: module.makeModuleCondition(in: related),
            scaffold: Scaffold(
                sources: sourceSnippets, hasSources: !sourceSnippets.isEmpty,
                tests: testSnippets, hasTests: !testSnippets.isEmpty),
            screen: ScreenContext(module, hasChildren: children.hasChildren, platform: platform),
            protocols: module.declaredProtocols.map {
                DeclaredProtocolContext(
                    $0, all: module.declaredProtocols, access: module.access,
                    runtime: module.runtime)
            },
            hasProtocols: !module.declaredProtocols.isEmpty)
    }

    /// What the presenter's composition protocol refines: in MVP every trait,
    /// in VIPER the interactor's output, in VIP what the interactor presents.
    private static func presenterConformances(
        _ module: ModuleDefinition, routes: RouteBuilder,
        heard: [ModuleDefinition.HeardModule]
    ) -> [String] {
        let screen = ScreenContext.presenterConformances(of: module)
        let children = ChildrenContext.protocolNames(heard: heard)
        switch module.style {
        case .mvp:
            return ["AnyObject"] + screen + module.traits.map(\.trait.protocolName)
                + routes.protocolNames + children
        case .viper:
            return [module.names.interactorOutput] + screen + children
        case .vip:
            return [module.names.presentationLogic]
        }
    }

    /// The classes a module's tests replace with Mocks: MVP's presenter,
    /// VIPER's router and interactor, VIP's interactor and its router if any.
    private static func mocks(
        _ module: ModuleDefinition, presenter: ComponentContext, router: ComponentContext,
        interactor: ComponentContext
    ) -> [ComponentContext] {
        switch module.style {
        case .mvp: return [presenter]
        case .viper: return [router, interactor]
        case .vip: return (module.hasVIPRouter ? [router] : []) + [interactor]
        }
    }

    /// What a module's files import for the types its spec names: the modules
    /// the traits import declare the types of their members, the spec's own
    /// imports the types of its messages; its dependencies and stored fields
    /// are declared by files that import Foundation then, as the others do,
    /// and a XIB screen's `makeModule` names Foundation's `Bundle`.
    private static func typeImports(of module: ModuleDefinition) -> [String] {
        let needsFoundation =
            !module.dependencies.isEmpty || !module.store.isEmpty || module.loadsXIB
        return module.traits.flatMap(\.trait.imports) + module.imports
            + (needsFoundation ? ["Foundation"] : [])
    }

    /// The parameters of `assemble` or `makeModule`, each with `isLast` (a
    /// function type `@escaping`: the classes keep it).
    private static func listed(_ parameters: [(name: String, type: String, owner: String)])
        -> [Parameter]
    {
        parameters.enumerated().map { index, parameter in
            Parameter(
                name: parameter.name, type: DependencyTypeText.parameter(parameter.type),
                owner: parameter.owner, isLast: index == parameters.count - 1)
        }
    }
}

extension DependencyContext {
    /// - Parameter assignedFrom: what the assembly sets a weak dependency to;
    ///   by default the view for a transition handler, else the parameter of its name.
    /// - Parameter runtime: the runtime's names, to tell a transition handler.
    init(
        name: String, type: String, isWeak: Bool, assignedFrom: String? = nil,
        runtime: RuntimeNames = .unprefixed
    ) {
        let fromView = type == runtime.transitionHandlerType
        let stored = DependencyTypeText.stored(type, isWeak: isWeak)
        let mockValue = DependencyTypeText.stubExpression(type)
        self.init(
            name: name, type: stored, isWeak: isWeak, mockValue: mockValue,
            mockDeclaration: SwiftLayout.wrappedAssignment(
                "lazy var \(name): \(stored)", value: mockValue),
            fromView: fromView, assignedFrom: assignedFrom ?? (fromView ? "view" : name))
    }
}

/// The template contexts of each trait's methods, and what a trait test
/// calling them requires (`MethodContext.stubConstraints`), keyed by trait
/// name: the same in every module, so worked out once per run instead of per module.
struct TraitMethodContexts: Sendable {
    private var byTrait: [String: (methods: [MethodContext], stubConstraints: [String])] = [:]
    /// The runtime's names the contexts use.
    let runtime: RuntimeNames

    init(runtime: RuntimeNames = .unprefixed) { self.runtime = runtime }

    init(_ traits: [TraitDefinition], runtime: RuntimeNames = .unprefixed) {
        self.runtime = runtime
        for trait in traits { byTrait[trait.name] = Self.computed(trait, runtime: runtime) }
    }

    func methods(of trait: TraitDefinition) -> [MethodContext] {
        (byTrait[trait.name] ?? Self.computed(trait, runtime: runtime)).methods
    }

    func stubConstraints(of trait: TraitDefinition) -> [String] {
        (byTrait[trait.name] ?? Self.computed(trait, runtime: runtime)).stubConstraints
    }

    private static func computed(_ trait: TraitDefinition, runtime: RuntimeNames) -> (
        methods: [MethodContext], stubConstraints: [String]
    ) {
        let associated = trait.associatedTypes.map(\.name)
        return (
            trait.methods.map {
                MethodContext($0.signature, associatedTypes: associated, runtime: runtime)
            },
            trait.methods.flatMap {
                MethodContext.stubConstraints(
                    $0.signature, associatedTypes: associated, runtime: runtime)
            }
        )
    }
}

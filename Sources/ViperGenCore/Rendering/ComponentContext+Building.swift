/// Builds a module's composed classes (presenter, router, interactor): their
/// stored dependencies, the protocol that composes their traits, and the
/// trait methods a generated test calls on their Mocks.
struct ComponentParts {
    let module: ModuleDefinition
    let traitMethods: TraitMethodContexts

    /// What only some classes have or keep.
    struct Roles {
        var logicProtocol: String?
        var inputProtocol: String?
        var askedBy: String?
        var interactor: ComponentContext.InteractorParts?
        /// The presenter keeps its view.
        var storesView = false
        /// A VIPER interactor keeps its output (the presenter).
        var storesOutput = false
        /// A VIP interactor keeps its presenter.
        var storesPresenter = false
    }

    /// One parameter per decision the module makes about the class.
    func component(
        name: String,
        owner: String,
        uses: [TraitUse],
        extraDependencies: [DependencyContext],
        routing: RouteBuilder?,
        composition: (protocolName: String, conformances: [String]),
        specDependencies: [DependencyContext],
        store: [StoreField] = [],
        messages: [SwiftMethod] = [],
        mockConformance: String,
        testName: String,
        roles: Roles
    ) -> ComponentContext {
        var dependencies: [DependencyContext] = []
        var seen: Set<String> = []
        for use in uses {
            for dependency in use.trait.dependencies where seen.insert(dependency.name).inserted {
                let type =
                    dependency.moduleType.map { module.substituted($0, for: use) }
                    ?? dependency.type
                dependencies.append(
                    DependencyContext(
                        name: dependency.name, type: type, isWeak: dependency.isWeak,
                        runtime: module.runtime))
            }
        }
        for extra in extraDependencies where seen.insert(extra.name).inserted {
            dependencies.append(extra)
        }
        var methods: [MethodContext] = []
        var selectors: [String] = []
        var stubConstraints: [String] = []
        for use in uses {
            methods += traitMethods.methods(of: use.trait)
            selectors += use.trait.methods.map(\.signature.selector)
            for constraint in traitMethods.stubConstraints(of: use.trait)
            where !stubConstraints.contains(constraint) {
                stubConstraints.append(constraint)
            }
        }
        if let routing, let method = routing.openMethod {
            methods.append(method)
            selectors.append("open(_:)")
        }
        // One conformance per line when `protocol Name: A, B {` would be too long.
        let declaration =
            "\(module.access.modifier)protocol \(composition.protocolName): "
            + composition.conformances.joined(separator: ", ") + " {"
        let strong = dependencies.filter { !$0.isWeak }
        return ComponentContext(
            name: name,
            owner: owner,
            // Test doubles keep the module's name whatever the class is named.
            mockName: module.names.fixed(testName + "Mock"),
            logicFile: module.names.fixed(testName + "+Logic.swift"),
            mockConformance: mockConformance,
            conformances: composition.conformances.joined(separator: ", "),
            conformanceList: composition.conformances,
            // Identifiers are ASCII: bytes are columns.
            wrapsConformances: declaration.utf8.count > SwiftLayout.lineLength,
            expectedCalls: SwiftLayout.stringArrayLines(selectors),
            dependencies: dependencies,
            specDependencies: specDependencies,
            store: Self.storedFields(store.map(\.field) + uses.flatMap(\.trait.store)),
            initParameters: strong.enumerated().map { index, dependency in
                ComponentContext.InitParameter(
                    dependency: dependency,
                    parameterType: DependencyTypeText.parameter(dependency.type),
                    isLast: index == strong.count - 1)
            },
            hasInitParameters: !strong.isEmpty,
            methods: methods,
            messages: MethodContext.list(messages, runtime: module.runtime),
            hasMessages: !messages.isEmpty,
            // ` where Logic.CacheStoreType.Value: Stub`: what the trait test's generic function requires.
            logicConstraints: stubConstraints.isEmpty
                ? "" : " where " + stubConstraints.joined(separator: ", "),
            hasMethods: !methods.isEmpty,
            testName: testName,
            storesView: roles.storesView,
            storesOutput: roles.storesOutput,
            storesPresenter: roles.storesPresenter,
            tests: TestPatternContext(
                uses: uses, routes: routing?.module.routes ?? [], runtime: module.runtime),
            logicProtocol: roles.logicProtocol,
            inputProtocol: roles.inputProtocol,
            askedBy: roles.askedBy,
            interactor: roles.interactor)
    }

    /// The spec's fields, then each composed trait's, once per name (two
    /// traits that keep one field, of one type as validation ensures, share it).
    private static func storedFields(_ fields: [StateField]) -> [ComponentContext.StoredField] {
        var seen: Set<String> = []
        return fields.filter { seen.insert($0.name).inserted }.map(
            ComponentContext.StoredField.init)
    }
}

extension ComponentContext.StoredField {
    /// A spec's or a trait's field, starting at its default (`nil` for an optional without one).
    init(_ field: StateField) {
        self.init(name: field.name, type: field.type, initialValue: field.defaultValue ?? "nil")
    }
}

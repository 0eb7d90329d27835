/// How a trait's context is worked out.
extension TraitContext {
    /// - Parameter isolation: the config's `defaultIsolation`, for `${nonisolated}` in `declarations`.
    /// - Parameter runtime: the runtime's names the Mock overrides record with.
    init(
        _ trait: TraitDefinition, access: AccessLevel, isolation: DefaultIsolation = .nonisolated,
        runtime: RuntimeNames = .unprefixed
    ) {
        let declarations = trait.declarations.map {
            TraitCatalogReader.trimmedSnippet(
                Placeholders.substituted(
                    $0,
                    [
                        "access": access.modifier,
                        TraitScaffold.nonisolatedPlaceholder: isolation.valueTypeModifier,
                    ]))
        }
        self.init(
            name: trait.name,
            protocolName: trait.protocolName,
            summary: trait.summary,
            hasSummary: !trait.summary.isEmpty,
            kind: trait.kind.rawValue,
            imports: trait.imports,
            hasImports: !trait.imports.isEmpty,
            declarations: declarations ?? "",
            hasDeclarations: declarations != nil,
            mockDeclarations: trait.mockDeclarations.map(TraitCatalogReader.trimmedSnippet) ?? "",
            hasMockDeclarations: trait.mockDeclarations != nil,
            associatedTypes: trait.associatedTypes.map { associated in
                AssociatedType(
                    name: associated.name, constraint: associated.constraint ?? "",
                    hasConstraint: associated.constraint != nil)
            },
            dependencies: trait.dependencies.map { dependency in
                Dependency(
                    name: dependency.name,
                    type: DependencyTypeText.stored(dependency.type, isWeak: dependency.isWeak))
            },
            store: trait.store.map(ComponentContext.StoredField.init),
            hasStore: !trait.store.isEmpty,
            methods: trait.methods.map { method in
                Method(
                    signature: MethodContext(method.signature, runtime: runtime),
                    body: method.body,
                    mockBody: method.mockBody ?? "",
                    hasMockBody: method.mockBody != nil,
                    throwsAnswers: Self.throwsAnswers(method),
                    summary: method.summary,
                    hasSummary: !method.summary.isEmpty)
            })
    }

    /// True when the Mock override throws what a test answers (a throwing
    /// method that returns nothing and has no `mock:` body of its own).
    static func throwsAnswers(_ method: TraitMethod) -> Bool {
        method.signature.isThrowing && method.signature.returnType == nil && method.mockBody == nil
    }

    /// What the header says a trait's files are generated from.
    static func source(of trait: TraitDefinition) -> String {
        switch trait.origin {
        case .builtIn: return "built-in trait '\(trait.name)'"
        case .project(let path): return "\(path) (trait '\(trait.name)')"
        }
    }
}

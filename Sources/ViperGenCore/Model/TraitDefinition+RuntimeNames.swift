/// A trait's Swift with the project's runtime names (`runtime: {prefix: XY}`):
/// built-in and project traits name `any TransitionHandler` and `Mock`, which
/// become `any XYTransitionHandler` and `XYMock` in every snippet, type and
/// default, by ``SwiftTextRenamer``'s rule. Names, summaries and locations stay.
extension TraitDefinition {
    /// The trait as a project with `runtime` writes it; itself without a prefix.
    func renamingRuntime(_ runtime: RuntimeNames) -> TraitDefinition {
        guard runtime.isPrefixed else { return self }
        let swift = runtime.renamed(inSwift:)
        return TraitDefinition(
            name: name, kind: kind, summary: summary, imports: imports,
            parameters: parameters.map { parameter in
                var parameter = parameter
                parameter.defaultValue = swift(parameter.defaultValue)
                return parameter
            },
            associatedTypes: associatedTypes.map { associated in
                var associated = associated
                associated.constraint = associated.constraint.map(swift)
                return associated
            },
            dependencies: dependencies.map { dependency in
                var dependency = dependency
                dependency.type = swift(dependency.type)
                dependency.moduleType = dependency.moduleType.map(swift)
                return dependency
            },
            store: store.map { $0.renamingRuntime(runtime) },
            methods: methods.map { method in
                var method = method
                method.signature = method.signature.renamingRuntime(runtime)
                method.body = swift(method.body)
                method.mockBody = method.mockBody.map(swift)
                return method
            },
            declarations: declarations.map(swift),
            mockDeclarations: mockDeclarations.map(swift),
            scaffold: scaffold.map {
                TraitScaffold(source: $0.source.map(swift), tests: $0.tests.map(swift))
            },
            example: example.map(swift), origin: origin, replacesBuiltIn: replacesBuiltIn,
            access: access, location: location)
    }
}

extension StateField {
    /// The field with the runtime's names in its type and values.
    func renamingRuntime(_ runtime: RuntimeNames) -> StateField {
        var field = self
        field.type = runtime.renamed(inSwift: type)
        field.defaultValue = defaultValue.map(runtime.renamed(inSwift:))
        field.previewValue = previewValue.map(runtime.renamed(inSwift:))
        return field
    }
}

extension SwiftMethod {
    /// The method with the runtime's names in its parameter and result types.
    func renamingRuntime(_ runtime: RuntimeNames) -> SwiftMethod {
        var method = self
        method.parameters = parameters.map { parameter in
            var parameter = parameter
            parameter.type = runtime.renamed(inSwift: parameter.type)
            return parameter
        }
        method.returnType = returnType.map(runtime.renamed(inSwift:))
        return method
    }
}

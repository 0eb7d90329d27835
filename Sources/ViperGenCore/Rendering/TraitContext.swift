/// Builds what the trait templates see: one trait's protocol, its default
/// implementations and its Mock overrides.
enum TraitContext {
    static func value(_ trait: TraitDefinition, access: AccessLevel) -> TemplateValue {
        let declarations = trait.declarations.map {
            TraitCatalogReader.trimmedSnippet(Placeholders.substituted($0, ["access": access.modifier]))
        }
        return .object([
            "name": .string(trait.name),
            "protocolName": .string(trait.protocolName),
            "summary": .string(trait.summary),
            "hasSummary": .bool(!trait.summary.isEmpty),
            "kind": .string(trait.kind.rawValue),
            "imports": .list(trait.imports.map(TemplateValue.string)),
            "hasImports": .bool(!trait.imports.isEmpty),
            "declarations": .string(declarations ?? ""),
            "hasDeclarations": .bool(declarations != nil),
            "mockDeclarations": .string(trait.mockDeclarations.map(TraitCatalogReader.trimmedSnippet) ?? ""),
            "hasMockDeclarations": .bool(trait.mockDeclarations != nil),
            "associatedTypes": .list(trait.associatedTypes.map { associated in
                .object([
                    "name": .string(associated.name),
                    "constraint": .string(associated.constraint ?? ""),
                    "hasConstraint": .bool(associated.constraint != nil),
                ])
            }),
            "dependencies": .list(trait.dependencies.map { dependency in
                .object([
                    "name": .string(dependency.name),
                    "type": .string(DependencyTypeText.stored(dependency.type, isWeak: dependency.isWeak)),
                ])
            }),
            "methods": .list(trait.methods.map { method in
                MethodContext.value(method.signature, extra: [
                    "body": .string(method.body),
                    "mockBody": .string(method.mockBody ?? ""),
                    "hasMockBody": .bool(method.mockBody != nil),
                    "throwsAnswers": .bool(throwsAnswers(method)),
                    "summary": .string(method.summary),
                    "hasSummary": .bool(!method.summary.isEmpty),
                ])
            }),
        ])
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

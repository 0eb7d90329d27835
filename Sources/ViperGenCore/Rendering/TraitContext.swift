/// Builds what the trait templates see: one trait's protocol, its default
/// implementations and its Mock overrides.
enum TraitContext {
    static func value(_ trait: TraitDefinition, access: AccessLevel) -> TemplateValue {
        let declarations = trait.declarations.map {
            TraitCatalogReader.trimmedSnippet(Placeholders.substituted($0, ["access": access.modifier]))
        }
        return .object([
            "name": .text(trait.name),
            "protocolName": .text(trait.protocolName),
            "summary": .text(trait.summary),
            "hasSummary": .flag(!trait.summary.isEmpty),
            "kind": .text(trait.kind.rawValue),
            "imports": .texts(trait.imports),
            "hasImports": .flag(!trait.imports.isEmpty),
            "declarations": .text(declarations ?? ""),
            "hasDeclarations": .flag(declarations != nil),
            "associatedTypes": .items(trait.associatedTypes) { associated in
                .object([
                    "name": .text(associated.name),
                    "constraint": .text(associated.constraint ?? ""),
                    "hasConstraint": .flag(associated.constraint != nil),
                ])
            },
            "dependencies": .items(trait.dependencies) { dependency in
                .object([
                    "name": .text(dependency.name),
                    "type": .text(DependencyTypeText.implicitlyUnwrapped(dependency.type)),
                ])
            },
            "methods": .items(trait.methods) { method in
                MethodContext.value(method.signature, extra: [
                    "body": .text(method.body),
                    "mockBody": .text(method.mockBody ?? ""),
                    "hasMockBody": .flag(method.mockBody != nil),
                ])
            },
        ])
    }

    /// What the header says a trait's files are generated from.
    static func source(of trait: TraitDefinition) -> String {
        switch trait.origin {
        case .builtIn: return "built-in trait '\(trait.name)'"
        case .project(let path): return "\(path) (trait '\(trait.name)')"
        }
    }
}

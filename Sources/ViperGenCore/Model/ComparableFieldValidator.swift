/// Finds the fields that keep a generated model from being `Equatable`: a
/// function or an existential, which synthesized `Equatable` can't compare.
/// The state must be (the presenter renders only a change), so such a state
/// field is an error; a VIP model then just isn't, so its field is a warning.
enum ComparableFieldValidator {
    /// What in `type` synthesized `Equatable` can't compare, or `nil` when
    /// nothing does: every other field type must be `Equatable` and
    /// `Sendable`, as the compiler then checks.
    static func obstacle(in type: String) -> String? {
        if type.contains("->") { return "a function" }
        let words = type.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        if words.contains("any") || words.contains("some") { return "an existential" }
        return nil
    }

    static func problems(in modules: [ModuleDefinition]) -> [Diagnostic] {
        modules.flatMap(problems(in:))
    }

    private static func problems(in module: ModuleDefinition) -> [Diagnostic] {
        var diagnostics = module.state.compactMap { field in
            obstacle(in: field.type).map {
                ModelDiagnostics.stateFieldNotEquatable(
                    field.name, type: field.type, obstacle: $0, at: field.location)
            }
        }
        guard module.style == .vip else { return diagnostics }
        for useCase in module.useCases {
            let models = [
                ("Request", useCase.request), ("Response", useCase.response),
                ("ViewModel", useCase.viewModel),
            ]
            for (model, fields) in models {
                for field in fields {
                    guard let obstacle = obstacle(in: field.type) else { continue }
                    diagnostics.append(
                        ModelDiagnostics.modelFieldNotEquatable(
                            field.name, type: field.type, obstacle: obstacle,
                            model: "\(module.names.models).\(useCase.typeName).\(model)",
                            at: field.location))
                }
            }
        }
        return diagnostics
    }
}

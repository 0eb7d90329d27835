/// Reads a VIP module's `useCases:`: each key a use case (`fetchOrders`, or
/// `fetchOrders async`), each value its `request`, `response` and `viewModel`
/// fields.
enum UseCaseReader {
    /// The keys of one use case.
    static let keys = ["request", "response", "viewModel"] + UseCase.Step.allCases.map(\.rawValue)

    static func read(_ node: SpecNode, reader: inout SchemaReader) -> [UseCase] {
        if node.isEmptyScalar { return [] }
        guard let mapping = reader.mapping(node, for: "useCases") else { return [] }
        var useCases: [UseCase] = []
        var seen: [String: SourceLocation] = [:]
        var methods: [UseCase.Step: [String: SourceLocation]] = [:]
        for entry in mapping.entries {
            let location = reader.location(of: entry.key.range)
            guard let key = useCaseKey(entry.key, reader: &reader) else { continue }
            // `load` and `Load` would both declare `Load`, `doLoad(request:)`, ...
            if let first = seen[key.name.upperFirst] {
                reader.report(
                    ModelDiagnostics.duplicate("use case", key.name, at: location, first: first))
                continue
            }
            seen[key.name.upperFirst] = location
            var useCase = UseCase(name: key.name, isAsync: key.isAsync, location: location)
            if !entry.value.isEmptyScalar, let parts = reader.mapping(entry.value, for: key.name) {
                let fields = reader.fields(of: parts, allowed: keys, in: "use case '\(key.name)'")
                useCase.request = modelFields(
                    fields["request"], what: "request field", reader: &reader)
                useCase.response = modelFields(
                    fields["response"], what: "response field", reader: &reader)
                useCase.viewModel = modelFields(
                    fields["viewModel"], what: "view model field", reader: &reader)
                for step in UseCase.Step.allCases {
                    guard let entry = fields[step.rawValue],
                        let name = methodName(entry, step: step, reader: &reader)
                    else { continue }
                    useCase.methodNames[step] = name
                }
            }
            for step in UseCase.Step.allCases {
                let method = useCase.method(step)
                if let first = methods[step]?[method] {
                    reader.report(
                        ModelDiagnostics.useCaseMethodTwice(
                            method, step: step, useCase: key.name, at: location, first: first))
                }
                methods[step, default: [:]][method] = location
            }
            useCases.append(useCase)
        }
        return useCases
    }

    /// The name a use case gives one of its methods (`do: fetchOrders`): a Swift name.
    private static func methodName(
        _ entry: SpecMapping.Entry, step: UseCase.Step, reader: inout SchemaReader
    ) -> String? {
        guard let value = reader.scalar(entry.value, for: step.rawValue) else { return nil }
        if let problem = SwiftName.problem(with: value.value) {
            reader.report(
                ModelDiagnostics.invalidUseCaseMethodName(
                    value.value, step: step, problem: problem, at: reader.location(of: value.range))
            )
            return nil
        }
        return value.value
    }

    /// `name` or `name async`; anything else a method key allows is refused here.
    private static func useCaseKey(_ key: SpecScalar, reader: inout SchemaReader) -> (
        name: String, isAsync: Bool
    )? {
        let words = key.value.split(separator: " ")
        guard (1...2).contains(words.count), words.count == 1 || words[1] == "async",
            SwiftName.isValidIdentifier(String(words[0]))
        else {
            reader.report(
                ModelDiagnostics.invalidUseCaseKey(key.value, at: reader.location(of: key.range)))
            return nil
        }
        if let reserved = SwiftName.reservedMemberNames.first(where: {
            $0 == String(words[0]).upperFirst
        }) {
            reader.report(
                ModelDiagnostics.useCaseNamedLikeAReservedMember(
                    String(words[0]), type: reserved,
                    at: reader.location(of: key.range)))
            return nil
        }
        return (String(words[0]), words.count == 2)
    }

    private static func modelFields(
        _ entry: SpecMapping.Entry?, what: String,
        reader: inout SchemaReader
    ) -> [StateField] {
        guard let entry else { return [] }
        return ScreenSpecReader.fields(
            entry.value, for: entry.key.value, what: what, requiresDefaults: false,
            reader: &reader)
    }

    /// Problems between the use cases and the rest of the module: a type a
    /// field names (or a default uses) that a use case's namespace, or a
    /// `Request`, `Response` or `ViewModel`, hides inside `<Module>Models`;
    /// router dependencies with no router; an interactor trait's method with
    /// a use case's `do` selector.
    static func problems(in module: ModuleDefinition) -> [Diagnostic] {
        guard module.style == .vip else { return [] }
        var diagnostics: [Diagnostic] = []
        let hidden = Set(module.useCases.map(\.typeName)).union([
            "Request", "Response", "ViewModel",
        ])
        for useCase in module.useCases {
            for field in useCase.request + useCase.response + useCase.viewModel {
                let names =
                    SwiftIdentifiers.unqualified(in: field.type)
                    + (field.defaultValue.map(SwiftIdentifiers.unqualified(in:)) ?? [])
                if let name = names.first(where: hidden.contains) {
                    diagnostics.append(
                        ModelDiagnostics.fieldTypeHiddenByModels(
                            field.name, type: name, models: module.names.models,
                            at: field.location))
                }
            }
        }
        if !module.hasVIPRouter,
            let first = module.dependencies.first(where: { $0.owner == .router })
        {
            diagnostics.append(
                ModelDiagnostics.routerDependencyWithoutRouter(first.name, at: first.location))
        }
        let selectors = Dictionary(module.useCases.map { ("\($0.businessMethod)(request:)", $0) }) {
            first, _ in first
        }
        for use in module.traits where use.trait.kind == .interactor {
            for method in use.trait.methods {
                if let useCase = selectors[method.signature.selector] {
                    diagnostics.append(
                        ModelDiagnostics.useCaseClashesWithTrait(
                            useCase.name, selector: method.signature.selector,
                            trait: use.trait.name, at: useCase.location))
                }
            }
        }
        return diagnostics
    }

    /// What a VIP module can't have: the keys of the other styles' screens
    /// (`state`, `events`, `input`, `output`, `view`, `interactor`, `children`),
    /// a SwiftUI screen, and `useCases` in another style.
    static func styleProblems(
        style: ModuleDefinition.Style, ui: UIKind, fields: SchemaFields,
        reader: SchemaReader
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        if style != .vip, let entry = fields["useCases"] {
            problems.append(
                ModelDiagnostics.useCasesNeedVIP(at: reader.location(of: entry.key.range)))
        }
        guard style == .vip else { return problems }
        for key in ["state", "events", "input", "output", "view", "interactor", "children"] {
            if let entry = fields[key] {
                problems.append(
                    ModelDiagnostics.keyNotInVIP(key, at: reader.location(of: entry.key.range)))
            }
        }
        if ui == .swiftui {
            // Without `ui:`, SwiftUI is the config's default: the style asks for what it can't have.
            if let entry = fields["ui"] ?? fields["style"] {
                problems.append(
                    ModelDiagnostics.swiftUINotInVIP(at: reader.location(of: entry.value)))
            }
        }
        return problems
    }
}

/// A spec's use case, named apart from ``VIPContext/UseCase``, its context.
private typealias SpecUseCase = UseCase

/// How a VIP module's context is worked out.
extension VIPContext {
    init(_ module: ModuleDefinition) {
        let name = module.name
        let names = module.names
        let models = names.models
        let built = module.useCases.map {
            BuiltModels($0, models: models, runtime: module.runtime)
        }
        let useCases = built.map { Self.useCase($0, access: module.access) }
        // What the generated tests send and the scaffolds hand on.
        let presented = built.filter { $0.sampleRequest != nil && $0.scaffoldResponse != nil }.map(
            \.useCase)
        let displayed = built.filter { $0.sampleResponse != nil && $0.scaffoldViewModel != nil }
            .map(\.useCase)
        self.init(
            modelsName: models,
            businessLogic: names.businessLogic,
            presentationLogic: names.presentationLogic,
            displayLogic: names.displayLogic,
            businessLogicSpy: "\(name)BusinessLogicSpy",
            presentationLogicSpy: "\(name)PresentationLogicSpy",
            displayLogicSpy: "\(name)DisplayLogicSpy",
            hasRouter: module.hasVIPRouter,
            dataStore: names.dataStore,
            hasDataStore: module.hasDataStore,
            dataStoreFields: module.dataStore.map(ComponentContext.StoredField.init),
            dataPassing: names.dataPassing,
            hasDataPassing: module.hasDataPassing,
            displayLogicSpyHead: SwiftLayout.classHead(
                "final class \(name)DisplayLogicSpy",
                conformances: [module.runtime.name(.transitionHandlerSpy), names.displayLogic],
                indentation: 0),
            viewControllerHead: SwiftLayout.classHead(
                "\(module.access.modifier)final class \(name)ViewController",
                conformances: ["UIViewController", names.displayLogic],
                indentation: 4),
            useCases: useCases,
            hasUseCases: !useCases.isEmpty,
            // What the generated tests expect the scaffolded logic to call, as
            // lines of an array literal (a comma after each, unless there is one).
            expectedPresentations: SwiftLayout.stringArrayLines(
                presented.map { "\($0.presentationMethod)(response:)" }),
            hasExpectedPresentations: !presented.isEmpty,
            expectedDisplays: SwiftLayout.stringArrayLines(
                displayed.map { "\($0.displayMethod)(viewModel:)" }),
            hasExpectedDisplays: !displayed.isEmpty)
    }

    /// What the tests send and the scaffolds build of one use case's models,
    /// worked out once: `nil` where a model can't be built.
    private struct BuiltModels {
        let useCase: SpecUseCase
        let path: String
        let sampleRequest: String?
        let sampleResponse: String?
        let scaffoldResponse: String?
        let scaffoldViewModel: String?

        init(_ useCase: SpecUseCase, models: String, runtime: RuntimeNames) {
            self.useCase = useCase
            path = "\(models).\(useCase.typeName)"
            sampleRequest = testArguments(useCase.request, runtime: runtime).map { [path] in
                SwiftLayout.call("\(path).Request", $0)
            }
            sampleResponse = testArguments(useCase.response, runtime: runtime).map { [path] in
                SwiftLayout.call("\(path).Response", $0)
            }
            scaffoldResponse = constructor(of: useCase.response).map { [path] in
                SwiftLayout.call("\(path).Response", $0)
            }
            scaffoldViewModel = constructor(of: useCase.viewModel).map { [path] in
                SwiftLayout.call("\(path).ViewModel", $0)
            }
        }
    }

    private static func useCase(_ built: BuiltModels, access: AccessLevel) -> UseCase {
        let useCase = built.useCase
        let path = built.path
        let asyncText = useCase.isAsync ? " async" : ""
        return UseCase(
            name: useCase.name,
            typeName: useCase.typeName,
            path: path,
            isAsync: useCase.isAsync,
            businessMethod: useCase.businessMethod,
            presentationMethod: useCase.presentationMethod,
            displayMethod: useCase.displayMethod,
            businessDeclaration:
                "func \(useCase.businessMethod)(request: \(path).Request)\(asyncText)",
            presentationDeclaration:
                "func \(useCase.presentationMethod)(response: \(path).Response)",
            displayDeclaration: "func \(useCase.displayMethod)(viewModel: \(path).ViewModel)",
            requests: "\(useCase.name)Requests",
            responses: "\(useCase.name)Responses",
            viewModels: "\(useCase.name)ViewModels",
            models: [
                model(
                    "Request", useCase.request, access: access,
                    role: "What the view controller asks"),
                model(
                    "Response", useCase.response, access: access, role: "What the interactor found"),
                model("ViewModel", useCase.viewModel, access: access, role: "What the view shows"),
            ],
            sampleRequest: built.sampleRequest ?? "",
            sendsRequest: built.sampleRequest != nil,
            sampleResponse: built.sampleResponse ?? "",
            sendsResponse: built.sampleResponse != nil,
            scaffoldResponse: built.scaffoldResponse ?? "",
            buildsResponse: built.scaffoldResponse != nil,
            scaffoldViewModel: built.scaffoldViewModel ?? "",
            buildsViewModel: built.scaffoldViewModel != nil)
    }

    /// One of a use case's three structs: its fields, with the `init`
    /// parameter of each (a default value where the spec gives one).
    private static func model(
        _ name: String, _ fields: [StateField], access: AccessLevel, role: String
    ) -> Model {
        Model(
            name: name,
            role: role,
            conformances: fields.allSatisfy {
                ComparableFieldValidator.obstacle(in: $0.type) == nil
            }
                ? ": Equatable, Sendable" : "",
            fields: fields.enumerated().map { index, field in
                let value = field.defaultValue ?? (field.isOptional ? "nil" : nil)
                // A function the struct stores escapes its `init`.
                let escaping = ClosureSample.literal(for: field.type) == nil ? "" : "@escaping "
                return Field(
                    name: field.name,
                    declaration: "\(access.modifier)var \(field.name): \(field.type)",
                    parameter: "\(field.name): " + escaping + field.type
                        + (value.map { " = \($0)" } ?? ""),
                    isLast: index == fields.count - 1)
            },
            hasFields: !fields.isEmpty)
    }

    /// The arguments a scaffold passes to build a model: a placeholder for
    /// each field without a default (`0`, `""`, `[]`, `nil`); `nil` when a
    /// field's type has none (the scaffold then leaves the call to the user).
    static func constructor(of fields: [StateField]) -> [String]? {
        var arguments: [String] = []
        for field in fields where field.defaultValue == nil && !field.isOptional {
            guard let literal = ReturnPlaceholder.literal(for: field.type) else { return nil }
            arguments.append("\(field.name): \(literal)")
        }
        return arguments
    }

    /// What a test passes for each field without a default: a stub or a
    /// sample; `nil` when a field's type can't have a stub (an existential, a
    /// composition, a tuple), so the test can't build the model.
    private static func testArguments(_ fields: [StateField], runtime: RuntimeNames) -> [String]? {
        var arguments: [String] = []
        for field in fields where field.defaultValue == nil && !field.isOptional {
            let sample = MethodContext.sampleArgument(
                for: field.type, associatedTypes: [], runtime: runtime)
            // A closure literal or a spy needs no stub; `stubbed(T.self)` needs `T: Stub`.
            if sample.hasPrefix("stubbed("), !canConformToStub(field.type) { return nil }
            arguments.append("\(field.name): \(sample)")
        }
        return arguments
    }

    /// False for types Swift can't extend with a `Stub` conformance:
    /// existentials (`any Error`), compositions (`A & B`) and tuples.
    static func canConformToStub(_ type: String) -> Bool {
        let type = type.trimmingWhitespace
        if type.hasPrefix("any ") || type.hasPrefix("some ") { return false }
        if !BracketScanner.topLevelIndices(of: "&", in: Substring(type)).isEmpty { return false }
        if type.first == "(",
            BracketScanner.closingParenthesis(in: Substring(type))
                == type.index(before: type.endIndex)
        {
            return BracketScanner.topLevelItems(type.dropFirst().dropLast()).count == 1
                && canConformToStub(String(type.dropFirst().dropLast()))
        }
        return true
    }
}

/// What the VIP templates see of a module (`module.vip`): the names of its
/// protocols and spies, and each use case with its models, its three methods
/// and what a scaffold or a test builds of it.
enum UseCaseContext {
    static func value(_ module: ModuleDefinition) -> TemplateValue {
        let name = module.name
        let models = "\(name)Models"
        let built = module.useCases.map { BuiltModels($0, models: models) }
        let useCases = built.map { useCaseValue($0, access: module.access) }
        // What the generated tests send and the scaffolds hand on.
        let presented = built.filter { $0.sampleRequest != nil && $0.scaffoldResponse != nil }.map(\.useCase)
        let displayed = built.filter { $0.sampleResponse != nil && $0.scaffoldViewModel != nil }.map(\.useCase)
        return .object([
            "modelsName": .string(models),
            "businessLogic": .string("\(name)BusinessLogic"),
            "presentationLogic": .string("\(name)PresentationLogic"),
            "displayLogic": .string("\(name)DisplayLogic"),
            "businessLogicSpy": .string("\(name)BusinessLogicSpy"),
            "presentationLogicSpy": .string("\(name)PresentationLogicSpy"),
            "displayLogicSpy": .string("\(name)DisplayLogicSpy"),
            "hasRouter": .bool(module.hasVIPRouter),
            "displayLogicSpyHead": .string(classHead("final class \(name)DisplayLogicSpy",
                                                     conformances: ["TransitionHandlerSpy", "\(name)DisplayLogic"],
                                                     indentation: 0)),
            "viewControllerHead": .string(classHead("\(module.access.modifier)final class \(name)ViewController",
                                                    conformances: ["UIViewController", "\(name)DisplayLogic"],
                                                    indentation: 4)),
            "useCases": .list(useCases),
            "hasUseCases": .bool(!useCases.isEmpty),
            // What the generated tests expect the scaffolded logic to call, as
            // lines of an array literal (a comma after each, unless there is one).
            "expectedPresentations": expectedCalls(presented.map { "\($0.presentationMethod)(response:)" }),
            "hasExpectedPresentations": .bool(!presented.isEmpty),
            "expectedDisplays": expectedCalls(displayed.map { "\($0.displayMethod)(viewModel:)" }),
            "hasExpectedDisplays": .bool(!displayed.isEmpty),
        ])
    }

    /// `final class X: A, B {`, or, past the line length at `indentation`, the
    /// conformances on a line of their own and the brace on the next.
    static func classHead(_ head: String, conformances: [String], indentation: Int) -> String {
        let line = head + ": " + conformances.joined(separator: ", ") + " {"
        guard indentation + line.count > ModuleContext.lineLength else { return line }
        return head + ":\n    " + conformances.joined(separator: ", ") + "\n{"
    }

    /// What the tests send and the scaffolds build of one use case's models,
    /// worked out once: `nil` where a model can't be built.
    private struct BuiltModels {
        let useCase: UseCase
        let path: String
        let sampleRequest: String?
        let sampleResponse: String?
        let scaffoldResponse: String?
        let scaffoldViewModel: String?

        init(_ useCase: UseCase, models: String) {
            self.useCase = useCase
            path = "\(models).\(useCase.typeName)"
            sampleRequest = testArguments(useCase.request).map { [path] in call("\(path).Request", $0) }
            sampleResponse = testArguments(useCase.response).map { [path] in call("\(path).Response", $0) }
            scaffoldResponse = constructor(of: useCase.response).map { [path] in call("\(path).Response", $0) }
            scaffoldViewModel = constructor(of: useCase.viewModel).map { [path] in call("\(path).ViewModel", $0) }
        }
    }

    private static func useCaseValue(_ built: BuiltModels, access: AccessLevel) -> TemplateValue {
        let useCase = built.useCase
        let path = built.path
        let asyncText = useCase.isAsync ? " async" : ""
        return .object([
            "name": .string(useCase.name),
            "typeName": .string(useCase.typeName),
            "path": .string(path),
            "isAsync": .bool(useCase.isAsync),
            "businessMethod": .string(useCase.businessMethod),
            "presentationMethod": .string(useCase.presentationMethod),
            "displayMethod": .string(useCase.displayMethod),
            "businessDeclaration": .string(
                "func \(useCase.businessMethod)(request: \(path).Request)\(asyncText)"),
            "presentationDeclaration": .string("func \(useCase.presentationMethod)(response: \(path).Response)"),
            "displayDeclaration": .string("func \(useCase.displayMethod)(viewModel: \(path).ViewModel)"),
            "requests": .string("\(useCase.name)Requests"),
            "responses": .string("\(useCase.name)Responses"),
            "viewModels": .string("\(useCase.name)ViewModels"),
            "models": .list([
                modelValue("Request", useCase.request, access: access, role: "What the view controller asks"),
                modelValue("Response", useCase.response, access: access, role: "What the interactor found"),
                modelValue("ViewModel", useCase.viewModel, access: access, role: "What the view shows"),
            ]),
            "sampleRequest": .string(built.sampleRequest ?? ""),
            "sendsRequest": .bool(built.sampleRequest != nil),
            "sampleResponse": .string(built.sampleResponse ?? ""),
            "sendsResponse": .bool(built.sampleResponse != nil),
            "scaffoldResponse": .string(built.scaffoldResponse ?? ""),
            "buildsResponse": .bool(built.scaffoldResponse != nil),
            "scaffoldViewModel": .string(built.scaffoldViewModel ?? ""),
            "buildsViewModel": .bool(built.scaffoldViewModel != nil),
        ])
    }

    /// One of a use case's three structs: its fields, with the `init`
    /// parameter of each (a default value where the spec gives one).
    private static func modelValue(_ name: String, _ fields: [StateField], access: AccessLevel,
                                   role: String) -> TemplateValue {
        .object([
            "name": .string(name),
            "role": .string(role),
            "fields": .list(fields.enumerated().map { index, field in
                let value = field.defaultValue ?? (field.isOptional ? "nil" : nil)
                return .object([
                    "name": .string(field.name),
                    "declaration": .string("\(access.modifier)var \(field.name): \(field.type)"),
                    // A function the struct stores escapes its `init`.
                    "parameter": .string("\(field.name): " + (ClosureSample.literal(for: field.type) == nil ? "" : "@escaping ")
                        + field.type + (value.map { " = \($0)" } ?? "")),
                    "isLast": .bool(index == fields.count - 1),
                ])
            }),
            "hasFields": .bool(!fields.isEmpty),
        ])
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
    private static func testArguments(_ fields: [StateField]) -> [String]? {
        var arguments: [String] = []
        for field in fields where field.defaultValue == nil && !field.isOptional {
            let sample = MethodContext.sampleArgument(for: field.type, associatedTypes: [])
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
        if type.first == "(", BracketScanner.closingParenthesis(in: Substring(type)) == type.index(before: type.endIndex) {
            return BracketScanner.topLevelItems(type.dropFirst().dropLast()).count == 1
                && canConformToStub(String(type.dropFirst().dropLast()))
        }
        return true
    }

    /// `Type(a: 1, b: 2)`, or one argument per line when that is longer than
    /// what fits after a statement's start in a method body.
    static func call(_ type: String, _ arguments: [String]) -> String {
        let line = "\(type)(\(arguments.joined(separator: ", ")))"
        guard line.count > 60, !arguments.isEmpty else { return line }
        return "\(type)(\n" + arguments.map { "    " + $0 }.joined(separator: ",\n") + "\n)"
    }

    private static func expectedCalls(_ calls: [String]) -> TemplateValue {
        .list(calls.map { "\"\($0)\"" + (calls.count > 1 ? "," : "") }.map(TemplateValue.string))
    }
}

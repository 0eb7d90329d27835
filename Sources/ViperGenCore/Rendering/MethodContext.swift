/// The template context of one method: its declaration and what a generated
/// test needs to call it and recognise the call.
enum MethodContext {
    /// - Parameter associatedTypes: names that a test must qualify with its generic
    ///   parameter (`Logic.RequestServiceType`) when it builds sample arguments.
    /// - Parameter samples: the arguments a test passes, when the defaults from
    ///   the parameters' types do not fit (one per parameter).
    static func value(_ method: SwiftMethod, associatedTypes: [String] = [], samples: [String]? = nil,
                      extra: TemplateObject = [:]) -> TemplateValue {
        var fields: TemplateObject = [
            "name": .string(method.name),
            "declaration": .string(method.declaration),
            "selector": .string(method.selector),
            "isAsync": .bool(method.isAsync),
            "isThrowing": .bool(method.isThrowing),
            "returnsValue": .bool(method.returnType != nil),
            "parameters": .list(Array(method.parameters.enumerated()).map { index, parameter in
                .object([
                    "name": .string(parameter.name),
                    "label": .string(parameter.argumentLabel),
                    "hasLabel": .bool(!parameter.argumentLabel.isEmpty),
                    "type": .string(parameter.type),
                    "sample": .string(samples?[index]
                        ?? sampleArgument(for: parameter.type, associatedTypes: associatedTypes)),
                ])
            }),
        ]
        fields.merge(extra)
        return .object(fields)
    }

    /// An expression of `type` that a generated test passes as an argument.
    static func sampleArgument(for type: String, associatedTypes: [String]) -> String {
        if type == "any TransitionHandler" { return "TransitionHandlerSpy()" }
        if let closure = ClosureSample.literal(for: type) { return closure }
        let root = type.prefix { $0 != "." && $0 != "<" && $0 != "?" }
        if associatedTypes.contains(String(root)) { return "stubbed(Logic.\(type).self)" }
        return DependencyTypeText.stubExpression(type)
    }
}

extension DependencyTypeText {
    /// True for types whose `.self` needs parentheses (`(any X).self`).
    static func needsMetatypeParentheses(_ type: String) -> Bool {
        type.hasPrefix("any ") || type.hasPrefix("some ") || type.contains("&") || type.contains("->")
    }
}

/// The template context of one method: its declaration and what a generated
/// test needs to call it and recognise the call.
enum MethodContext {
    /// - Parameter associatedTypes: names that a test must qualify with its generic
    ///   parameter (`Logic.RequestServiceType`) when it builds sample arguments.
    /// - Parameter samples: the arguments a test passes, when the defaults from
    ///   the parameters' types do not fit (one per parameter).
    static func value(_ method: SwiftMethod, associatedTypes: [String] = [], samples: [String]? = nil,
                      extra: [String: TemplateValue] = [:]) -> TemplateValue {
        var fields: [String: TemplateValue] = [
            "name": .text(method.name),
            "declaration": .text(method.declaration),
            "selector": .text(method.selector),
            "isAsync": .flag(method.isAsync),
            "isThrowing": .flag(method.isThrowing),
            "returnsValue": .flag(method.returnType != nil),
            "parameters": .items(Array(method.parameters.enumerated())) { index, parameter in
                .object([
                    "name": .text(parameter.name),
                    "label": .text(parameter.argumentLabel),
                    "hasLabel": .flag(!parameter.argumentLabel.isEmpty),
                    "type": .text(parameter.type),
                    "sample": .text(samples?[index]
                        ?? sampleArgument(for: parameter.type, associatedTypes: associatedTypes)),
                ])
            },
        ]
        fields.merge(extra) { _, new in new }
        return .object(fields)
    }

    /// An expression of `type` that a generated test passes as an argument.
    static func sampleArgument(for type: String, associatedTypes: [String]) -> String {
        if type == "any TransitionHandler" { return "TransitionHandlerSpy()" }
        let root = type.prefix { $0 != "." && $0 != "<" && $0 != "?" }
        if associatedTypes.contains(String(root)) { return "stubbed(Logic.\(type).self)" }
        return "stubbed(\(DependencyTypeText.needsMetatypeParentheses(type) ? "(\(type))" : type).self)"
    }
}

extension DependencyTypeText {
    /// True for types whose `.self` needs parentheses (`(any X).self`).
    static func needsMetatypeParentheses(_ type: String) -> Bool {
        type.hasPrefix("any ") || type.hasPrefix("some ") || type.contains("&") || type.contains("->")
    }
}

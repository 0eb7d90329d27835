/// The template context of one method: its declaration and what a generated
/// test needs to call it and recognise the call.
enum MethodContext {
    /// - Parameter associatedTypes: names that a test must qualify with its generic
    ///   parameter (`Logic.RequestServiceType`) when it builds sample arguments.
    /// - Parameter samples: the arguments a test passes, when the defaults from
    ///   the parameters' types do not fit (one per parameter).
    /// - Parameter overloads: how the method is told apart from others of its
    ///   protocol that share its name (see `values(_:)`).
    static func value(_ method: SwiftMethod, associatedTypes: [String] = [], samples: [String]? = nil,
                      overloads: Overloads = Overloads(), extra: TemplateObject = [:]) -> TemplateValue {
        var fields: TemplateObject = [
            "name": .string(method.name),
            "declaration": .string(method.declaration),
            "selector": .string(method.selector),
            "recordedName": .string(overloads.sharesSelector ? method.typedSelector : method.selector),
            "isAsync": .bool(method.isAsync),
            "isThrowing": .bool(method.isThrowing),
            "returnsValue": .bool(method.returnType != nil),
            "returnType": .string(method.returnType ?? ""),
            "scaffoldRuns": .bool(scaffoldRuns(method)),
            "parameters": .list(Array(method.parameters.enumerated()).map { index, parameter in
                .object([
                    "name": .string(parameter.name),
                    "label": .string(parameter.argumentLabel),
                    "hasLabel": .bool(!parameter.argumentLabel.isEmpty),
                    "type": .string(parameter.type),
                    "sample": .string(samples?[index]
                        ?? sample(for: parameter.type, associatedTypes: associatedTypes,
                                  typed: overloads.sharesSelector)),
                ])
            }),
        ]
        // `_ = try await logic.name(label: sample)`, as a trait test calls it on
        // its Mock, 8 spaces in: one argument per line past the line length.
        let arguments = method.parameters.enumerated().map { index, parameter in
            (parameter.argumentLabel.isEmpty ? "" : parameter.argumentLabel + ": ")
                + (samples?[index] ?? sample(for: parameter.type, associatedTypes: associatedTypes,
                                             typed: overloads.sharesSelector))
        }
        let effects = (method.returnType != nil ? "_ = " : "") + (method.isThrowing ? "try " : "")
            + (method.isAsync ? "await " : "")
        fields["logicCall"] = .string(RouteContext.wrapped(effects + "logic." + method.name + "(", arguments, ")",
                                                           indent: 8))
        let recorded = ["\"\(method.selector)\""] + recordedArguments(method)
        fields["mockRecord"] = .string(RouteContext.wrapped("self.mockCalls.record(", recorded, ")", indent: 8))
        fields["spyRecord"] = .string(RouteContext.wrapped("self.callsWithArguments.append(MockCalls.text(", recorded,
                                                           "))", indent: 8))
        if let returnType = method.returnType {
            let resultName = overloads.resultName ?? method.name + "Result"
            fields.merge(resultFields(method, returnType: returnType, resultName: resultName))
        }
        fields.merge(extra)
        return .object(fields)
    }

    /// How one method differs from others of its protocol with the same name.
    struct Overloads {
        /// Another method has the same selector (it differs in types): a spy
        /// records its calls with their types, `didFetch(_: [Method])`.
        var sharesSelector = false
        /// The spy's result property (`SpyMemberNames.results(of:)`); by
        /// default the method's name and `Result`.
        var resultName: String?
    }

    /// The messages of one protocol, in order, each told apart from its overloads.
    static func values(_ methods: [SwiftMethod]) -> [TemplateValue] {
        var selectorCounts: [String: Int] = [:]
        for method in methods { selectorCounts[method.selector, default: 0] += 1 }
        return zip(methods, SpyMemberNames.results(of: methods)).map { method, resultName in
            value(method, overloads: Overloads(sharesSelector: selectorCounts[method.selector, default: 0] > 1,
                                               resultName: resultName))
        }
    }

    /// False when the method's scaffold stops with `fatalError` until its
    /// author returns a value (no literal fits its result type).
    static func scaffoldRuns(_ method: SwiftMethod) -> Bool {
        method.returnType.map { ReturnPlaceholder.literal(for: $0) != nil } ?? true
    }

    /// What a spy and a logic scaffold need for a method that returns a value:
    /// the spy's per-test result and what it returns without one, and what
    /// the scaffold returns until its author writes the logic.
    private static func resultFields(_ method: SwiftMethod, returnType: String, resultName: String) -> TemplateObject {
        let isOptional = ReturnPlaceholder.isOptional(returnType)
        let placeholder = ReturnPlaceholder.literal(for: returnType)
        let spyFallback = isOptional ? "nil" : DependencyTypeText.stubExpression(returnType)
        // A checked type holds no quote or backslash (TypeSyntax), so it can sit in a string literal.
        let scaffoldReturn = placeholder.map { "return \($0)" }
            ?? "fatalError(\"\(method.selector): return a \(returnType)\")"
        return [
            "resultName": .string(resultName),
            "resultType": .string(isOptional ? returnType : DependencyTypeText.optional(returnType)),
            "spyReturn": .string(isOptional ? resultName : "\(resultName) ?? \(spyFallback)"),
            "spyFallback": .string(spyFallback),
            "scaffoldReturn": .string(scaffoldReturn),
        ]
    }

    /// `sampleArgument`, with a closure literal cast to its type when
    /// `typed`: overloads that share a selector differ only in their types,
    /// and `{ _ in }` alone would fit both.
    private static func sample(for type: String, associatedTypes: [String], typed: Bool) -> String {
        let sample = sampleArgument(for: type, associatedTypes: associatedTypes)
        guard typed, sample.hasPrefix("{") else { return sample }
        let castType = type.replacingEvery("@escaping ", with: "")
        return "(\(sample) as \(castType))"
    }

    /// What a Mock override or spy records after the selector: each parameter's
    /// value. A non-escaping closure can't be kept: `"(closure)"` stands for it.
    static func recordedArguments(_ method: SwiftMethod) -> [String] {
        method.parameters.map { parameter in
            ClosureSample.isNonEscapingFunctionType(parameter.type) ? "\"(closure)\"" : parameter.name
        }
    }

    /// An expression of `type` that a generated test passes as an argument.
    static func sampleArgument(for type: String, associatedTypes: [String]) -> String {
        if type == "any TransitionHandler" { return "TransitionHandlerSpy()" }
        if let closure = ClosureSample.literal(for: type) { return closure }
        // `(() -> Void)?`: an optional closure takes the same literal.
        if type.hasPrefix("("), type.hasSuffix(")?"),
           let closure = ClosureSample.literal(for: String(type.dropFirst().dropLast(2))) {
            return closure
        }
        if isAssociated(type, associatedTypes) { return "stubbed(Logic.\(type).self)" }
        return DependencyTypeText.stubExpression(type)
    }

    /// `Logic.CacheStoreType.Value: Stub`, for each parameter whose sample is a
    /// stub of an associated type: the test's generic function requires it. An
    /// optional is always a `Stub`, so `CacheStoreType.Value?` needs nothing.
    static func stubConstraints(_ method: SwiftMethod, associatedTypes: [String]) -> [String] {
        method.parameters.compactMap { parameter in
            let type = parameter.type
            guard isAssociated(type, associatedTypes), !type.contains("?"), !type.contains("<"),
                  ClosureSample.literal(for: type) == nil else { return nil }
            return "Logic.\(type): Stub"
        }
    }

    /// True when `type` starts with one of the trait's associated types (`CacheStoreType.Value`).
    private static func isAssociated(_ type: String, _ associatedTypes: [String]) -> Bool {
        associatedTypes.contains(String(type.prefix { $0 != "." && $0 != "<" && $0 != "?" }))
    }
}

extension DependencyTypeText {
    /// True for types whose `.self` needs parentheses (`(any X).self`).
    static func needsMetatypeParentheses(_ type: String) -> Bool {
        type.hasPrefix("any ") || type.hasPrefix("some ") || type.contains("&") || type.containsBytes(of: "->")
    }
}

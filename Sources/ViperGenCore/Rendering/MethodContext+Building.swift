/// How a method's context is worked out: its declaration and what a generated
/// test needs to call it and recognise the call.
extension MethodContext {
    /// - Parameter associatedTypes: names that a test must qualify with its generic
    ///   parameter (`Logic.RequestServiceType`) when it builds sample arguments.
    /// - Parameter samples: the arguments a test passes, when the defaults from
    ///   the parameters' types do not fit (one per parameter).
    /// - Parameter overloads: how the method is told apart from others of its
    ///   protocol that share its name (see `list(_:)`).
    /// - Parameter runtime: the runtime's names the spy and Mock bodies use (`MockCalls`).
    init(
        _ method: SwiftMethod, associatedTypes: [String] = [], samples: [String]? = nil,
        overloads: Overloads = Overloads(), runtime: RuntimeNames = .unprefixed
    ) {
        let sampleArguments = method.parameters.indices.map { index in
            samples?[index]
                ?? Self.sample(
                    for: method.parameters[index].type, associatedTypes: associatedTypes,
                    typed: overloads.sharesSelector, runtime: runtime)
        }
        // `_ = try await logic.name(label: sample)`, as a trait test calls it on
        // its Mock, 8 spaces in: one argument per line past the line length.
        let arguments = zip(method.parameters, sampleArguments).map { parameter, sample in
            (parameter.argumentLabel.isEmpty ? "" : parameter.argumentLabel + ": ") + sample
        }
        let effects =
            (method.returnType != nil ? "_ = " : "") + (method.isThrowing ? "try " : "")
            + (method.isAsync ? "await " : "")
        let recorded =
            ["\"\(method.selector)\""] + Self.recordedArguments(method, runtime: runtime)
        self.init(
            name: method.name,
            declaration: method.declaration,
            requirement: method.requirement,
            selector: method.selector,
            recordedName: overloads.sharesSelector ? method.typedSelector : method.selector,
            isAsync: method.isAsync,
            isThrowing: method.isThrowing,
            spyThrowsAnswers: method.isThrowing && method.returnType == nil,
            spyTakesAnswers: Self.spyTakesAnswers(method),
            returnsValue: method.returnType != nil,
            returnType: method.returnType ?? "",
            scaffoldRuns: Self.scaffoldRuns(method),
            parameters: zip(method.parameters, sampleArguments).map { parameter, sample in
                Parameter(
                    name: parameter.name, label: parameter.argumentLabel,
                    hasLabel: !parameter.argumentLabel.isEmpty, type: parameter.type, sample: sample
                )
            },
            logicCall: SwiftLayout.wrapped(
                effects + "logic." + method.name + "(", arguments, ")", indent: 8),
            mockRecord: SwiftLayout.wrapped("self.mockCalls.record(", recorded, ")", indent: 8),
            spyRecord: Self.spyRecord(recorded, runtime: runtime),
            result: method.returnType.map { returnType in
                Self.result(
                    method, returnType: returnType,
                    resultName: overloads.resultName ?? method.name + "Result")
            })
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
    static func list(_ methods: [SwiftMethod], runtime: RuntimeNames = .unprefixed)
        -> [MethodContext]
    {
        var selectorCounts: [String: Int] = [:]
        for method in methods { selectorCounts[method.selector, default: 0] += 1 }
        return zip(methods, SpyMemberNames.results(of: methods)).map { method, resultName in
            MethodContext(
                method,
                overloads: Overloads(
                    sharesSelector: selectorCounts[method.selector, default: 0] > 1,
                    resultName: resultName), runtime: runtime)
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
    private static func result(_ method: SwiftMethod, returnType: String, resultName: String)
        -> Result
    {
        let isOptional = ReturnPlaceholder.isOptional(returnType)
        let placeholder = ReturnPlaceholder.literal(for: returnType)
        let spyFallback = isOptional ? "nil" : DependencyTypeText.stubExpression(returnType)
        // A checked type holds no quote or backslash (TypeSyntax), so it can sit in a string literal.
        let scaffoldReturn =
            placeholder.map { "return \($0)" }
            ?? "fatalError(\"\(method.selector): return a \(returnType)\")"
        // `self.`: a parameter of the method may have the result's name.
        let result =
            isOptional ? "self.\(resultName)" : "self.\(resultName) ?? \(spyFallback)"
        // A throwing or asynchronous message takes the test's answers first
        // (`answers.answer(..., throwing:, once:)`), as a Mock's override does.
        let selector = "\"\(method.selector)\""
        func answered(by answers: String) -> String {
            method.isThrowing
                ? SwiftLayout.wrapped(
                    "try \(answers).next(", [selector, "otherwise: \(result)"], ")", indent: 15)
                : method.isAsync
                    ? SwiftLayout.wrapped(
                        "\(answers).nextValue(", [selector, "otherwise: \(result)"], ")",
                        indent: 15)
                    : result
        }
        return Result(
            resultName: resultName,
            resultType: isOptional ? returnType : DependencyTypeText.optional(returnType),
            spyReturn: answered(by: "self.answers"),
            mockReturn: answered(by: "self.mockCalls"),
            spyFallback: spyFallback,
            scaffoldReturn: scaffoldReturn)
    }

    /// `self.callsWithArguments.append(MockCalls.text("name(a:)", a))`, 8 spaces
    /// in; past the line length, the text on a line of its own, and its
    /// arguments one per line when that too is long, as swift-format lays it out.
    static func spyRecord(_ recorded: [String], runtime: RuntimeNames) -> String {
        let head = "self.callsWithArguments.append("
        let text = "\(runtime.name(.mockCalls)).text("
        let line = head + text + recorded.joined(separator: ", ") + "))"
        guard 8 + line.count > SwiftLayout.lineLength else { return line }
        // 12 spaces in, and the `)` of `append` after it.
        let inner = SwiftLayout.wrapped(text, recorded, ")", indent: 13)
        return head + "\n    " + inner.replacingEvery("\n", with: "\n    ") + ")"
    }

    /// True when a spy of `method` needs the test's answers: it throws, or it
    /// suspends and returns a value.
    static func spyTakesAnswers(_ method: SwiftMethod) -> Bool {
        method.isThrowing || (method.isAsync && method.returnType != nil)
    }

    /// `sampleArgument`, with a closure literal cast to its type when
    /// `typed`: overloads that share a selector differ only in their types,
    /// and `{ _ in }` alone would fit both.
    private static func sample(
        for type: String, associatedTypes: [String], typed: Bool, runtime: RuntimeNames
    ) -> String {
        let sample = sampleArgument(for: type, associatedTypes: associatedTypes, runtime: runtime)
        guard typed, sample.hasPrefix("{") else { return sample }
        let castType = type.replacingEvery("@escaping ", with: "")
        return "(\(sample) as \(castType))"
    }

    /// What a Mock override or spy records after the selector: each parameter's
    /// value. A closure is recorded as `RecordedClosure.present`, written
    /// `(closure)` (a non-escaping one can't be kept, and `String(describing:)`
    /// of any would be `(Function)`), an optional one also as `.absent`, `nil`.
    static func recordedArguments(_ method: SwiftMethod, runtime: RuntimeNames = .unprefixed)
        -> [String]
    {
        let recordedClosure = runtime.name(.recordedClosure)
        return method.parameters.map { parameter in
            if ClosureSample.literal(for: parameter.type) != nil {
                return "\(recordedClosure).present"
            }
            // `(() -> Void)?`: `nil`, or a closure.
            let type = parameter.type
            if type.hasPrefix("("), type.hasSuffix(")?"),
                ClosureSample.literal(for: String(type.dropFirst().dropLast(2))) != nil
            {
                return "\(recordedClosure)(\(parameter.name))"
            }
            return parameter.name
        }
    }

    /// An expression of `type` that a generated test passes as an argument.
    static func sampleArgument(
        for type: String, associatedTypes: [String], runtime: RuntimeNames = .unprefixed
    ) -> String {
        if type == runtime.transitionHandlerType {
            return runtime.name(.transitionHandlerSpy) + "()"
        }
        if let closure = ClosureSample.literal(for: type) { return closure }
        // `(() -> Void)?`: an optional closure takes the same literal.
        if type.hasPrefix("("), type.hasSuffix(")?"),
            let closure = ClosureSample.literal(for: String(type.dropFirst().dropLast(2)))
        {
            return closure
        }
        if isAssociated(type, associatedTypes) { return "stubbed(Logic.\(type).self)" }
        return DependencyTypeText.stubExpression(type)
    }

    /// `Logic.CacheStoreType.Value: Stub`, for each parameter whose sample is a
    /// stub of an associated type: the test's generic function requires it. An
    /// optional is always a `Stub`, so `CacheStoreType.Value?` needs nothing.
    static func stubConstraints(
        _ method: SwiftMethod, associatedTypes: [String], runtime: RuntimeNames = .unprefixed
    ) -> [String] {
        method.parameters.compactMap { parameter in
            let type = parameter.type
            guard isAssociated(type, associatedTypes), !type.contains("?"), !type.contains("<"),
                ClosureSample.literal(for: type) == nil
            else { return nil }
            return "Logic.\(type): \(runtime.name(.stub))"
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
        type.hasPrefix("any ") || type.hasPrefix("some ") || type.contains("&")
            || type.containsBytes(of: "->")
    }
}

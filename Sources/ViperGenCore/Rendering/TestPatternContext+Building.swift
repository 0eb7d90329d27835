/// How the test patterns are picked: each picks the first method or route it
/// can write with literal samples (`"sample"`, `7`, `true`, `1.5`), whose
/// descriptions it knows.
extension TestPatternContext {
    /// - Parameter uses: the traits composed into the Mock's class.
    /// - Parameter routes: the module's routes, when this class opens them.
    /// - Parameter runtime: the runtime's names (a transition handler's sample is its spy).
    init(uses: [TraitUse], routes: [Route], runtime: RuntimeNames = .unprefixed) {
        let methods = uses.flatMap { use in
            use.trait.methods.map {
                (method: $0, associatedTypes: use.trait.associatedTypes.map(\.name))
            }
        }
        let argumentMethod = methods.lazy.map(\.method.signature).first {
            !$0.parameters.isEmpty && Self.allLiteral($0.parameters)
        }
        let errorMethod = methods.first {
            $0.method.signature.isThrowing && Self.answersFromMockCalls($0.method)
                && $0.method.signature.parameters.allSatisfy { Self.hasSample($0.type) }
                && !Self.mentions($0.method.signature, $0.associatedTypes)
        }?.method.signature
        let route =
            routes.first { !$0.parameters.isEmpty && Self.allLiteral($0.parameters) }
            ?? routes.first { $0.parameters.isEmpty }
        self.init(
            hasArgumentTest: argumentMethod != nil,
            argumentTest: argumentMethod.map(Self.argumentTest),
            hasErrorTest: errorMethod != nil,
            errorTest: errorMethod.map { Self.errorTest($0, runtime: runtime) },
            hasRouteTest: route != nil, routeTest: route.map(Self.routeTest))
    }

    private static func argumentTest(_ method: SwiftMethod) -> ArgumentTest {
        // The call log writes each literal as the call does (a string quoted).
        let arguments = method.parameters.map { labelled($0, literal(for: $0.type) ?? "") }
        let first = method.parameters[0]
        let accessor =
            first.argumentLabel.isEmpty
            ? "argument(at: 0, as: \(first.type).self)"
            : "argument(\"\(first.argumentLabel)\", as: \(first.type).self)"
        return ArgumentTest(
            name: method.name.upperFirst,
            effects: (method.isAsync ? " async" : "") + (method.isThrowing ? " throws" : ""),
            call: call(method, arguments: arguments),
            expected: stringLiteral(method.name + "(" + arguments.joined(separator: ", ") + ")"),
            lastCall: SwiftLayout.wrapped(
                "let recorded = mock.mockCalls.last(", [stringLiteral(method.selector)], ")",
                indent: 8),
            firstArgument: "recorded?.\(accessor)",
            firstSample: literal(for: first.type) ?? "")
    }

    /// With literal or stub samples.
    private static func errorTest(_ method: SwiftMethod, runtime: RuntimeNames) -> ErrorTest {
        let arguments = method.parameters.map { parameter in
            labelled(
                parameter,
                literal(for: parameter.type)
                    ?? MethodContext.sampleArgument(
                        for: parameter.type, associatedTypes: [], runtime: runtime))
        }
        return ErrorTest(
            name: method.name.upperFirst, selector: method.selector,
            call: call(method, arguments: arguments))
    }

    private static func routeTest(_ route: Route) -> RouteTest {
        // The call log writes each literal as the call does (a string quoted, in a payload too).
        let arguments = route.parameters.map { labelled($0, literal(for: $0.type) ?? "") }
        let payload = arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")"
        // A route with its own method (`method:`) is opened through it: its
        // default opens the route, which the Mock records.
        let call =
            route.method.map { "mock.\($0)(" + arguments.joined(separator: ", ") + ")" }
            ?? "mock.open(." + route.name + payload + ")"
        return RouteTest(
            name: route.name.upperFirst, call: call,
            expected: stringLiteral("open(" + route.name + payload + ")"))
    }

    /// The literal a test passes for a parameter of `type`, for the types whose description is known.
    static func literal(for type: String) -> String? {
        switch type {
        case "String": return "\"sample\""
        case "Int": return "7"
        case "Bool": return "true"
        case "Double": return "1.5"
        default: return nil
        }
    }

    /// The types the shared `Mock.swift` gives a `Stub` by name (`TestDoublesTests`
    /// keeps this list and the template's extensions the same).
    static let namedStubTypes: Set<String> = [
        "String", "Int", "Double", "Float", "Decimal", "Bool", "Data", "URL", "Date", "UUID",
    ]
    /// The generic types it gives one, whatever their arguments.
    static let genericStubTypes: Set<String> = ["Array", "Dictionary", "Set", "Optional"]

    /// True for the types the shared test support has a `Stub` for, or a
    /// literal: a test can pass one without the app declaring anything.
    private static func hasSample(_ type: String) -> Bool {
        literal(for: type) != nil || namedStubTypes.contains(type) || type.hasSuffix("?")
            || (type.hasPrefix("[") && type.hasSuffix("]"))
            || (type.hasPrefix("Set<") && type.hasSuffix(">"))
    }

    private static func allLiteral(_ parameters: [SwiftParameter]) -> Bool {
        parameters.allSatisfy { literal(for: $0.type) != nil }
    }

    /// True when the Mock override answers through `mockCalls.result(of:as:)`
    /// for this very method, or throws what the test answers, so an error a test sets reaches it.
    private static func answersFromMockCalls(_ method: TraitMethod) -> Bool {
        TraitContext.throwsAnswers(method)
            || method.mockBody?.containsBytes(
                of: "mockCalls.result(of: \"\(method.signature.selector)\"") ?? false
    }

    /// True when a parameter's type names one of the trait's associated types,
    /// which a test of the concrete Mock would have to spell out.
    private static func mentions(_ method: SwiftMethod, _ associatedTypes: [String]) -> Bool {
        method.parameters.contains { parameter in
            parameter.type.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains {
                associatedTypes.contains(String($0))
            }
        }
    }

    private static func labelled(_ parameter: SwiftParameter, _ value: String) -> String {
        parameter.argumentLabel.isEmpty ? value : "\(parameter.argumentLabel): \(value)"
    }

    /// `_ = try await mock.name(label: value)`, wrapped past the line length.
    private static func call(_ method: SwiftMethod, arguments: [String]) -> String {
        let prefix =
            (method.returnType != nil ? "_ = " : "") + (method.isThrowing ? "try " : "")
            + (method.isAsync ? "await " : "")
        return SwiftLayout.wrapped(prefix + "mock." + method.name + "(", arguments, ")", indent: 12)
    }

    /// A Swift string literal of `text`: raw (`#"..."#`) when it holds a quote.
    private static func stringLiteral(_ text: String) -> String {
        text.contains("\"") ? "#\"\(text)\"#" : "\"\(text)\""
    }
}

/// How the scaffolded tests of a module's real parts are worked out: which
/// the module can have (MVP and VIPER, when every value `assemble` or
/// `makeModule` takes has a stub or a spy), and what each calls and expects.
extension WiringTestsContext {
    /// - Parameter assemblyParameters: what `assemble` takes.
    /// - Parameter screenParameters: what `makeModule` takes.
    /// - Parameter hasWiringTest: the wiring test of `assemble` is scaffolded.
    /// - Parameter related: the modules the routes open, by name.
    init(
        _ module: ModuleDefinition, assemblyParameters: [ModuleContext.Parameter],
        screenParameters: [ModuleContext.Parameter], hasWiringTest: Bool,
        related: [String: ModuleDefinition]
    ) {
        let route = hasWiringTest ? Self.testedRoute(of: module) : nil
        let hasMakeModuleTest =
            module.style != .vip && module.ui != .none
            && screenParameters.allSatisfy { Self.hasTestValue($0, runtime: module.runtime) }
        self.init(
            wiresModuleOutput: hasWiringTest && module.hasModuleOutput,
            hasRouteTest: route != nil,
            routeTest: route.map { route in
                Self.routeTest(
                    route, of: module, assemblyParameters: assemblyParameters,
                    handsOutput: module.handsOutput(route, in: related))
            },
            hasMakeModuleTest: hasMakeModuleTest,
            makeModuleCall: hasMakeModuleTest
                ? Self.call(
                    "\(module.names.assembly).makeModule(", screenParameters, leading: [],
                    values: TestValues(), runtime: module.runtime,
                    indent: 16 + "let screen = ".count + ".screen".count)
                : "",
            makeModuleReturnsInput: module.hasModuleInput)
    }

    /// How a test passes the route factory and the module output: its own
    /// `routeFactory` spy or a new one, its `output` spy or `nil`.
    struct TestValues {
        var localFactory = false
        var localOutput = false
    }

    /// `wiringCall` for ``ModuleContext/Assembly``: `assemble` with the view spy,
    /// a factory spy, the test's `output` spy when `wiresModuleOutput`, and stubs.
    static func wiringCall(
        _ module: ModuleDefinition, parameters: [ModuleContext.Parameter], wiresModuleOutput: Bool
    ) -> String {
        call(
            "\(module.names.assembly).assemble(", parameters, leading: ["view: view"],
            values: TestValues(localOutput: wiresModuleOutput), runtime: module.runtime,
            indent: 8 + "let presenter = ".count)
    }

    /// True when a wiring test has a value for `parameter`: not for an
    /// existential the app implements (`any Observer`), which has no stub.
    static func hasTestValue(_ parameter: ModuleContext.Parameter, runtime: RuntimeNames) -> Bool {
        parameter.name == "routeFactory" || parameter.type.hasSuffix("?")
            || !parameter.type.contains("any ") || parameter.type == runtime.transitionHandlerType
    }

    /// The route a test opens: the first whose values all take literal samples
    /// (`"sample"`, `7`), else the first without values.
    private static func testedRoute(of module: ModuleDefinition) -> Route? {
        let literal = { (route: Route) in
            route.parameters.allSatisfy { TestPatternContext.literal(for: $0.type) != nil }
        }
        return module.routes.first { !$0.parameters.isEmpty && literal($0) }
            ?? module.routes.first { $0.parameters.isEmpty }
    }

    private static func routeTest(
        _ route: Route, of module: ModuleDefinition, assemblyParameters: [ModuleContext.Parameter],
        handsOutput: Bool
    ) -> RouteTest {
        let samples = route.parameters.map { TestPatternContext.literal(for: $0.type) ?? "" }
        let arguments = zip(route.parameters, samples).map { parameter, sample in
            parameter.argumentLabel.isEmpty ? sample : "\(parameter.argumentLabel): \(sample)"
        }
        let opener = module.style == .mvp ? "presenter" : "presenter.router"
        let payload = arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")"
        var made = route.parameters.map { "\($0.argumentLabel.isEmpty ? "_" : $0.argumentLabel):" }
        var madeValues = samples
        if handsOutput {
            made.append("moduleOutput:")
            madeValues.append("presenter")
        }
        let selector = "make\(route.name.upperFirst)(" + made.joined() + ")"
        let transition = expectedTransition(route, runtime: module.runtime)
        return RouteTest(
            name: route.name.upperFirst,
            assembleCall: call(
                "\(module.names.assembly).assemble(", assemblyParameters, leading: ["view: view"],
                values: TestValues(localFactory: true), runtime: module.runtime,
                indent: 8 + "let presenter = ".count),
            // A route with its own method (`method:`) is opened through it.
            openCall: route.method.map {
                "\(opener).\($0)(" + arguments.joined(separator: ", ") + ")"
            } ?? "\(opener).open(.\(route.name)\(payload))",
            expectedMade: SwiftLayout.wrapped(
                "\(module.runtime.name(.mockCalls)).text(", ["\"\(selector)\""] + madeValues, ")",
                indent: 8 + "let destination = ".count),
            hasExpectedTransition: transition != nil,
            expectedTransition: transition.map { "\"\($0)\"" } ?? "")
    }

    /// What `TransitionHandlerSpy` records for the route's transition; `nil`
    /// for a push with an animator the app declares (its type is the app's).
    private static func expectedTransition(_ route: Route, runtime: RuntimeNames) -> String? {
        let inNavigation = route.embedInNavigation ? " in navigation" : ""
        switch route.transition {
        case .push:
            switch route.animator {
            case nil: return "push"
            case "fade": return "push with " + runtime.name(.fadeAnimator)
            case "slide": return "push with " + runtime.name(.slideAnimator)
            default: return nil
            }
        case .present:
            let style = route.presentation.flatMap { $0 == .automatic ? nil : " \($0.rawValue)" }
            return "present" + (style ?? "") + inNavigation
        case .modal:
            return "presentModally" + inNavigation
        }
    }

    /// `prefix` and the arguments, one per line past the line length: the
    /// `leading` ones, a spy or the test's local for the route factory and
    /// the module output, and a stub (or a closure literal) for the rest.
    private static func call(
        _ prefix: String, _ parameters: [ModuleContext.Parameter], leading: [String],
        values: TestValues, runtime: RuntimeNames, indent: Int
    ) -> String {
        let arguments = parameters.map { parameter in
            let value: String
            switch parameter.name {
            case "routeFactory":
                value = values.localFactory ? "routeFactory" : parameter.type.dropFirst(4) + "Spy()"
            case "moduleOutput" where values.localOutput:
                value = "output"
            default:
                value =
                    parameter.type.hasSuffix("?")
                    ? "nil"
                    : MethodContext.sampleArgument(
                        for: parameter.type, associatedTypes: [], runtime: runtime)
            }
            return "\(parameter.name): \(value)"
        }
        return SwiftLayout.wrapped(prefix, leading + arguments, ")", indent: indent)
    }
}

/// Works out a module's routes (the Routable article): ``RoutesContext``, and
/// what the routing trait adds to the class that opens them.
struct RouteBuilder {
    let module: ModuleDefinition
    /// The modules the routes open (`module:`), validated to exist, and
    /// their children, by name.
    var modules: [String: ModuleDefinition] = [:]

    var hasRoutes: Bool { !module.routes.isEmpty }
    var enumName: String { "\(module.name)Route" }
    var factoryName: String { "\(module.name)RouteFactory" }
    var factoryType: String { "any \(factoryName)" }
    var traitName: String { "\(module.name)RoutingTrait" }

    /// The routing trait's protocol name, when the module has routes.
    var protocolNames: [String] { hasRoutes ? [traitName] : [] }

    /// The routing trait's stored dependencies; `routeOutput`, set to the
    /// presenter, when a route hands its destination the output.
    var dependencies: [DependencyContext] {
        guard hasRoutes else { return [] }
        var dependencies = [
            DependencyContext(
                name: "transitionHandler", type: module.runtime.transitionHandlerType,
                isWeak: true, runtime: module.runtime),
            DependencyContext(
                name: "routeFactory", type: factoryType, isWeak: false, runtime: module.runtime),
        ]
        if handsOutput {
            dependencies.append(
                DependencyContext(
                    name: "routeOutput", type: "AnyObject", isWeak: true,
                    assignedFrom: "presenter", runtime: module.runtime))
        }
        return dependencies
    }

    /// `open(_:)`, as a test calls it on a Mock: with the first route as argument.
    var openMethod: MethodContext? {
        guard let first = module.routes.first else { return nil }
        let arguments = first.parameters.map { parameter in
            let sample = MethodContext.sampleArgument(
                for: parameter.type, associatedTypes: [], runtime: module.runtime)
            return parameter.argumentLabel.isEmpty
                ? sample : "\(parameter.argumentLabel): \(sample)"
        }
        let sample =
            "." + first.name
            + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
        let method = SwiftMethod(
            name: "open", parameters: [SwiftParameter(label: "_", name: "route", type: enumName)])
        return MethodContext(method, samples: [sample], runtime: module.runtime)
    }

    var context: RoutesContext {
        let opened = module.routes.compactMap { route in
            route.module.flatMap { modules[$0] }.map { (route, $0) }
        }
        let access = module.access.modifier
        return RoutesContext(
            hasRoutes: hasRoutes,
            handsOutput: handsOutput,
            modules: opened.map { destinationContext(route: $0.0, destination: $0.1) },
            opensModules: !opened.isEmpty,
            enumName: enumName,
            factoryName: factoryName,
            destinationWraps: 4
                + ("\(access)func destination(using factory: \(factoryType)) -> "
                + "\(module.runtime.transitionHandlerType) {").count > SwiftLayout.lineLength,
            factoryStubWraps: "func stubbed(_ type: (\(factoryType)).Type) -> \(factoryType) {"
                .count
                > SwiftLayout.lineLength,
            traitName: traitName,
            cases: module.routes.map { route in
                let factoryMethod = "make" + route.name.upperFirst
                var call = route.parameters.map(\.forwardingArgument)
                if let output = outputProtocol(of: route) {
                    call.append("moduleOutput: output as? any \(output)")
                }
                return RoutesContext.Case(
                    name: route.name,
                    hasParameters: !route.parameters.isEmpty,
                    parameters: route.parameters.declarationList,
                    bindings: route.parameters.map { "let " + $0.name }.joined(separator: ", "),
                    factoryDeclaration: factoryDeclaration(
                        of: route, indent: 4, prefix: "", trailer: ""),
                    factoryCall: factoryMethod + "(" + call.joined(separator: ", ") + ")",
                    factorySpyRecord: factorySpyRecord(of: route),
                    call: SwiftLayout.wrapped(
                        "factory." + factoryMethod + "(", call, ")", indent: 12),
                    transition: route.transition.rawValue,
                    animated: route.animated ? "true" : "false",
                    transitionExpression: RoutesContext.transitionExpression(route))
            },
            methods: routeMethods,
            hasMethods: !routeMethods.isEmpty)
    }

    /// The routes' own methods (`method:`): each takes the route's parameters,
    /// labelled as the case's, and its generated default opens the route.
    private var routeMethods: [RoutesContext.Method] {
        module.routes.compactMap { route in
            route.methodSignature.map { method in
                let declarations = method.parameters.map(\.declaration)
                return RoutesContext.Method(
                    route: route.name,
                    declaration: SwiftLayout.wrapped(
                        "func \(method.name)(", declarations, ")", indent: 4),
                    implementation: SwiftLayout.wrapped(
                        module.access.modifier + "func \(method.name)(", declarations, ") {",
                        indent: 4),
                    call: Self.openCall(route))
            }
        }
    }

    /// `self.open(.signUp(user: user))` in a method body (8 spaces in), laid
    /// out as swift-format lays it out past the line length: the route on a
    /// line of its own, then, if it still does not fit, each argument.
    static func openCall(_ route: Route) -> String {
        let arguments = route.parameters.map(\.forwardingArgument)
        let value =
            "." + route.name
            + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
        if 8 + "self.open(\(value))".count <= SwiftLayout.lineLength {
            return "self.open(\(value))"
        }
        if 12 + value.count + 1 <= SwiftLayout.lineLength || arguments.isEmpty {
            return "self.open(\n    \(value))"
        }
        return "self.open(\n    .\(route.name)(\n"
            + arguments.map { "        " + $0 }.joined(separator: ",\n") + "\n    ))"
    }

    /// True when a route opens a module with outputs: the routing trait then
    /// hands that module its `routeOutput` (the presenter).
    var handsOutput: Bool { module.routes.contains { module.handsOutput($0, in: modules) } }

    /// `<Destination>ModuleOutput`, for a route that hands its destination the output.
    private func outputProtocol(of route: Route) -> String? {
        guard module.handsOutput(route, in: modules), let name = route.module else { return nil }
        return modules[name]?.names.moduleOutput ?? ModuleNames(module: name).moduleOutput
    }

    /// `func make<Route>(<parameters>[, moduleOutput: (any <Destination>ModuleOutput)?]) -> any TransitionHandler`,
    /// written after `prefix` at `indent` spaces and followed by `trailer`.
    private func factoryDeclaration(of route: Route, indent: Int, prefix: String, trailer: String)
        -> String
    {
        var parameters = route.parameters
        if let output = outputProtocol(of: route) {
            parameters.append(
                SwiftParameter(label: nil, name: "moduleOutput", type: "(any \(output))?"))
        }
        return SwiftLayout.wrapped(
            prefix + "func make\(route.name.upperFirst)(", parameters.map(\.declaration),
            ") -> \(module.runtime.transitionHandlerType)" + trailer, indent: indent)
    }

    /// `made.append(MockCalls.text("makeEditor(profileID:)", profileID))`: what
    /// the factory spy records when it builds the route's destination, one
    /// argument per line past the line length.
    private func factorySpyRecord(of route: Route) -> String {
        var parameters = route.parameters
        if let output = outputProtocol(of: route) {
            parameters.append(
                SwiftParameter(label: nil, name: "moduleOutput", type: "(any \(output))?"))
        }
        let method = SwiftMethod(name: "make\(route.name.upperFirst)", parameters: parameters)
        let recorded =
            ["\"\(method.selector)\""]
            + MethodContext.recordedArguments(method, runtime: module.runtime)
        return SwiftLayout.wrapped(
            "made.append(\(module.runtime.name(.mockCalls)).text(", recorded, "))", indent: 8)
    }

    /// A route that opens a known module: the generated factory method, what
    /// it asks the app's factory for, and how it hands the route's values over.
    private func destinationContext(route: Route, destination: ModuleDefinition)
        -> RoutesContext.Destination
    {
        let parameters = destination.screenParameters(in: modules)
        let requirements = parameters.filter { $0.name != "moduleOutput" }.map { parameter in
            (property: route.name + parameter.name.upperFirst, type: parameter.type)
        }
        let arguments = MakeModuleCall.arguments(
            to: destination, in: modules, prefix: route.name,
            output: module.handsOutput(route, in: modules) ? "moduleOutput" : "nil")
        let input = RouteDestinationValidator.inputTaking(route.parameters, in: destination)
        let handOver = input.map { method in
            "module.input.\(method.name)("
                + zip(method.parameters, route.parameters).map { inputParameter, routeParameter in
                    inputParameter.argumentLabel.isEmpty
                        ? routeParameter.name
                        : "\(inputParameter.argumentLabel): \(routeParameter.name)"
                }.joined(separator: ", ") + ")"
        }
        let hasInput = destination.hasModuleInput
        return RoutesContext.Destination(
            route: route.name,
            module: destination.name,
            assemblyName: destination.names.assembly,
            factoryDeclaration: factoryDeclaration(
                of: route, indent: .max, prefix: "", trailer: ""),
            declaration: factoryDeclaration(
                of: route, indent: 8, prefix: module.access.modifier, trailer: " {"),
            hasRequirements: !requirements.isEmpty,
            requirements: requirements.map { requirement in
                RoutesContext.Requirement(
                    property: requirement.property, type: requirement.type,
                    mockValue: DependencyTypeText.stubExpression(requirement.type))
            },
            arguments: arguments,
            hasArguments: !arguments.isEmpty,
            returnsInput: hasInput,
            handOver: handOver ?? "",
            hasHandOver: handOver != nil,
            condition: destination.makeModuleCondition(in: modules))
    }
}

extension RoutesContext {
    /// `.present(animated: true, style: .overFullScreen, inNavigation: true)`:
    /// the route's transition, with the arguments that differ from the defaults.
    static func transitionExpression(_ route: Route) -> String {
        var arguments = ["animated: \(route.animated)"]
        if let presentation = route.presentation, presentation != .automatic {
            arguments.append("style: .\(presentation.rawValue)")
        }
        if route.embedInNavigation { arguments.append("inNavigation: true") }
        if let animator = route.animator { arguments.append("animator: .\(animator)") }
        return ".\(route.transition.rawValue)(" + arguments.joined(separator: ", ") + ")"
    }
}

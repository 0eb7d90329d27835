/// The module's routes (the Routable article): the route enum, the factory
/// protocol the app implements, the routing trait that opens routes, and the
/// factory methods generated for routes that name the module they open.
struct RouteContext {
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
    var dependencies: [TemplateValue] {
        guard hasRoutes else { return [] }
        var dependencies = [
            ModuleContext.dependencyValue(name: "transitionHandler", type: "any TransitionHandler", isWeak: true),
            ModuleContext.dependencyValue(name: "routeFactory", type: factoryType, isWeak: false),
        ]
        if handsOutput {
            dependencies.append(ModuleContext.dependencyValue(name: "routeOutput", type: "AnyObject", isWeak: true,
                                                              assignedFrom: "presenter"))
        }
        return dependencies
    }

    /// `open(_:)`, as a test calls it on a Mock: with the first route as argument.
    var openMethod: TemplateValue? {
        guard let first = module.routes.first else { return nil }
        let arguments = first.parameters.map { parameter in
            let sample = MethodContext.sampleArgument(for: parameter.type, associatedTypes: [])
            return parameter.argumentLabel.isEmpty ? sample : "\(parameter.argumentLabel): \(sample)"
        }
        let sample = "." + first.name + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
        let method = SwiftMethod(name: "open", parameters: [SwiftParameter(label: "_", name: "route", type: enumName)])
        return MethodContext.value(method, samples: [sample])
    }

    var value: TemplateValue {
        let opened = module.routes.compactMap { route in
            route.module.flatMap { modules[$0] }.map { (route, $0) }
        }
        return .object([
            "hasRoutes": .bool(hasRoutes),
            "handsOutput": .bool(handsOutput),
            "modules": .list(opened.map { destinationValue(route: $0.0, destination: $0.1) }),
            "opensModules": .bool(!opened.isEmpty),
            "enumName": .string(enumName),
            "factoryName": .string(factoryName),
            // `func destination(using factory: any XRouteFactory) -> any TransitionHandler {` past 100 columns.
            "destinationWraps": .bool(4 + "\(module.access.modifier)func destination(using factory: \(factoryType)) -> any TransitionHandler {".count
                                      > ModuleContext.lineLength),
            // `func stubbed(_ type: (any XRouteFactory).Type) -> any XRouteFactory {` past 100 columns.
            "factoryStubWraps": .bool("func stubbed(_ type: (\(factoryType)).Type) -> \(factoryType) {".count
                                      > ModuleContext.lineLength),
            "traitName": .string(traitName),
            "cases": .list(module.routes.map { route in
                let factoryMethod = "make" + route.name.upperFirst
                var call = route.parameters.map(\.forwardingArgument)
                if let output = outputProtocol(of: route) { call.append("moduleOutput: output as? any \(output)") }
                return .object([
                    "name": .string(route.name),
                    "hasParameters": .bool(!route.parameters.isEmpty),
                    "parameters": .string(route.parameters.declarationList),
                    "bindings": .string(route.parameters.map { "let " + $0.name }.joined(separator: ", ")),
                    "factoryDeclaration": .string(factoryDeclaration(of: route, indent: 4, prefix: "", trailer: "")),
                    "factoryCall": .string(factoryMethod + "(" + call.joined(separator: ", ") + ")"),
                    "factorySpyRecord": .string(factorySpyRecord(of: route)),
                    "call": .string(Self.wrapped("factory." + factoryMethod + "(", call, ")", indent: 12)),
                    "transition": .string(route.transition.rawValue),
                    "animated": .string(route.animated ? "true" : "false"),
                    "transitionExpression": .string(Self.transitionExpression(route)),
                ])
            }),
        ])
    }

    /// True when a route opens a module with outputs: the routing trait then
    /// hands that module its `routeOutput` (the presenter).
    var handsOutput: Bool { module.routes.contains { module.handsOutput($0, in: modules) } }

    /// `<Destination>ModuleOutput`, for a route that hands its destination the output.
    private func outputProtocol(of route: Route) -> String? {
        guard module.handsOutput(route, in: modules), let name = route.module else { return nil }
        return "\(name)ModuleOutput"
    }

    /// `func make<Route>(<parameters>[, moduleOutput: (any <Destination>ModuleOutput)?]) -> any TransitionHandler`,
    /// written after `prefix` at `indent` spaces and followed by `trailer`.
    private func factoryDeclaration(of route: Route, indent: Int, prefix: String, trailer: String) -> String {
        var parameters = route.parameters
        if let output = outputProtocol(of: route) {
            parameters.append(SwiftParameter(label: nil, name: "moduleOutput", type: "(any \(output))?"))
        }
        return Self.wrapped(prefix + "func make\(route.name.upperFirst)(", parameters.map(\.declaration),
                            ") -> any TransitionHandler" + trailer, indent: indent)
    }

    /// `made.append(MockCalls.text("makeEditor(profileID:)", profileID))`: what
    /// the factory spy records when it builds the route's destination, one
    /// argument per line past the line length.
    private func factorySpyRecord(of route: Route) -> String {
        var parameters = route.parameters
        if let output = outputProtocol(of: route) {
            parameters.append(SwiftParameter(label: nil, name: "moduleOutput", type: "(any \(output))?"))
        }
        let method = SwiftMethod(name: "make\(route.name.upperFirst)", parameters: parameters)
        let recorded = ["\"\(method.selector)\""] + MethodContext.recordedArguments(method)
        return Self.wrapped("made.append(MockCalls.text(", recorded, "))", indent: 8)
    }

    /// `head` + the items + `tail` on one line at `indent` spaces or, past the
    /// line length, each item on a line of its own, indented one level more
    /// (the template engine indents the lines after the first like the first);
    /// `indent: .max` never wraps.
    static func wrapped(_ head: String, _ items: [String], _ tail: String, indent: Int) -> String {
        let line = head + items.joined(separator: ", ") + tail
        guard indent != .max, indent + line.count > ModuleContext.lineLength, !items.isEmpty else { return line }
        return head + "\n" + items.map { "    " + $0 }.joined(separator: ",\n") + "\n" + tail
    }

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

    /// A route that opens a known module: the generated factory method, what
    /// it asks the app's factory for, and how it hands the route's values over.
    private func destinationValue(route: Route, destination: ModuleDefinition) -> TemplateValue {
        let parameters = destination.screenParameters(in: modules)
        let requirements = parameters.filter { $0.name != "moduleOutput" }.map { parameter in
            (property: route.name + parameter.name.upperFirst, type: parameter.type)
        }
        let arguments = MakeModuleCall.arguments(to: destination, in: modules, prefix: route.name,
                                                 output: module.handsOutput(route, in: modules) ? "moduleOutput" : "nil")
        let input = RouteDestinationValidator.inputTaking(route.parameters, in: destination)
        let handOver = input.map { method in
            "module.input.\(method.name)(" + zip(method.parameters, route.parameters).map { inputParameter, routeParameter in
                inputParameter.argumentLabel.isEmpty ? routeParameter.name : "\(inputParameter.argumentLabel): \(routeParameter.name)"
            }.joined(separator: ", ") + ")"
        }
        let hasInput = !destination.moduleInputs.isEmpty
        return .object([
            "route": .string(route.name),
            "module": .string(destination.name),
            "assemblyName": .string("\(destination.name)Assembly"),
            "factoryDeclaration": .string(factoryDeclaration(of: route, indent: .max, prefix: "", trailer: "")),
            "declaration": .string(factoryDeclaration(of: route, indent: 8, prefix: module.access.modifier,
                                                      trailer: " {")),
            "hasRequirements": .bool(!requirements.isEmpty),
            "requirements": .list(requirements.map { requirement in
                .object(["property": .string(requirement.property), "type": .string(requirement.type),
                         "mockValue": .string(DependencyTypeText.stubExpression(requirement.type))])
            }),
            "arguments": .list(arguments),
            "hasArguments": .bool(!arguments.isEmpty),
            "returnsInput": .bool(hasInput),
            "handOver": .string(handOver ?? ""),
            "hasHandOver": .bool(handOver != nil),
            "condition": .string(destination.screenNeedsSwiftUI(in: modules) ? "canImport(SwiftUI) && canImport(UIKit)"
                                     : "canImport(UIKit)"),
        ])
    }
}

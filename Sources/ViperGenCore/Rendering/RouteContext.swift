/// The module's routes (the Routable article): the route enum, the factory
/// protocol the app implements, and the routing trait that opens routes.
struct RouteContext {
    let module: ModuleDefinition

    var hasRoutes: Bool { !module.routes.isEmpty }
    var enumName: String { "\(module.name)Route" }
    var factoryName: String { "\(module.name)RouteFactory" }
    var factoryType: String { "any \(factoryName)" }
    var traitName: String { "\(module.name)RoutingTrait" }

    /// The routing trait's protocol name, when the module has routes.
    var protocolNames: [String] { hasRoutes ? [traitName] : [] }

    /// The routing trait's stored dependencies.
    var dependencies: [TemplateValue] {
        guard hasRoutes else { return [] }
        return [
            ModuleContext.dependencyValue(name: "transitionHandler", type: "any TransitionHandler", isWeak: true),
            ModuleContext.dependencyValue(name: "routeFactory", type: factoryType, isWeak: false),
        ]
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
        .object([
            "hasRoutes": .bool(hasRoutes),
            "enumName": .string(enumName),
            "factoryName": .string(factoryName),
            "traitName": .string(traitName),
            "cases": .list(module.routes.map { route in
                let factoryMethod = "make" + route.name.upperFirst
                return .object([
                    "name": .string(route.name),
                    "hasParameters": .bool(!route.parameters.isEmpty),
                    "parameters": .string(route.parameters.declarationList),
                    "bindings": .string(route.parameters.map { "let " + $0.name }.joined(separator: ", ")),
                    "factoryDeclaration": .string("func \(factoryMethod)\(route.parameters.declarationList) -> any TransitionHandler"),
                    "factoryCall": .string(factoryMethod + route.parameters.forwardingList),
                    "transition": .string(route.transition.rawValue),
                    "animated": .string(route.animated ? "true" : "false"),
                ])
            }),
        ])
    }
}

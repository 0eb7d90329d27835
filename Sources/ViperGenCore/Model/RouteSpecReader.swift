/// Reads a spec's `routes:`: each route's transition, animation, presentation,
/// navigation controller, animator, parameters, the module it opens and its
/// own method on the routing trait.
enum RouteSpecReader {
    static let keys = [
        "transition", "animated", "presentation", "embedInNavigation", "animator", "parameters",
        "module", "method",
    ]

    static func read(_ node: SpecNode, reader: inout SchemaReader) -> [Route] {
        guard let mapping = reader.mapping(node, for: "routes") else { return [] }
        var routes: [Route] = []
        let transitions = Route.Transition.allCases.map(\.rawValue)
        for entry in mapping.entries {
            guard let name = reader.identifier(entry.key, what: "route name") else { continue }
            var route = Route(name: name, location: reader.location(of: entry.key.range))
            switch entry.value {
            case .scalar(let scalar) where scalar.value.isEmpty:
                break
            case .scalar:
                if let value = reader.choice(entry.value, from: transitions, for: "transition") {
                    route.transition = Route.Transition(rawValue: value)!
                }
            default:
                guard let details = reader.mapping(entry.value, for: name) else { continue }
                readDetails(
                    reader.fields(of: details, allowed: keys, in: "route '\(name)'"), into: &route,
                    reader: &reader)
            }
            routes.append(route)
        }
        return routes
    }

    private static func readDetails(
        _ fields: SchemaFields, into route: inout Route, reader: inout SchemaReader
    ) {
        if let node = fields["transition"]?.value,
            let value = reader.choice(
                node, from: Route.Transition.allCases.map(\.rawValue), for: "transition")
        {
            route.transition = Route.Transition(rawValue: value)!
        }
        if let node = fields["animated"]?.value, let animated = reader.bool(node, for: "animated") {
            route.animated = animated
        }
        if let entry = fields["presentation"],
            let value = reader.choice(
                entry.value, from: Route.Presentation.allCases.map(\.rawValue), for: "presentation")
        {
            if route.transition == .present {
                route.presentation = Route.Presentation(rawValue: value)
            } else {
                reader.report(
                    ModelDiagnostics.presentationNeedsPresent(
                        route.transition.rawValue,
                        at: reader.location(of: entry.key.range)))
            }
        }
        if let entry = fields["embedInNavigation"],
            let embeds = reader.bool(entry.value, for: "embedInNavigation")
        {
            if embeds, route.transition == .push {
                reader.report(
                    ModelDiagnostics.pushInOwnNavigation(at: reader.location(of: entry.key.range)))
            } else {
                route.embedInNavigation = embeds
            }
        }
        if let entry = fields["animator"], let scalar = reader.text(entry.value, for: "animator"),
            let name = reader.identifier(scalar, what: "animator")
        {
            if route.transition == .push {
                route.animator = name
            } else {
                reader.report(
                    ModelDiagnostics.animatorNeedsPush(
                        route.transition.rawValue,
                        at: reader.location(of: entry.key.range)))
            }
        }
        if let node = fields["module"]?.value, let scalar = reader.text(node, for: "module") {
            if let problem = ModelDiagnostics.moduleNameProblem(
                scalar.value, at: reader.location(of: scalar.range))
            {
                reader.report(problem)
            } else {
                route.module = scalar.value
                route.moduleLocation = reader.location(of: scalar.range)
            }
        }
        if let node = fields["method"]?.value, let scalar = reader.text(node, for: "method"),
            let name = reader.identifier(scalar, what: "route method")
        {
            route.method = name
            route.methodLocation = reader.location(of: scalar.range)
        }
        if let node = fields["parameters"]?.value {
            route.parameters = reader.parameters(node, for: "parameters")
            for parameter in route.parameters where parameter.label != nil && parameter.label != "_"
            {
                reader.report(
                    ModelDiagnostics.labelledRouteParameter(parameter, at: parameter.location))
            }
        }
    }
}

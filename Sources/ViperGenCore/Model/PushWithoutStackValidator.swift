/// Warns about a module that pushes although, as far as the specs tell, it is
/// never on a navigation stack: every route that opens it presents it without
/// a navigation controller of its own, and no module embeds it. Its pushes
/// then present the destination in a new navigation controller instead (see
/// `TransitionHandler.push`), which is rarely what the spec meant. A module no
/// route opens may be shown by the app in any way: it is not warned about.
enum PushWithoutStackValidator {
    /// The built-in traits that need a stack to do anything.
    static let stackTraits: Set<String> = ["push", "pop", "popToRoot"]

    static func problems(in modules: [ModuleDefinition]) -> [Diagnostic] {
        var openers: [String: [(module: String, route: Route)]] = [:]
        var embedded: Set<String> = []
        for module in modules {
            for route in module.routes {
                if let destination = route.module {
                    openers[destination, default: []].append((module.name, route))
                }
            }
            embedded.formUnion(module.children.map(\.module))
        }
        var diagnostics: [Diagnostic] = []
        for module in modules where !embedded.contains(module.name) {
            guard let routes = openers[module.name], !routes.isEmpty,
                routes.allSatisfy({ $0.route.transition != .push && !$0.route.embedInNavigation }),
                let (what, location) = firstPush(in: module)
            else { continue }
            let openedBy = routes.map { "\($0.module).\($0.route.name)" }
            diagnostics.append(
                ModelDiagnostics.pushWithoutStack(
                    module.name, what: what, openedBy: openedBy, at: location))
        }
        return diagnostics
    }

    /// The module's first push route, or else its first trait that pushes or pops.
    private static func firstPush(in module: ModuleDefinition) -> (String, SourceLocation?)? {
        if let route = module.routes.first(where: { $0.transition == .push }) {
            return ("route '\(route.name)' pushes", route.location)
        }
        if let use = module.traits.first(where: {
            $0.trait.origin == .builtIn && stackTraits.contains($0.trait.name)
        }) {
            return ("trait '\(use.trait.name)' needs a navigation stack", use.location)
        }
        return nil
    }
}

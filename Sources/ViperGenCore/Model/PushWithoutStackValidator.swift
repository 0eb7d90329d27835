/// Warns about a module that pushes although, as far as the specs tell, it is
/// never on a navigation stack. A module may be on one when no route opens it
/// and no module embeds it (the app shows it as it likes), when a route opens
/// it in a navigation controller of its own (`embedInNavigation`), when a
/// module that may be on one pushes it, or when one that may be on one embeds
/// it. Any other module's pushes present their destination in a new
/// navigation controller instead (see `TransitionHandler.push`), and its pops
/// do nothing: rarely what the spec meant.
enum PushWithoutStackValidator {
    /// The built-in traits that need a stack to do what they say.
    static let stackTraits: Set<String> = ["push", "pop", "popToRoot"]

    static func problems(in modules: [ModuleDefinition]) -> [Diagnostic] {
        var openers: [String: [(module: String, route: Route)]] = [:]
        var parents: [String: [String]] = [:]
        for module in modules {
            for route in module.routes {
                if let destination = route.module {
                    openers[destination, default: []].append((module.name, route))
                }
            }
            for child in module.children { parents[child.module, default: []].append(module.name) }
        }
        let onStack = mayBeOnAStack(modules, openers: openers, parents: parents)
        var diagnostics: [Diagnostic] = []
        for module in modules where !onStack.contains(module.name) {
            guard let (push, location) = firstPush(in: module) else { continue }
            let shownBy =
                openers[module.name, default: []].map { "\($0.module).\($0.route.name)" }
                + parents[module.name, default: []].map { "embedded in \($0)" }
            diagnostics.append(
                ModelDiagnostics.pushWithoutStack(
                    module.name, push: push, shownBy: shownBy, at: location))
        }
        return diagnostics
    }

    /// The modules that may be on a navigation stack, worked out to a fixed point.
    private static func mayBeOnAStack(
        _ modules: [ModuleDefinition], openers: [String: [(module: String, route: Route)]],
        parents: [String: [String]]
    ) -> Set<String> {
        var onStack = Set(
            modules.map(\.name).filter { openers[$0] == nil && parents[$0] == nil })
        var changed = true
        while changed {
            changed = false
            for module in modules where !onStack.contains(module.name) {
                let opened = openers[module.name, default: []].contains { opener in
                    opener.route.embedInNavigation
                        || (opener.route.transition == .push && onStack.contains(opener.module))
                }
                let embedded = parents[module.name, default: []].contains(where: onStack.contains)
                if opened || embedded {
                    onStack.insert(module.name)
                    changed = true
                }
            }
        }
        return onStack
    }

    /// The module's first push route, or else its first built-in trait that pushes or pops.
    private static func firstPush(in module: ModuleDefinition) -> (
        ModelDiagnostics.StackUse, SourceLocation?
    )? {
        if let route = module.routes.first(where: { $0.transition == .push }) {
            return (.route(route.name), route.location)
        }
        if let use = module.traits.first(where: {
            $0.trait.origin == .builtIn && stackTraits.contains($0.trait.name)
        }) {
            return (.trait(use.trait.name), use.location)
        }
        return nil
    }
}

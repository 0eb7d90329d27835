/// The modules whose output a module's presenter is: its children, and the
/// modules its routes open that report something.
extension ModuleDefinition {
    /// A module the presenter hears, and what brings it: a child or a route.
    public struct HeardModule: Equatable, Sendable {
        /// What brings a module: a child, or a route that opens it.
        public enum Source: Equatable, Sendable, CustomStringConvertible {
            case child(String)
            case route(String)

            /// `child 'feed'` or `route 'item'`.
            public var description: String {
                switch self {
                case .child(let name): "child '\(name)'"
                case .route(let name): "route '\(name)'"
                }
            }
        }

        public var module: ModuleDefinition
        /// The first that brings it.
        public var source: Source
        /// Where the spec names it (the child, or the route's `module:`).
        public var location: SourceLocation?
    }

    /// Each child, then each module a route hands its output to
    /// (``handsOutput(_:in:)``), each module once, in spec order.
    public func heardModules(in modules: [String: ModuleDefinition]) -> [HeardModule] {
        var heard: [HeardModule] = []
        var seen: Set<String> = []
        for child in children {
            guard let module = modules[child.module], seen.insert(module.name).inserted else {
                continue
            }
            heard.append(
                HeardModule(
                    module: module, source: .child(child.name), location: child.moduleLocation))
        }
        for route in routes where handsOutput(route, in: modules) {
            guard let name = route.module, let module = modules[name], seen.insert(name).inserted
            else { continue }
            heard.append(
                HeardModule(
                    module: module, source: .route(route.name), location: route.moduleLocation))
        }
        return heard
    }

    /// True when `route` opens a module with a screen and outputs: its
    /// factory method then takes the output, which the routing trait hands
    /// over (the presenter, which implements the outputs).
    public func handsOutput(_ route: Route, in modules: [String: ModuleDefinition]) -> Bool {
        guard let name = route.module, let destination = modules[name] else { return false }
        return destination.ui != .none && destination.hasModuleOutput
    }
}

/// The messages about the router's own methods (`router:`) and the routes'
/// own methods (`method:`).
extension ModelDiagnostics {
    static func routerMessagesNeedARouter(at location: SourceLocation) -> Diagnostic {
        .error(
            "an MVP module has no router, so 'router' has nothing to go to", at: location,
            hint:
                "set 'style: viper' (or 'vip'), or write these methods in the presenter's logic; "
                + "a route's own method is 'method:' under the route")
    }

    /// `kind`: `"router message"` or `"route method"`.
    static func routerMethodClash(
        _ kind: String, _ selector: String, with owner: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "\(kind) '\(selector)' has the name of \(owner)", at: location,
            hint: "give it another name, e.g. 'show...', 'open...' or 'close...'")
    }

    /// A zero-parameter method named like a property the class or its Mock keeps.
    static func routerMethodNamedLikeMember(
        _ kind: String, _ name: String, member: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "\(kind) '\(name)()' is named like \(member)", at: location,
            hint:
                "give it another name or a parameter: Swift can't tell a method without parameters "
                + "from a property of the same name")
    }

    /// A name a Mock's body calls unqualified (`stubbed`, `MockCalls`).
    static func routerMessageNamedLikeMockName(_ name: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "router message '\(name)' is named like what the router's Mock uses", at: location,
            hint: "choose another name: the Mock's bodies call 'stubbed' and 'MockCalls'")
    }

    static func routeMethodIsARouterMessage(
        _ name: String, route: String, at location: SourceLocation?,
        message: SourceLocation?
    ) -> Diagnostic {
        .error(
            "route '\(route)' names method '\(name)', which is also a router message",
            at: location,
            notes: [Diagnostic.Note("the router message is here", at: message)],
            hint:
                "write one or the other: 'method:' when the method only opens the route, "
                + "'router:' when you write its body (it may call 'open(_:completion:)')")
    }

    static func duplicateRouteMethod(
        _ selector: String, at location: SourceLocation?, first: SourceLocation?
    ) -> Diagnostic {
        .error(
            "route method '\(selector)' is named by two routes", at: location,
            notes: first.map { [Diagnostic.Note("first named here", at: $0)] } ?? [],
            hint: "give each route a method of its own")
    }
}

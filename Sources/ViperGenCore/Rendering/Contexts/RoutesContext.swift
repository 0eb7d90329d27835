/// A module's routes (`module.routes`): the route enum, the factory protocol the app implements, the
/// routing trait that opens routes, and the factory methods generated for routes that name the module
/// they open.
struct RoutesContext: TemplateContext, Equatable {
    /// True when the spec has `routes`.
    let hasRoutes: Bool
    /// True when a route opens a module with outputs: `destination(using:output:)` and the routing
    /// trait's `routeOutput` (the presenter) exist.
    let handsOutput: Bool
    /// The routes that name the module they open, each with its generated factory method.
    let modules: [Destination]
    /// True when a route names the module it opens.
    let opensModules: Bool
    /// `"<M>Route"`.
    let enumName: String
    /// `"<M>RouteFactory"`, the protocol the app implements to build destinations.
    let factoryName: String
    /// True when `func destination(using factory: ...) -> any TransitionHandler {` would pass 100
    /// columns: then its parameter goes on a line of its own.
    let destinationWraps: Bool
    /// True when `func stubbed(_ type: (any XRouteFactory).Type) -> any XRouteFactory {` would pass 100
    /// columns: then its parameter goes on a line of its own.
    let factoryStubWraps: Bool
    /// `"<M>RoutingTrait"`, the trait with `open(_:)`.
    let traitName: String
    /// One route per case, in spec order.
    let cases: [Case]
    /// The routes' own methods (`method:`), in spec order: requirements of the routing trait whose
    /// generated defaults open the route.
    let methods: [Method]
    /// True when there are any.
    let hasMethods: Bool

    /// A route's own method on the routing trait.
    struct Method: TemplateContext, Equatable {
        /// The route it opens, e.g. `"signUp"`.
        let route: String
        /// The requirement, e.g. `"func openSignUp(user: User)"`, one parameter per line past the
        /// line length.
        let declaration: String
        /// The default's first line, with its access and opening brace, wrapped the same way.
        let implementation: String
        /// The default's body, e.g. `"self.open(.signUp(user: user))"`.
        let call: String
    }

    /// One route.
    struct Case: TemplateContext, Equatable {
        /// The case, e.g. `"profile"`.
        let name: String
        /// True when the case has associated values.
        let hasParameters: Bool
        /// The case's parameter list, e.g. `"(userID: String)"`.
        let parameters: String
        /// The names bound in a `case let`, e.g. `"userID"`.
        let bindings: String
        /// The factory method, e.g. `"func makeProfile(userID: String) -> any TransitionHandler"`, one
        /// parameter per line past the line length; with `moduleOutput:` when the route's module has
        /// outputs.
        let factoryDeclaration: String
        /// The call, e.g. `"makeProfile(userID: userID)"`, with
        /// `moduleOutput: output as? any <M>ModuleOutput` when the route's module has outputs.
        let factoryCall: String
        /// What the route factory spy records when it builds the route's destination:
        /// `"made.append(MockCalls.text(\"makeProfile(userID:)\", userID))"`.
        let factorySpyRecord: String
        /// The same call on `factory.`, one argument per line past the line length.
        let call: String
        /// `"push"`, `"present"` or `"modal"`.
        let transition: String
        /// `"true"` or `"false"`.
        let animated: String
        /// The transition the route enum returns, with what differs from the defaults:
        /// `".present(animated: true, style: .pageSheet, inNavigation: true)"`.
        let transitionExpression: String
    }

    /// A route that names the module it opens.
    struct Destination: TemplateContext, Equatable {
        /// The route's name.
        let route: String
        /// The module it opens.
        let module: String
        /// `"<Destination>Assembly"`.
        let assemblyName: String
        /// The factory method's declaration on one line, e.g.
        /// `"func makeItem(itemID: String, _ index: Int) -> any TransitionHandler"`; a route whose module
        /// has outputs adds `moduleOutput: (any ItemModuleOutput)?`.
        let factoryDeclaration: String
        /// The same with its access and opening brace, one parameter per line past the line length.
        let declaration: String
        /// True when the factory asks for properties for it (`requirements` is not empty).
        let hasRequirements: Bool
        /// What the factory protocol asks the app for, to build the destination.
        let requirements: [Requirement]
        /// The `makeModule` arguments, one line each, with its comma.
        let arguments: [String]
        /// True when `makeModule` takes any.
        let hasArguments: Bool
        /// True when `makeModule` returns `(screen, input)`.
        let returnsInput: Bool
        /// The call that hands the route's values to the destination's input, e.g.
        /// `"module.input.show(itemID: itemID, index)"`.
        let handOver: String
        /// True when the route has parameters.
        let hasHandOver: Bool
        /// The `#if` condition the destination's `makeModule` is compiled under.
        let condition: String
    }

    /// A property the route factory asks the app for.
    struct Requirement: TemplateContext, Equatable {
        /// The property, e.g. `"itemRequestService"`.
        let property: String
        /// Its type, e.g. `"ItemService"`.
        let type: String
        /// What the route factory spy answers for it: `"stubbed(ItemService.self)"`.
        let mockValue: String
    }
}

/// The scaffolded tests of a module's real parts (`module.wiringTests`): its
/// module output wired by `assemble`, a route opened through the real routing
/// trait, and the screen `makeModule` returns keeping its presenter.
struct WiringTestsContext: TemplateContext, Equatable {
    /// True when the wiring test hands `assemble` a module output spy named `output` and checks
    /// that the presenter holds it.
    let wiresModuleOutput: Bool
    /// True when the test file has a route test on the real presenter or router.
    let hasRouteTest: Bool
    /// That test (absent when there is none).
    let routeTest: RouteTest?
    /// True when the test file checks that `makeModule`'s screen keeps its presenter.
    let hasMakeModuleTest: Bool
    /// That test's call, e.g. `"LoginAssembly.makeModule(requestService: stubbed(LoginService.self))"`,
    /// one argument per line past 100 columns (empty when there is no test).
    let makeModuleCall: String
    /// True when `makeModule` returns the screen with the module input (`.screen` picks it).
    let makeModuleReturnsInput: Bool

    /// A route opened on the real module: the factory builds its destination with the route's
    /// values, and the transition handler (the view spy) shows it.
    struct RouteTest: TemplateContext, Equatable {
        /// The route's name with a capital (`Editor`).
        let name: String
        /// `assemble` with `routeFactory: routeFactory` (the test's spy) and a stub for the rest.
        let assembleCall: String
        /// `presenter.open(.editor(profileID: "sample"))` (MVP) or `presenter.router.open(...)` (VIPER),
        /// or the route's own method (`presenter.router.openEditor(profileID: "sample")`).
        let openCall: String
        /// What the factory spy records, as the test builds it:
        /// `MockCalls.text("makeEditor(profileID:)", "sample")`, with `presenter` for a module output.
        let expectedMade: String
        /// True when the spy's record of the transition is known (not for an app's own animator).
        let hasExpectedTransition: Bool
        /// What `TransitionHandlerSpy.transitions` records, a Swift string literal
        /// (`"presentModally in navigation"`); empty when unknown.
        let expectedTransition: String
    }
}

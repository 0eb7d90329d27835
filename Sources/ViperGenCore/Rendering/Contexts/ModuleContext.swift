/// A module, as its templates see it (`module`).
struct ModuleContext: TemplateContext, Equatable {
    /// The module's name, e.g. `"Login"`.
    let name: String
    /// The spec's path from the project root.
    let specPath: String
    /// `"mvp"`, `"viper"` or `"vip"`.
    let style: String
    /// True for style `mvp`.
    let isMVP: Bool
    /// True for style `viper`.
    let isVIPER: Bool
    /// True for style `vip`.
    let isVIP: Bool
    /// Style `vip` only (absent otherwise).
    let vip: VIPContext?
    /// The traits the module uses, in spec order.
    let traits: [TraitReference]
    /// True when the module uses at least one trait.
    let hasTraits: Bool
    /// The modules the module's traits import, sorted, e.g. `["Foundation"]`.
    let traitImports: [String]
    /// The traits' imports and the spec's `imports`, sorted: what a file naming the module's types imports.
    let typeImports: [String]
    /// What the module's generated sources import: `typeImports` plus `Foundation`.
    let imports: [String]
    /// What the module's tests import: `typeImports` plus `XCTest` (or `Testing`).
    let testImports: [String]
    /// True when the config's `testFramework` is `swift-testing`: the scaffolded tests are a `@Suite`
    /// struct of `@Test` functions using `#expect`.
    let usesSwiftTesting: Bool
    /// What comes before each scaffolded test's `func`: `"@Test "` under Swift Testing, else `""`.
    let testAttribute: String
    /// The view protocol.
    let view: View
    /// The presenter; in `mvp`, composed of every trait.
    let presenter: ComponentContext
    /// The components a test replaces with a Mock: `[presenter]` in `mvp`, `[router, interactor]` in `viper`,
    /// the interactor (and the router, when there is one) in `vip`.
    let mocks: [ComponentContext]
    /// The router (`viper`, and `vip` with one): the router traits and the routing trait.
    let router: ComponentContext
    /// The interactor (`viper`, `vip`): the interactor traits.
    let interactor: ComponentContext
    /// The module's routes.
    let routes: RoutesContext
    /// The assembly that wires the module.
    let assembly: Assembly
    /// The scaffolded tests of the real module's wiring, routes and screen.
    let wiringTests: WiringTestsContext
    /// The modules the screen embeds (`children:`).
    let children: ChildrenContext
    /// True when the module's screen, or a child's below it, is SwiftUI: `makeModule` needs
    /// `canImport(SwiftUI) && canImport(UIKit)`.
    let makeModuleNeedsSwiftUI: Bool
    /// The `#if` condition around `makeModule` and its tests: `"canImport(UIKit)"`,
    /// `"canImport(SwiftUI) && canImport(UIKit)"`, or under SwiftUI navigation
    /// `"canImport(SwiftUI) && canImport(Combine)"`.
    let makeModuleCondition: String
    /// Starter code the module's traits contribute when used with their default parameters.
    let scaffold: Scaffold
    /// The screen's fields, at the module's level.
    let screen: ScreenContext
    /// The protocols the spec declares under `protocols:`, in spec order.
    let protocols: [DeclaredProtocolContext]
    /// True when there are any: the module has `<Module>Protocols.swift`.
    let hasProtocols: Bool

    /// One trait the module uses.
    struct TraitReference: TemplateContext, Equatable {
        /// The trait's name, e.g. `"close"`.
        let name: String
        /// Its protocol, e.g. `"CloseRouterTrait"`.
        let protocolName: String
    }

    /// The view protocol (`module.view`).
    struct View: TemplateContext, Equatable {
        /// `"<M>View"`.
        let name: String
        /// `"<M>ViewSpy"`, the test double recording what the view was told.
        let spyName: String
        /// The view protocol's first line with `{{ access }}`: `"protocol <M>View: AnyObject, Loading {"`
        /// (one conformance per line past 100 columns).
        let protocolHead: String
        /// The app's protocols it refines (`inherits:`).
        let inherits: [String]
        /// True when there are any.
        let hasInherits: Bool
        /// The spec's `view` messages.
        let outputs: [MethodContext]
        /// True when there are any.
        let hasOutputs: Bool
        /// True when one of them takes a test's answers (`MethodContext.spyTakesAnswers`): the
        /// view spy then has `answers`.
        let outputsTakeAnswers: Bool
        /// What the view controller's `init` takes (`dependencies: view:`), which `makeModule` passes.
        let dependencies: [ComponentContext.InitParameter]
        /// True when there are any: the scaffolded view controller has an `init` of its own.
        let hasDependencies: Bool
    }

    /// The assembly (`module.assembly`).
    struct Assembly: TemplateContext, Equatable {
        /// `"<M>Assembly"`.
        let name: String
        /// The dependencies `assemble` takes (all but those the view provides).
        let parameters: [Parameter]
        /// True when there are any.
        let hasParameters: Bool
        /// What `makeModule` takes: the assembly's parameters but `moduleOutput`, the view controller's
        /// (owner `"view"`), then each child's, named `<child><Parameter>` (owner `"child"`), then
        /// `moduleOutput`.
        let screenParameters: [Parameter]
        /// True when there are any.
        let hasScreenParameters: Bool
        /// True when the test scaffold checks `assemble`'s wiring on the real presenter (MVP and
        /// VIPER, when it has a value for each parameter: not for an app's existential).
        let hasWiringTest: Bool
        /// That test's call: `"LoginAssembly.assemble(view: view, requestService:
        /// stubbed(LoginService.self))"`, with a route factory spy, a `nil` output and a stub for the
        /// rest (one argument per line past 100 columns).
        let wiringCall: String
    }

    /// A parameter of `assemble` or `makeModule`.
    struct Parameter: TemplateContext, Equatable {
        /// The parameter's name, e.g. `"feedRequestService"`.
        let name: String
        /// Its type as the assembly takes it, e.g. `"LoginService"`.
        let type: String
        /// The component that stores it: `"presenter"`, `"router"`, `"interactor"`, `"view"` (the view
        /// controller's `init` takes it), or `"child"` for a child's.
        let owner: String
        /// True for the last parameter (no comma after it).
        let isLast: Bool
    }

    /// Starter code from the traits (`module.scaffold`).
    struct Scaffold: TemplateContext, Equatable {
        /// Swift snippets for `<M>Services.swift`.
        let sources: [String]
        /// True when there are any.
        let hasSources: Bool
        /// Swift snippets for the scaffolded tests (e.g. `Stub` conformances).
        let tests: [String]
        /// True when there are any.
        let hasTests: Bool
    }
}

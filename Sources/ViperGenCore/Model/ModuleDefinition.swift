/// A module as its spec asks for it, validated against the trait catalog (the
/// model; `Spec*` types are the spec's syntax).
public struct ModuleDefinition: Equatable, Sendable {
    /// The suffixes of the types generated (or scaffolded) for a module.
    public static let typeNameSuffixes = [
        "View", "ViewSpy", "Presenter", "PresenterLogic", "PresenterMock", "Assembly", "Route",
        "RouteFactory", "RouteFactorySpy",
        "RoutingTrait", "Router", "RouterInput", "RouterMock", "Interactor", "InteractorInput",
        "InteractorOutput",
        "InteractorLogic", "InteractorMock", "InteractorInputSpy", "InteractorOutputSpy", "Tests",
        "ViewOutput", "State", "ViewController", "Screen", "HostingController", "Navigator",
        "ScreenModel", "PreviewPresenter", "ScreenPreviews", "ViewControllerPreviews",
        "PreviewScreen",
        "ModuleInput", "ModuleOutput", "ModuleOutputSpy", "ChildContainer",
        "Models", "BusinessLogic", "PresentationLogic", "DisplayLogic", "RoutingLogic",
        "BusinessLogicSpy",
        "PresentationLogicSpy", "DisplayLogicSpy", "DataStore", "DataPassing",
    ]

    public enum Style: String, Equatable, Sendable, CaseIterable {
        case mvp
        case viper
        /// Clean Swift: view controller → interactor → presenter → view controller, one use case at a time.
        case vip
    }

    public var name: String
    public var style: Style
    public var access: AccessLevel
    /// Modules the spec's types come from (`imports: [UIKit]`), imported by every module file.
    public var imports: [String]
    public var traits: [TraitUse]
    /// What the module's screen is built with.
    public var ui: UIKind
    /// How the screen navigates: always `.uikit` unless `ui` is `.swiftui`.
    public var navigation: NavigationKind
    /// The UIKit screen loads its views from `<Module>ViewController.xib`
    /// (`xib: true`), which viper-gen scaffolds beside it.
    public var loadsXIB = false
    /// The protocols the spec declares besides its roles' (`protocols:`), in spec order.
    public var declaredProtocols: [DeclaredProtocol] = []
    /// The screen's state, which the presenter owns and the view renders.
    public var state: [StateField]
    /// The user's events, which the view sends to the presenter (`<Module>ViewOutput`).
    public var events: [SwiftMethod]
    /// How the module's caller configures it (`<Module>ModuleInput`, implemented by the presenter).
    public var moduleInputs: [SwiftMethod]
    /// What the module reports to its caller (`<Module>ModuleOutput`, held weakly by the presenter).
    public var moduleOutputs: [SwiftMethod]
    /// `input:` and `output:` written with nothing under them: an empty (marker)
    /// protocol, which callers and destinations may still name.
    public var declaresEmptyModuleInput = false
    public var declaresEmptyModuleOutput = false
    /// Whether the module has `<Module>ModuleInput`: messages, or a marker protocol.
    public var hasModuleInput: Bool { declaresEmptyModuleInput || !moduleInputs.isEmpty }
    /// Whether the module has `<Module>ModuleOutput`: messages, or a marker protocol.
    public var hasModuleOutput: Bool { declaresEmptyModuleOutput || !moduleOutputs.isEmpty }
    /// Messages the presenter sends to its view.
    public var viewOutputs: [SwiftMethod]
    /// The app's protocols the view protocol refines (`view: {inherits: [...]}`).
    public var viewInherits: [String]
    /// The app's protocols `<Module>ViewOutput` refines (`events: {inherits: [...]}`).
    public var viewOutputInherits: [String]
    /// VIPER only: what the presenter asks the interactor.
    public var interactorInputs: [SwiftMethod]
    /// VIPER only: what the interactor reports to the presenter.
    public var interactorOutputs: [SwiftMethod]
    /// VIPER and VIP: the router's own methods (`router:`), which its protocol
    /// requires and its logic scaffold implements.
    public var routerMessages: [SwiftMethod]
    public var routes: [Route]
    /// What the spec's `dependencies:` gives the presenter, interactor and router.
    public var dependencies: [ModuleDependency]
    /// The modules the screen embeds (`children:`).
    public var children: [ChildModule]
    /// VIP only: the module's use cases (`useCases:`).
    public var useCases: [UseCase]
    /// What the presenter and interactor keep for their logic (`store:`), never rendered,
    /// and in VIP the interactor's data store fields (`dataStore:`, marked `inDataStore`).
    public var store: [StoreField]
    /// VIP only: the spec has `dataStore:`, so the module declares `<Module>DataStore`
    /// (and, with a router, `<Module>DataPassing`), even with no fields.
    public var hasDataStore = false
    /// The spec's path relative to the project root.
    public var specPath: String
    /// Where the spec writes the module's name.
    public var nameLocation: SourceLocation?
    /// The naming in effect for the module: its spec's `naming:` over the config's.
    public var naming: Naming
    /// The runtime's names as the project spells them (the config's `runtime:`).
    public var runtime: RuntimeNames = .unprefixed

    public init(
        name: String,
        style: Style = .mvp,
        access: AccessLevel = .internal,
        imports: [String] = [],
        traits: [TraitUse] = [],
        ui: UIKind = .none,
        navigation: NavigationKind = .uikit,
        state: [StateField] = [],
        events: [SwiftMethod] = [],
        moduleInputs: [SwiftMethod] = [],
        moduleOutputs: [SwiftMethod] = [],
        viewOutputs: [SwiftMethod] = [],
        viewInherits: [String] = [],
        viewOutputInherits: [String] = [],
        interactorInputs: [SwiftMethod] = [],
        interactorOutputs: [SwiftMethod] = [],
        routerMessages: [SwiftMethod] = [],
        routes: [Route] = [],
        dependencies: [ModuleDependency] = [],
        children: [ChildModule] = [],
        useCases: [UseCase] = [],
        store: [StoreField] = [],
        specPath: String,
        nameLocation: SourceLocation? = nil,
        naming: Naming = Naming()
    ) {
        self.name = name
        self.style = style
        self.access = access
        self.imports = imports
        self.traits = traits
        self.ui = ui
        self.navigation = navigation
        self.state = state
        self.events = events
        self.moduleInputs = moduleInputs
        self.moduleOutputs = moduleOutputs
        self.viewOutputs = viewOutputs
        self.viewInherits = viewInherits
        self.viewOutputInherits = viewOutputInherits
        self.interactorInputs = interactorInputs
        self.interactorOutputs = interactorOutputs
        self.routerMessages = routerMessages
        self.routes = routes
        self.dependencies = dependencies
        self.children = children
        self.useCases = useCases
        self.store = store
        self.specPath = specPath
        self.nameLocation = nameLocation
        self.naming = naming
    }
}

/// `internal` or `public`: the access level of generated declarations.
public enum AccessLevel: String, Equatable, Sendable, CaseIterable {
    case `internal`
    case `public`

    /// The modifier written before a declaration: `"public "` or nothing.
    public var modifier: String { self == .public ? "public " : "" }
}

/// One trait as a module uses it, with its parameters resolved.
public struct TraitUse: Equatable, Sendable {
    public var trait: TraitDefinition
    /// Every parameter's value (defaults filled in), by parameter name.
    public var arguments: [String: String]
    /// True when the spec set no parameter (the trait's scaffold then applies).
    public var usesDefaults: Bool
    /// Where the spec names the trait.
    public var location: SourceLocation?

    public init(
        trait: TraitDefinition, arguments: [String: String] = [:], usesDefaults: Bool = true,
        location: SourceLocation? = nil
    ) {
        self.trait = trait
        self.arguments = arguments
        self.usesDefaults = usesDefaults
        self.location = location
    }
}

/// A place the module navigates to (the Routable article's enum case).
public struct Route: Equatable, Sendable {
    public enum Transition: String, Equatable, Sendable, CaseIterable {
        case push
        case present
        case modal
    }

    /// How a presented destination covers the source: UIKit's modal
    /// presentation styles (`presentation: overFullScreen`).
    public enum Presentation: String, Equatable, Sendable, CaseIterable {
        case automatic
        case pageSheet
        case formSheet
        case overFullScreen
        case overCurrentContext
    }

    public var name: String
    public var transition: Transition
    public var animated: Bool
    /// `transition: present` only; `nil` leaves UIKit's default (`automatic`).
    public var presentation: Presentation?
    /// The destination is shown inside a navigation controller of its own
    /// (`present` and `modal`), so it can push further screens.
    public var embedInNavigation: Bool
    /// The animator of a push (`animator: fade`): the name of a static member
    /// of `Animator` (`.fade`, `.slide`, or one the app declares); `nil` for
    /// UIKit's own animation.
    public var animator: String?
    public var parameters: [SwiftParameter]
    /// The module the route opens (`module: Settings`), built by a generated
    /// factory method; `nil` when the app's route factory builds the destination.
    public var module: String?
    /// Where the spec names that module.
    public var moduleLocation: SourceLocation?
    /// The route's own method on the routing trait (`method: openSignUp`),
    /// whose generated default opens the route; `nil` for none.
    public var method: String?
    /// Where the spec names that method.
    public var methodLocation: SourceLocation?
    public var location: SourceLocation?

    public init(
        name: String, transition: Transition = .push, animated: Bool = true,
        presentation: Presentation? = nil, embedInNavigation: Bool = false, animator: String? = nil,
        parameters: [SwiftParameter] = [], module: String? = nil,
        moduleLocation: SourceLocation? = nil, method: String? = nil,
        methodLocation: SourceLocation? = nil,
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.transition = transition
        self.animated = animated
        self.presentation = presentation
        self.embedInNavigation = embedInNavigation
        self.animator = animator
        self.parameters = parameters
        self.module = module
        self.moduleLocation = moduleLocation
        self.method = method
        self.methodLocation = methodLocation
        self.location = location
    }

    /// The route's own method (`method:`): the route's parameters, labelled
    /// as the case's (`_ url: URL` stays unlabelled), returning nothing.
    public var methodSignature: SwiftMethod? {
        method.map { SwiftMethod(name: $0, parameters: parameters, location: methodLocation) }
    }
}

extension ModuleDefinition {
    /// Modules by name (names are unique once validated; a later one wins otherwise).
    static func tableByName(_ modules: [ModuleDefinition]) -> [String: ModuleDefinition] {
        var table: [String: ModuleDefinition] = [:]
        table.reserveCapacity(modules.count)
        for module in modules { table[module.name] = module }
        return table
    }
}

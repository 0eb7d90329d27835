/// A composed class: the presenter, router or interactor, and each of `module.mocks`. The keys
/// marked with a class are present only in that class's context.
struct ComponentContext: TemplateContext, Equatable {
    /// The class, e.g. `"LoginPresenter"`.
    let name: String
    /// `"presenter"`, `"router"` or `"interactor"`.
    let owner: String
    /// Its Mock class in the tests, e.g. `"LoginPresenterMock"`: the module's name and the
    /// class's role, whatever `naming:` calls the class.
    let mockName: String
    /// The file its logic is written in, e.g. `"LoginPresenter+Logic.swift"`: named after the
    /// module, as the module's other files are, whatever `naming:` calls the class.
    let logicFile: String
    /// The protocol the Mock conforms to (the composition the logic extends).
    let mockConformance: String
    /// The protocols the composition protocol refines, comma-separated.
    let conformances: String
    /// The same protocols, as a list.
    let conformanceList: [String]
    /// True when `protocol X: A, B {` would pass 100 columns: then one conformance per line.
    let wrapsConformances: Bool
    /// The calls a test expects on the Mock, as lines of an array literal (`"close()",`).
    let expectedCalls: [String]
    /// The stored dependencies, each declared once.
    let dependencies: [DependencyContext]
    /// The spec's `dependencies:` for this class, which its composition protocol declares `{ get }`.
    let specDependencies: [DependencyContext]
    /// The spec's `store:` for this class, then the `store:` of the traits it composes: fields its
    /// composition protocol (or the trait's) declares `{ get set }`, which the class and its Mock
    /// keep, starting at their defaults.
    let store: [StoredField]
    /// The strong dependencies, which the class's `init` takes.
    let initParameters: [InitParameter]
    /// True when there are any.
    let hasInitParameters: Bool
    /// The trait methods, as a test calls them on the Mock.
    let methods: [MethodContext]
    /// The router's own methods (`router:`), which its protocol requires, its logic scaffold
    /// implements and its Mock records; empty for the other classes.
    let messages: [MethodContext]
    /// True when there are any.
    let hasMessages: Bool
    /// What the trait test's generic function requires, e.g. `" where Logic.CacheStoreType.Value: Stub"`
    /// when it passes a stub of an associated type; `""` otherwise.
    let logicConstraints: String
    /// True when there are any methods.
    let hasMethods: Bool
    /// `"Presenter"`, `"Router"` or `"Interactor"`, for test names.
    let testName: String
    /// True when the class stores `view`.
    let storesView: Bool
    /// True when the class stores `output`.
    let storesOutput: Bool
    /// True for a VIP interactor, which keeps `presenter` (its Mock starts with a spy there).
    let storesPresenter: Bool
    /// The tests a module's generated test file shows on the Mock.
    let tests: TestPatternContext
    /// The presenter's and the interactor's: the composition protocol whose extension holds the
    /// hand-written logic.
    let logicProtocol: String?
    /// The router's and the interactor's: `"<M>RouterInput"` or `"<M>InteractorInput"`; in VIP
    /// `"<M>RoutingLogic"` or `"<M>BusinessLogic"`.
    let inputProtocol: String?
    /// The router's: who calls it, `"presenter"`, or `"view controller"` in VIP.
    let askedBy: String?
    /// The interactor's role-specific fields, at the component's level.
    let interactor: InteractorParts?

    /// A strong dependency as the class's `init` takes it.
    struct InitParameter: TemplateContext, Equatable {
        /// The dependency.
        let dependency: DependencyContext
        /// Its type as `init` takes it: `"@escaping (Int) -> Void"` for a function type.
        let parameterType: String
        /// True for the last one (no comma after it).
        let isLast: Bool
    }

    /// A field of `store:` (a spec's or a trait's).
    struct StoredField: TemplateContext, Equatable {
        /// The field's name, e.g. `"nextPage"`.
        let name: String
        /// Its type, e.g. `"Int"`.
        let type: String
        /// What it starts with, e.g. `"1"` (`"nil"` for an optional without a default).
        let initialValue: String
    }

    /// What only the interactor has.
    struct InteractorParts: TemplateFieldGroup, Equatable {
        /// `"<M>InteractorOutput"`.
        let outputProtocol: String
        /// `"<M>InteractorInputSpy"`.
        let inputSpyName: String
        /// `"<M>InteractorOutputSpy"`, the test double recording what the interactor reported.
        let outputSpyName: String
        /// The spec's interactor `inputs`.
        let inputs: [MethodContext]
        /// True when there are any.
        let hasInputs: Bool
        /// True when one of them takes a test's answers: the input spy then has `answers`.
        let inputsTakeAnswers: Bool
        /// The spec's interactor `outputs`.
        let outputs: [MethodContext]
        /// True when there are any.
        let hasOutputs: Bool
        /// True when one of them takes a test's answers: the output spy then has `answers`.
        let outputsTakeAnswers: Bool
        /// `"<M>PresentationLogic"`.
        let presenterProtocol: String
        /// `"<M>PresentationLogicSpy"`.
        let presenterSpyName: String
        /// The Mock's `var presenter: any <M>PresentationLogic = <M>PresentationLogicSpy()`, the value on
        /// its own line past 100 columns.
        let presenterDeclaration: String
    }
}

/// A stored dependency of a composed class or a trait.
struct DependencyContext: TemplateFieldGroup, Equatable {
    /// The property, e.g. `"transitionHandler"`.
    let name: String
    /// Its stored type: optional when weak (`"(any TransitionHandler)?"`), the type itself when strong
    /// (`"LoginService"`).
    let type: String
    /// True when it is stored `weak` (else it is a `let` the class's `init` takes).
    let isWeak: Bool
    /// What a Mock answers for a strong dependency: `"stubbed(LoginService.self)"`.
    let mockValue: String
    /// How a Mock stores a strong dependency: `"lazy var requestService: LoginService =
    /// stubbed(LoginService.self)"`, the value on its own line past 100 columns. Every read
    /// returns the same value, and a test may set its own.
    let mockDeclaration: String
    /// True when the assembly passes the view (the transition handler).
    let fromView: Bool
    /// What the assembly sets a weak dependency to: `"view"` (the transition handler), `"presenter"`
    /// (`routeOutput`), or the parameter of its name.
    let assignedFrom: String
}

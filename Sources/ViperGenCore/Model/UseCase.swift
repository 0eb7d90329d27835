/// One use case of a VIP (Clean Swift) module (`useCases:`): the view
/// controller sends its request to the interactor (`do<Name>(request:)`), the
/// interactor its response to the presenter (`present<Name>(response:)`), and
/// the presenter its view model to the view (`display<Name>(viewModel:)`).
public struct UseCase: Equatable, Sendable {
    /// The spec's key: `fetchOrders`.
    public var name: String
    /// `fetchOrders async`: the interactor's `do` method is `async`.
    public var isAsync: Bool
    /// The fields of `<Module>Models.<Name>.Request`, `.Response` and `.ViewModel`.
    public var request: [StateField]
    public var response: [StateField]
    public var viewModel: [StateField]
    /// The methods' own names (`do: fetchOrders`, `present:`, `display:`), where the spec gives them.
    public var methodNames: [Step: String] = [:]
    public var location: SourceLocation?

    /// The three steps of a use case, each a method of one protocol.
    public enum Step: String, CaseIterable, Sendable {
        /// The interactor's (`<M>BusinessLogic`), which the view controller calls.
        case `do`
        /// The presenter's (`<M>PresentationLogic`), which the interactor calls.
        case present
        /// The view controller's (`<M>DisplayLogic`), which the presenter calls.
        case display
    }

    public init(
        name: String, isAsync: Bool = false, request: [StateField] = [],
        response: [StateField] = [],
        viewModel: [StateField] = [], location: SourceLocation? = nil
    ) {
        self.name = name
        self.isAsync = isAsync
        self.request = request
        self.response = response
        self.viewModel = viewModel
        self.location = location
    }

    /// The namespace of its models and the suffix of its methods: `FetchOrders`.
    public var typeName: String { name.upperFirst }

    /// The method of `step`: the spec's name, else the step and the use case (`doFetchOrders`).
    public func method(_ step: Step) -> String { methodNames[step] ?? step.rawValue + typeName }
    /// `doFetchOrders`, what the view controller calls on the interactor.
    public var businessMethod: String { method(.do) }
    /// `presentFetchOrders`, what the interactor calls on the presenter.
    public var presentationMethod: String { method(.present) }
    /// `displayFetchOrders`, what the presenter calls on the view.
    public var displayMethod: String { method(.display) }
}

extension ModuleDefinition {
    /// A VIP module has a router when it has router traits, routes or router messages.
    public var hasVIPRouter: Bool {
        !routes.isEmpty || !routerMessages.isEmpty || traits.contains { $0.trait.kind == .router }
    }

    /// VIP: the interactor's fields the data store declares (`dataStore:`).
    public var dataStore: [StateField] { store.filter(\.inDataStore).map(\.field) }

    /// VIP: the router reads the interactor's data store (`<Module>DataPassing`).
    public var hasDataPassing: Bool { hasDataStore && hasVIPRouter }
}

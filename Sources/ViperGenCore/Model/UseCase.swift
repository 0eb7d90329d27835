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
    public var location: SourceLocation?

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

    /// `doFetchOrders`, what the view controller calls on the interactor.
    public var businessMethod: String { "do" + typeName }
    /// `presentFetchOrders`, what the interactor calls on the presenter.
    public var presentationMethod: String { "present" + typeName }
    /// `displayFetchOrders`, what the presenter calls on the view.
    public var displayMethod: String { "display" + typeName }
}

extension ModuleDefinition {
    /// A VIP module has a router when it has router traits, routes or router messages.
    public var hasVIPRouter: Bool {
        !routes.isEmpty || !routerMessages.isEmpty || traits.contains { $0.trait.kind == .router }
    }
}

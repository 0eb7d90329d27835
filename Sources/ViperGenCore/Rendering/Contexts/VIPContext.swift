/// What a VIP module's templates see of it (`module.vip`): the names of its protocols and spies, and
/// each use case with its models, its three methods and what a scaffold or a test builds of it.
struct VIPContext: TemplateContext, Equatable {
    /// `"<M>Models"`, the namespace of the use cases' models.
    let modelsName: String
    /// `"<M>BusinessLogic"`, what the view controller asks the interactor.
    let businessLogic: String
    /// `"<M>PresentationLogic"`, what the interactor hands the presenter.
    let presentationLogic: String
    /// `"<M>DisplayLogic"`, what the presenter shows on the view controller.
    let displayLogic: String
    /// `"<M>BusinessLogicSpy"`.
    let businessLogicSpy: String
    /// `"<M>PresentationLogicSpy"`.
    let presentationLogicSpy: String
    /// `"<M>DisplayLogicSpy"`.
    let displayLogicSpy: String
    /// True when the module has router traits or routes (then it has a router).
    let hasRouter: Bool
    /// `"<M>DataStore"`, what the interactor keeps for the router to pass on (`dataStore:`).
    let dataStore: String
    /// True when the spec has `dataStore:`.
    let hasDataStore: Bool
    /// The data store's fields, which the protocol declares `{ get set }` and the interactor keeps.
    let dataStoreFields: [ComponentContext.StoredField]
    /// `"<M>DataPassing"`, which the routing logic refines: the router's `dataStore`.
    let dataPassing: String
    /// True when the module has a data store and a router.
    let hasDataPassing: Bool
    /// `final class <M>DisplayLogicSpy: TransitionHandlerSpy, <M>DisplayLogic {`, the conformances on
    /// their own line past 100 columns.
    let displayLogicSpyHead: String
    /// The same for the view controller scaffold (`UIViewController, <M>DisplayLogic`), written 4 spaces
    /// in.
    let viewControllerHead: String
    /// The use cases, in spec order.
    let useCases: [UseCase]
    /// True when there are any.
    let hasUseCases: Bool
    /// The presenter calls the generated test expects from the scaffolded interactor logic (for the
    /// requests it sends), as lines of an array literal.
    let expectedPresentations: [String]
    /// True when there are any.
    let hasExpectedPresentations: Bool
    /// The same for the view controller's calls from the scaffolded presenter logic.
    let expectedDisplays: [String]
    /// True when there are any.
    let hasExpectedDisplays: Bool

    /// One use case.
    struct UseCase: TemplateContext, Equatable {
        /// The spec's key, e.g. `"fetchOrders"`.
        let name: String
        /// `"FetchOrders"`.
        let typeName: String
        /// `"<M>Models.FetchOrders"`.
        let path: String
        /// True for `fetchOrders async:`.
        let isAsync: Bool
        /// `"doFetchOrders"`.
        let businessMethod: String
        /// `"presentFetchOrders"`.
        let presentationMethod: String
        /// `"displayFetchOrders"`.
        let displayMethod: String
        /// `"func doFetchOrders(request: <M>Models.FetchOrders.Request)"` (with ` async`).
        let businessDeclaration: String
        /// `"func presentFetchOrders(response: <M>Models.FetchOrders.Response)"`.
        let presentationDeclaration: String
        /// `"func displayFetchOrders(viewModel: <M>Models.FetchOrders.ViewModel)"`.
        let displayDeclaration: String
        /// `"fetchOrdersRequests"`, the business spy's record of requests.
        let requests: String
        /// `"fetchOrdersResponses"`, the presentation spy's record.
        let responses: String
        /// `"fetchOrdersViewModels"`, the display spy's record.
        let viewModels: String
        /// The `Request`, `Response` and `ViewModel` structs.
        let models: [Model]
        /// The request a generated test sends: a stub or sample for each field without a default.
        let sampleRequest: String
        /// False when a field without a default has a type no `Stub` can serve (`any Error`, `A & B`, a
        /// tuple): the test then leaves the call to you.
        let sendsRequest: Bool
        /// The same for the response.
        let sampleResponse: String
        /// The same for the response.
        let sendsResponse: Bool
        /// The response the interactor scaffold presents: a placeholder literal (`0`, `""`, `[]`) for each
        /// field without a default.
        let scaffoldResponse: String
        /// False when a field's type has no placeholder: the scaffold then leaves the call in a comment.
        let buildsResponse: Bool
        /// The same for the view model the presenter scaffold displays.
        let scaffoldViewModel: String
        /// The same for the view model.
        let buildsViewModel: Bool
    }

    /// A use case's `Request`, `Response` or `ViewModel`.
    struct Model: TemplateContext, Equatable {
        /// `"Request"`, `"Response"` or `"ViewModel"`.
        let name: String
        /// Its doc comment's sentence.
        let role: String
        /// `": Equatable, Sendable"`, or `""` when a field's type can't be compared: a function
        /// or an existential (`any Error`).
        let conformances: String
        /// Its fields.
        let fields: [Field]
        /// True when there are any.
        let hasFields: Bool
    }

    /// A field of a model.
    struct Field: TemplateContext, Equatable {
        /// The field's name.
        let name: String
        /// `var page: Int`.
        let declaration: String
        /// `page: Int = 1`, its `init` parameter: an optional defaults to `nil`, a function type is
        /// `@escaping`.
        let parameter: String
        /// True for the last field.
        let isLast: Bool
    }
}

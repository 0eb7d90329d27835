/// A trait, as its two templates see it (`trait`): its protocol, its default implementations and its
/// Mock overrides.
struct TraitContext: TemplateContext, Equatable {
    /// `"request"`.
    let name: String
    /// `"RequestInteractorTrait"`.
    let protocolName: String
    /// Its one-line description (the protocol's doc comment).
    let summary: String
    /// True when it has one.
    let hasSummary: Bool
    /// `"router"` or `"interactor"`.
    let kind: String
    /// Modules its files import, e.g. `["Foundation"]`.
    let imports: [String]
    /// True when there are any.
    let hasImports: Bool
    /// Extra Swift written before the protocol (e.g. its service protocol).
    let declarations: String
    /// True when there is any.
    let hasDeclarations: Bool
    /// The traits file's `mockDeclarations`, written after the Mock overrides: test doubles and their
    /// `stubbed` overloads.
    let mockDeclarations: String
    /// True when there are any.
    let hasMockDeclarations: Bool
    /// Its associated types.
    let associatedTypes: [AssociatedType]
    /// Its get-only dependencies.
    let dependencies: [Dependency]
    /// The state it keeps (`store:`): properties its protocol declares `{ get set }`.
    let store: [ComponentContext.StoredField]
    /// True when there is any: the protocol is then `AnyObject`, so its logic can set them.
    let hasStore: Bool
    /// Its methods.
    let methods: [Method]

    /// An associated type.
    struct AssociatedType: TemplateContext, Equatable {
        /// `"RequestServiceType"`.
        let name: String
        /// `"RequestService"` (empty when none).
        let constraint: String
        /// True when there is one.
        let hasConstraint: Bool
    }

    /// A get-only dependency.
    struct Dependency: TemplateContext, Equatable {
        /// The property.
        let name: String
        /// Its stored type (optional when weak).
        let type: String
    }

    /// A trait method: its signature's keys, and its bodies.
    struct Method: TemplateContext, Equatable {
        /// The signature's keys, at the method's level.
        let signature: MethodContext
        /// The default implementation.
        let body: String
        /// The Mock override's body after the recorded call (may be empty).
        let mockBody: String
        /// True when there is one.
        let hasMockBody: Bool
        /// True for a throwing method that returns nothing and has no `mock:` body; its Mock override
        /// throws the error a test answers (`try mockCalls.throwIfAnswered(...)`).
        let throwsAnswers: Bool
        /// The one-line doc comment of its requirement (may be empty).
        let summary: String
        /// True when it has one.
        let hasSummary: Bool
    }
}

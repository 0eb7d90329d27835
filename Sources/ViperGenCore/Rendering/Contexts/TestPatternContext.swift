/// The tests a module's generated test file shows on one Mock, at the component's level: a call
/// recorded with its arguments, an error a test sets for one call, and a route opened with its
/// parameters.
struct TestPatternContext: TemplateFieldGroup, Equatable {
    /// True when a trait method's parameters all take literal samples (`String`, `Int`, `Bool`,
    /// `Double`); the first such method is the argument test's.
    let hasArgumentTest: Bool
    /// That method's test (absent when there is none).
    let argumentTest: ArgumentTest?
    /// True when a trait method throws, its Mock override answers through `mockCalls.result(of:as:)` or
    /// throws what the test answers, and its parameters take literal samples or have a stub in the
    /// shared test support (`Data`, `URL`, arrays, dictionaries, optionals) and name none of its
    /// trait's associated types; the first such method is the error test's.
    let hasErrorTest: Bool
    /// That method's test (absent when there is none).
    let errorTest: ErrorTest?
    /// True for the class that opens the module's routes, when it has one.
    let hasRouteTest: Bool
    /// The test of the first route whose parameters all take literal samples, else of the first
    /// without parameters (absent when there is none).
    let routeTest: RouteTest?

    /// A test that a call is recorded with its arguments.
    struct ArgumentTest: TemplateContext, Equatable {
        /// The method's name with a capital (`PerformRequest`); the test is named after the component
        /// too (`testPresenterPerformRequest_...`), so two classes' methods of one name get two tests.
        let name: String
        /// The test method's effects (` async throws`).
        let effects: String
        /// The call on `mock` with the literal samples.
        let call: String
        /// The recorded call, a Swift string literal (`"performRequest(userID: \"sample\")"`).
        let expected: String
        /// `let recorded = mock.mockCalls.last("performRequest(userID:)")`: the call, typed.
        let lastCall: String
        /// Its first argument, typed: `recorded?.argument("userID", as: String.self)`, or
        /// `recorded?.argument(at: 0, as: Int.self)` when it has no label.
        let firstArgument: String
        /// The literal the test passed for it (`"sample"`).
        let firstSample: String
    }

    /// A test that an error set for one call is thrown.
    struct ErrorTest: TemplateContext, Equatable {
        /// The method's name with a capital.
        let name: String
        /// What `mockCalls.answer(_:throwing:)` takes (`performRequest(userID:)`).
        let selector: String
        /// The call on `mock`.
        let call: String
    }

    /// A test that a route is opened with its parameters.
    struct RouteTest: TemplateContext, Equatable {
        /// The route's name with a capital.
        let name: String
        /// `mock.open(.detail(itemID: "sample"))`, or through the route's own method
        /// (`mock.openDetail(itemID: "sample")`), which opens it.
        let call: String
        /// The recorded call, a Swift string literal.
        let expected: String
    }
}

/// A method: a trait method or a message (view outputs, events, interactor and module inputs and
/// outputs), with what a generated test needs to call it and recognise the call.
struct MethodContext: TemplateFieldGroup, Equatable {
    /// `"loadPage"`.
    let name: String
    /// `"func loadPage(at index: Int) async throws -> [Item]"`, as an implementation declares it: an
    /// unnamed parameter (`_: Order` in the spec) with the name viper-gen gives it, `_ value: Order`.
    let declaration: String
    /// The same as a protocol requirement, as the spec wrote it: `"func didLoad(_: Order)"`.
    let requirement: String
    /// `"loadPage(at:)"`: what a Mock records and a spy lists.
    let selector: String
    /// Messages: what a spy records, the selector, or with types (`"didFetch(_: [Item])"`) when an
    /// overload shares the selector.
    let recordedName: String
    /// True for `async`.
    let isAsync: Bool
    /// True for `throws`.
    let isThrowing: Bool
    /// True when it throws and returns nothing: a spy throws the error a test
    /// answered (`try answers.throwIfAnswered(...)`).
    let spyThrowsAnswers: Bool
    /// True when a spy of it takes the test's answers: it throws, or it is `async` and returns
    /// a value.
    let spyTakesAnswers: Bool
    /// True when it returns something.
    let returnsValue: Bool
    /// What it returns, e.g. `"[Item]"` (empty when nothing).
    let returnType: String
    /// False when the logic scaffold stops with a `fatalError` until its author returns a value (a
    /// generated test then leaves it out).
    let scaffoldRuns: Bool
    /// Its parameters.
    let parameters: [Parameter]
    /// How a trait test calls it on its Mock: `"_ = try await logic.loadPage(at: stubbed(Int.self))"`,
    /// one argument per line when it would pass 100 columns 8 spaces in.
    let logicCall: String
    /// How a Mock override records the call with its arguments:
    /// `"mockCalls.record(\"loadPage(at:)\", index)"` (a closure as `RecordedClosure.present`),
    /// wrapped like `logicCall`.
    let mockRecord: String
    /// The same for a spy: `"callsWithArguments.append(MockCalls.text(\"didFail(_:)\", message))"`.
    let spyRecord: String
    /// What a spy and a logic scaffold need when the method returns a value (absent otherwise).
    let result: Result?

    /// One parameter.
    struct Parameter: TemplateContext, Equatable {
        /// The parameter's name.
        let name: String
        /// The argument label callers write (empty for `_`).
        let label: String
        /// True when callers write a label.
        let hasLabel: Bool
        /// Its type.
        let type: String
        /// An expression of that type a generated test passes, e.g. `"stubbed(String.self)"`.
        let sample: String
    }

    /// The keys of a method that returns a value, at the method's level.
    struct Result: TemplateFieldGroup, Equatable {
        /// A spy's per-test result property: `"loadPageResult"` (numbered, `"loadPageResult2"`, when
        /// overloads that return share the name).
        let resultName: String
        /// That property's type: `"[Item]?"` (an optional result stays as written).
        let resultType: String
        /// The spy's return expression: `"self.loadPageResult ?? stubbed([Item].self)"`, or, when
        /// it `spyTakesAnswers`, that after the test's answers: `"try self.answers.next(
        /// \"loadPage(at:)\", otherwise: self.loadPageResult ?? stubbed([Item].self))"`.
        let spyReturn: String
        /// The same for a class's Mock (the router's `router:` messages), which takes the test's
        /// answers through `mockCalls`: `"try self.mockCalls.next(\"loadPage(at:)\", otherwise: ...)"`.
        let mockReturn: String
        /// What a spy returns when a test set no result: `"stubbed([Item].self)"`, or `"nil"`.
        let spyFallback: String
        /// The logic scaffold's last line: `"return []"`, or a `fatalError` naming the type when no literal
        /// fits it.
        let scaffoldReturn: String
    }
}

/// Every message the spec, config and trait validators produce, in one place.
enum ModelDiagnostics {
    static func wrongKind(
        field: String, expected: String, found: SpecNode, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "expected \(expected) for '\(field)', found \(found.kindDescription)", at: location,
            hint: hintForKind(expected, field: field))
    }

    private static func hintForKind(_ expected: String, field: String) -> String {
        switch expected {
        case "a list":
            return "write each item of '\(field)' on its own line starting with '- ', or as [a, b]"
        case "a mapping": return "write '\(field)' as indented 'key: value' lines"
        default: return "write '\(field): value' on one line"
        }
    }

    static func emptyValue(field: String, at location: SourceLocation) -> Diagnostic {
        .error("'\(field)' is empty", at: location, hint: "write a value after '\(field):'")
    }

    static func notBoolean(field: String, value: String, at location: SourceLocation) -> Diagnostic
    {
        .error(
            "'\(field)' must be true or false, not '\(UnicodeText.excerpt(value))'", at: location,
            hint: "spec values are never guessed: write exactly 'true' or 'false'")
    }

    static func notAChoice(
        field: String, value: String, choices: [String], at location: SourceLocation
    ) -> Diagnostic {
        let suggestion =
            SpellingSuggestion.closest(to: value, in: choices).map { "did you mean '\($0)'? " }
            ?? ""
        return .error(
            "'\(UnicodeText.excerpt(value))' is not a valid \(field)", at: location,
            hint: suggestion + "Expected one of: " + choices.joined(separator: ", "))
    }

    static func unknownKey(
        _ key: String, in context: String, allowed: [String], at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "unknown key '\(UnicodeText.excerpt(key))' in \(context)", at: location,
            hint: SpellingSuggestion.hint(for: key, among: allowed, kind: "keys"))
    }

    static func missingKey(_ key: String, in context: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error("\(context) has no '\(key)'", at: location, hint: "add '\(key): ...'")
    }

    static func invalidName(
        _ what: String, _ name: String, problem: String, at location: SourceLocation?
    ) -> Diagnostic {
        let article = what.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        var hint =
            "\(article) \(what) is a Swift identifier: letters, digits and '_', not starting with a digit"
        if problem == "it is a Swift keyword" { hint = "choose a name that is not a Swift keyword" }
        if let repaired = SwiftName.suggestedTypeName(for: name), what == "module name" {
            hint = "try '\(repaired)'"
        }
        return .error("'\(name)' is not a valid \(what): \(problem)", at: location, hint: hint)
    }

    /// The one rule for module names, wherever one is given (a spec's
    /// `module:`, `viper-gen new`): a Swift identifier that starts with an
    /// uppercase letter, because it becomes the start of type names.
    static func moduleNameProblem(_ name: String, at location: SourceLocation?) -> Diagnostic? {
        if let problem = SwiftName.problem(with: name) {
            return invalidName("module name", name, problem: problem, at: location)
        }
        if !SwiftName.startsUppercase(name) {
            return .error(
                "module name '\(name)' must start with an uppercase letter", at: location,
                hint: "module names become type names: write '\(name.upperFirst)'")
        }
        return nil
    }

    static func invalidType(_ type: String, problem: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "'\(type)' is not a valid Swift type: \(problem)", at: location,
            hint: "write the type as in Swift, e.g. 'String', '[Item]' or 'any AnalyticsService'")
    }

    static func invalidParameter(_ key: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "'\(key)' is not a parameter name", at: location,
            hint: "write 'name: Type', 'label name: Type' or '_ name: Type'")
    }

    /// `_: Type` outside a message (a trait's method, a route, a request),
    /// whose parameters generated code uses by name.
    static func unnamedParameterOutsideMessage(at location: SourceLocation) -> Diagnostic {
        .error(
            "only a message's parameter can be unnamed ('_')", at: location,
            hint: "name it: '_ name: Type' is called without a label too")
    }

    static func invalidMethodKey(_ key: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "'\(key)' is not a method name", at: location,
            hint: "write the name, optionally followed by 'async', 'throws' and '-> Type', "
                + "e.g. 'loadProfile async throws -> Profile'")
    }

    static func missingReturnType(_ key: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "method key '\(key)' has '->' but no result type", at: location,
            hint: "write the type after '->', e.g. 'numberOfItems -> Int', or leave '->' out")
    }

    static func routeFactoryNameClash(
        _ property: String, route: String, with owner: String,
        at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "route '\(route)' asks its route factory for '\(property)', which \(owner) names too",
            at: location,
            hint:
                "rename one of the routes; the factory asks for '<route><Dependency>' per route that opens a module"
        )
    }

    static func messageNamedLikeSpyMember(_ name: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "message '\(name)' is named like a member of its generated spy", at: location,
            hint:
                "choose another name: the spy declares 'calls', 'callsWithArguments', a '<message>Result' for each "
                + "message that returns a value, and the view's 'transitions', 'isPushed', 'alerts', 'shared' and "
                + "'renderedStates'; its bodies use 'MockCalls' and 'stubbed'")
    }

    /// - Parameter callLog: the runtime's `MockCalls`, as the project names it.
    static func parameterNamedLikeSpyName(
        _ name: String, message: String, callLog: String = RuntimeType.mockCalls.rawValue,
        at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "parameter '\(name)' of message '\(message)' would hide a name its generated spy uses",
            at: location,
            hint:
                "rename the parameter (the name after its label): the spy's bodies call '\(callLog).text' and 'stubbed'"
        )
    }

    static func refusedInheritance(_ name: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "the protocol can't inherit '\(name)'", at: location,
            hint:
                "name one of the app's protocols; AnyObject is inherited already, and the module's own types (its protocols, classes and assembly) can't be inherited"
        )
    }

    static func unsupportedType(
        _ type: String, as role: SignatureTypeRules.Role, problem: String,
        at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "'\(type)' can't be \(role.rawValue): \(problem)", at: location,
            hint:
                "write a type that can be stored and stubbed, e.g. 'Int', 'Item?' or 'any Service'")
    }

    static func presentationNeedsPresent(_ transition: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "'presentation' applies to 'transition: present', not '\(transition)'", at: location,
            hint:
                "set 'transition: present', or leave 'presentation' out (a modal route is full screen)"
        )
    }

    static func animatorNeedsPush(_ transition: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "'animator' applies to 'transition: push', not '\(transition)'", at: location,
            hint:
                "set 'transition: push', or leave 'animator' out (a presentation uses UIKit's animation)"
        )
    }

    static func pushInOwnNavigation(at location: SourceLocation) -> Diagnostic {
        .error(
            "a pushed route is already in its source's navigation controller", at: location,
            hint: "use 'embedInNavigation: true' with 'transition: present' or 'modal'")
    }

    static func invalidProtocolName(_ name: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "'\(name)' is not a protocol name", at: location,
            hint: "write the protocol's name, e.g. 'ActivityIndicatorPresenting' or 'Kit.Loading'")
    }

    /// - Parameter what: what the spec lists there: `"dependencies"` or `"stored fields"`.
    static func dependencyNeedsVIPER(
        _ owner: String, what: String = "dependencies", at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "an MVP module has no \(owner): its \(what) go to the presenter", at: location,
            hint: "list them under 'presenter:', or set 'style: viper'")
    }

    /// `kind`: what the spec names, a "dependency" or a "child".
    static func reservedDependencyName(
        _ name: String, kind: String = "dependency",
        at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "\(kind) '\(name)' is named like a member the generated classes already have",
            at: location,
            hint: "choose another name; '\(name)' is generated for every module that needs it")
    }

    static func dependencyClash(
        _ name: String, kind: String = "dependency", with member: String,
        at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "\(kind) '\(name)' is named like \(member)", at: location,
            hint: "choose another name: the class would have two members named '\(name)'")
    }

    static func weakValueDependency(
        _ name: String, type: String, problem: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "dependency '\(name)' can't be weak: \(problem)", at: location,
            hint:
                "weak is for a class-bound type the module does not own, e.g. 'any PaymentOutput'; "
                + "drop 'weak: true' to hold '\(type)' strongly")
    }

    static func viewDependencyNeedsUIKitScreen(
        _ name: String, ui: UIKind, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "view dependency '\(name)' is given to a UIKit view controller's init, and this module has 'ui: \(ui.rawValue)'",
            at: location,
            hint: "add 'ui: uikit', or move it under 'presenter:'")
    }

    static func viewDependencyWithXIB(_ name: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            "view dependency '\(name)' needs the view controller's own init, and 'xib: true' loads it with init(nibName:bundle:)",
            at: location,
            hint: "remove 'xib', or move it under 'presenter:'")
    }

    static func parametersGivenTwice(
        _ method: String, at location: SourceLocation,
        first: SourceLocation
    ) -> Diagnostic {
        .error(
            "method '\(method)' lists its parameters twice, in its key and under it", at: location,
            notes: [Diagnostic.Note("the key's parameters", at: first)],
            hint: "keep them in the key, e.g. '\(method)(_ id: Int)', or under it, not both")
    }

    static func returnTypeGivenTwice(
        _ method: String, at location: SourceLocation, first: SourceLocation
    ) -> Diagnostic {
        .error(
            "method '\(method)' names its result type twice, with '->' and 'returns:'",
            at: location,
            notes: [Diagnostic.Note("'->' here", at: first)],
            hint: "keep one of them")
    }

    static func storeFieldNamedLikeADependency(
        _ name: String, at location: SourceLocation?, dependency: SourceLocation?
    ) -> Diagnostic {
        .error(
            "store field '\(name)' has the name of a dependency", at: location,
            notes: dependency.map { [Diagnostic.Note("the dependency", at: $0)] } ?? [],
            hint: "rename one of them: both would be members of the same classes")
    }

    static func storeFieldNamedLikeAMethod(
        _ name: String, method: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "store field '\(name)' has the name of the trait's method '\(method)'",
            at: location, hint: "rename one of them: Swift can't declare both in one class")
    }

    /// A store field whose name starts with a capital: a property so named
    /// hides the type of that name (`MockCalls`, `FeedPageService`) in its class.
    static func capitalizedStoreField(_ name: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "store field '\(name)' starts with a capital letter", at: location,
            hint: "start it with a lowercase letter: in its class, a property named '\(name)' "
                + "would hide a type of that name")
    }

    static func duplicate(
        _ what: String, _ name: String, at location: SourceLocation, first: SourceLocation?
    ) -> Diagnostic {
        .error(
            "\(what) '\(name)' is listed twice", at: location,
            notes: first.map { [Diagnostic.Note("first listed here", at: $0)] } ?? [],
            hint: "remove one of them")
    }

    /// `inherits:` under `input:` or `output:`, which only `events:` and `view:` take.
    static func inheritsInModuleInterface(_ key: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "'\(key)' takes no 'inherits' (only 'events' and 'view' do)", at: location,
            hint: "remove it, and declare the conformance in an extension of the protocol")
    }

    /// One dependency under two classes: the assembly takes each dependency as
    /// one parameter named after it, so the names must differ.
    static func dependencyOfTwoClasses(
        _ name: String, owners: (first: String, second: String),
        types: (first: String, second: String),
        at location: SourceLocation, first: SourceLocation
    ) -> Diagnostic {
        .error(
            "dependency '\(name)' of the \(owners.second) is a '\(types.second)', and the \(owners.first)'s a '\(types.first)'",
            at: location, notes: [Diagnostic.Note("the \(owners.first)'s is here", at: first)],
            hint:
                "the assembly takes each dependency as one parameter, which classes may share when it "
                + "is of one type: give the \(owners.second)'s another name (e.g. "
                + "'\(owners.second)\(name.upperFirst)'), or the same type")
    }

    static func unknownTrait(
        _ name: String, known: SpellingCandidates, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "unknown trait '\(name)'", at: location, spelling: SpellingRequest(name, among: known))
    }

    static func unknownTraitParameter(
        _ name: String, trait: String, known: [String], at location: SourceLocation
    ) -> Diagnostic {
        guard !known.isEmpty else {
            return .error(
                "trait '\(trait)' has no parameter '\(name)'", at: location,
                hint: "trait '\(trait)' takes no parameters: write '- \(trait)'")
        }
        return .error(
            "trait '\(trait)' has no parameter '\(name)'", at: location,
            spelling: SpellingRequest(
                name, among: SpellingCandidates(known, kind: "parameters of '\(trait)'")))
    }

    static func labelledRouteParameter(_ parameter: SwiftParameter, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "route parameter '\(parameter.name)' cannot have the label '\(parameter.label ?? "")'",
            at: location,
            hint:
                "enum cases take one name per parameter: write '\(parameter.name): \(parameter.type)' "
                + "or '_ \(parameter.name): \(parameter.type)'")
    }

    static func viewOutputClashesWithTransitionHandler(
        _ selector: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "view message '\(selector)' is a TransitionHandler method, which the view controller already has",
            at: location,
            hint: "give the message another name; navigation goes through the router traits")
    }

    static func viewOutputClashesWithViewController(
        _ selector: String, name: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "view message '\(selector)' is a UIViewController method: the view controller would "
                + "override it without 'override', and the scaffold would not compile",
            at: location,
            hint: "give the message another name, e.g. 'show\(name.upperFirst)'")
    }

    static func existentialFillsAnAssociatedType(
        _ type: String, parameter: String, trait: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "trait '\(trait)' needs a concrete type for '\(parameter)', not '\(type)': it becomes "
                + "the trait's associated type, which an existential can't be",
            at: location,
            hint:
                "name the struct or class that conforms (e.g. 'FeedService'), or leave '\(parameter)' out "
                + "for the module's own")
    }

    static func eventNamedLikeTheReadySignal(at location: SourceLocation?) -> Diagnostic {
        .error(
            "event 'viewIsReady()' is the message a UIKit view with state sends once it has loaded",
            at: location,
            hint:
                "leave the event out (the generated presenter declares it and renders the state on it) "
                + "or give it another name")
    }

    static func fieldNamedLikeAReservedMember(
        _ what: String, _ name: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "\(what) '\(name)' is named like a member Swift reserves", at: location,
            hint: "choose another name: 'Type' and 'Protocol' can't name a member of a type")
    }

    /// - Parameter what: `state field`, `request field`, ...
    static func fieldWithoutType(_ what: String, _ name: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "\(what) '\(name)' has no type", at: location,
            hint: "write '\(name): Type', or '\(name): Type = default'")
    }

    /// - Parameter what: `"state field"` or `"store field"`.
    static func stateFieldNeedsDefault(
        _ name: String, type: String, what: String = "state field", at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "\(what) '\(name)' has no default value", at: location,
            hint: (what == "state field"
                ? "the presenter starts from an empty state" : "the class starts with it")
                + ": write '\(name): \(type) = <value>', or make it optional ('\(type)?')")
    }

    /// - Parameter obstacle: `"a function"` or `"an existential"`.
    static func stateFieldNotEquatable(
        _ name: String, type: String, obstacle: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "state field '\(name)' can't be compared: '\(UnicodeText.excerpt(type))' holds "
                + obstacle,
            at: location,
            hint: "the state is Equatable, so the presenter renders only a change: keep it "
                + "under 'store:', which is never rendered or compared, or give it an "
                + "Equatable type of your own")
    }

    /// - Parameter model: `OrdersModels.Load.Response`.
    static func modelFieldNotEquatable(
        _ name: String, type: String, obstacle: String, model: String,
        at location: SourceLocation?
    ) -> Diagnostic {
        .warning(
            "field '\(name)' keeps \(model) from being Equatable and Sendable: "
                + "'\(UnicodeText.excerpt(type))' holds \(obstacle)",
            at: location,
            hint: "tests can't compare it with XCTAssertEqual; pass the value another way "
                + "(a dependency), or leave it if no test compares this model")
    }

    static func malformedFieldDefault(
        _ what: String, _ name: String, value: String, problem: String,
        at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "the default value of \(what) '\(name)' is not a Swift expression: \(problem)",
            at: location,
            hint:
                "write one expression after '=', e.g. 'count: Int = 0' or 'title: String = \"\"' (quote the whole value)"
        )
    }

    static func malformedFieldPreview(
        _ name: String, value: String, problem: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "the preview value of state field '\(name)' is not a Swift expression: \(problem)",
            at: location,
            hint:
                "write one Swift expression of the field's type: preview: 3, or preview: '\"Ada\"' for a string"
        )
    }

    static func messageClash(
        _ kind: String, _ selector: String, with owner: String, at location: SourceLocation?
    )
        -> Diagnostic
    {
        .error(
            "\(kind) '\(selector)' has the name of \(owner)", at: location,
            hint: kind == "event"
                ? "give the event another name, e.g. 'didTap...' or '...Changed'"
                : "give the module input another name, e.g. 'configure(with:)'")
    }

    static func inputClashesWithOutput(
        _ selector: String, at location: SourceLocation?, output: SourceLocation?
    )
        -> Diagnostic
    {
        .error(
            "module input '\(selector)' is also a module output", at: location,
            notes: [Diagnostic.Note("the output is declared here", at: output)],
            hint:
                "an input is what the caller tells the module, an output what the module tells the caller: "
                + "rename one of them")
    }

    static func swiftUIViewMessage(_ selector: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            "'ui: swiftui' takes no view messages: a SwiftUI screen shows the state, so '\(selector)' has "
                + "nothing to call", at: location,
            hint: "put what it shows in 'state' (e.g. 'errorMessage: String?'), or use 'ui: uikit'")
    }

    static func xibNeedsUIKitScreen(ui: UIKind, at location: SourceLocation?) -> Diagnostic {
        .error(
            "'xib: true' loads a UIKit view controller's views, and this module has 'ui: \(ui.rawValue)'",
            at: location,
            hint: "add 'ui: uikit', or remove 'xib'")
    }

    static func swiftUINavigationNeedsSwiftUIScreen(ui: UIKind, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "'navigation: swiftui' needs a SwiftUI screen, and this module has 'ui: \(ui.rawValue)'",
            at: location,
            hint: "add 'ui: swiftui', or remove 'navigation' to navigate with UIKit")
    }

    static func unknownRouteModule(
        _ name: String, route: String, known: SpellingCandidates, at location: SourceLocation?
    )
        -> Diagnostic
    {
        .error(
            "route '\(route)' opens module '\(name)', which no spec defines", at: location,
            spelling: SpellingRequest(
                name, among: known,
                rest: "name a module of the project, or leave 'module' "
                    + "out and build the destination in the route factory"))
    }

    static func routeModuleWithoutScreen(
        _ name: String, route: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "route '\(route)' opens module '\(name)', which has no screen to show ('ui: none')",
            at: location,
            hint:
                "give '\(name)' 'ui: uikit' or 'ui: swiftui', or leave 'module' out and build it in the route factory"
        )
    }

    static func routeParametersMatchNoInput(
        route: String, parameters: [SwiftParameter], module: ModuleDefinition,
        at location: SourceLocation?
    ) -> Diagnostic {
        let passed = parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        let inputs = module.moduleInputs.map(\.requirement)
        let hint: String
        if module.style == .vip {
            // A VIP module has no `input:` to add.
            hint =
                "'\(module.name)' is a VIP module, which takes no input: leave 'module' out, so "
                + "that the route factory's method receives the values and builds it, or pass none"
        } else if inputs.isEmpty {
            hint = "add an input to '\(module.name)' with the same parameter names and types"
        } else {
            hint =
                "'\(module.name)' has: \(inputs.joined(separator: "; ")); match one's parameter names and types"
        }
        return .error(
            "route '\(route)' passes (\(passed)), but module '\(module.name)' has no input that takes them",
            at: location, hint: hint)
    }

    static func returnsInMessage(_ message: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            "'returns' under message '\(message)' would be a parameter named 'returns'",
            at: location,
            hint:
                "write the result type in the key, e.g. '\(message) -> String', or, for a parameter "
                + "really named 'returns', write '_ returns: Type' or give it a label")
    }

    static func viewMessageNamedRender(at location: SourceLocation?) -> Diagnostic {
        .error(
            "view message 'render(_:)' is the method the view is told of the state with",
            at: location,
            hint:
                "give the message another name, or leave it out: the state already reaches the view"
        )
    }

    static func interactorNeedsVIPER(at location: SourceLocation) -> Diagnostic {
        .error(
            "'interactor' is only used by style 'viper'", at: location,
            hint: "set 'style: viper', or move these messages to the view or the presenter's logic")
    }

    static func conflictingMember(
        _ member: String, first: (trait: String, declaration: String, location: SourceLocation?),
        second: (trait: String, declaration: String, location: SourceLocation?)
    ) -> Diagnostic {
        .error(
            "traits '\(first.trait)' and '\(second.trait)' both declare '\(member)' with different types",
            at: second.location,
            notes: [
                Diagnostic.Note("'\(second.trait)' declares '\(second.declaration)'", at: nil),
                Diagnostic.Note(
                    "'\(first.trait)' declares '\(first.declaration)'", at: first.location),
            ],
            hint: "use only one of them in this module, or give one trait's member another name")
    }

    static func parameterNamedLikePlaceholder(_ name: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "trait parameter '\(name)' has the name of the placeholder '${\(name)}', which viper-gen fills itself",
            at: location, hint: "rename the parameter")
    }

    static func reservedMember(_ member: String, trait: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "trait '\(trait)' declares '\(member)', a name the generated module uses itself",
            at: location,
            hint: "rename the trait's member")
    }

    static func inheritsAnotherModulesType(
        _ name: String, module: String, owner: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "module '\(module)' refines '\(name)', a type module '\(owner)' generates",
            at: location,
            hint:
                "refine one of the app's own protocols instead: two modules refining each other's generated types go round in a circle"
        )
    }

    /// - Parameter byRuntimePrefix: `generated` is a runtime name only with the config's prefix.
    static func typeNameClash(
        _ module: String, generated: String, owner: String, byRuntimePrefix: Bool = false,
        at location: SourceLocation?
    )
        -> Diagnostic
    {
        .error(
            "module '\(module)' would generate the type '\(generated)', which \(owner) already declares",
            at: location,
            hint: byRuntimePrefix
                ? "choose another module name, or another '\(RuntimeNamesReader.field)'"
                : "choose another module name")
    }

    static func duplicateModule(
        _ name: String, at location: SourceLocation?, first: SourceLocation?
    ) -> Diagnostic {
        .error(
            "module '\(name)' is defined by two specs", at: location,
            notes: [Diagnostic.Note("also defined here", at: first)],
            hint: "each module needs exactly one spec; rename or delete one of them")
    }

    static func missingTraitsFile(_ path: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            "traits file '\(path)' does not exist", at: location,
            hint:
                "create it, or remove 'traitsFile' from the config to use only the built-in traits")
    }

    static func versionTooOld(
        required: ToolVersion, current: ToolVersion, file: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "this project needs viper-gen \(required) or newer (minimumVersion in \(file)), but this is viper-gen \(current)",
            at: location,
            hint:
                "update viper-gen (docs/install.md: `brew upgrade viper-gen`, or the version in your Mintfile)"
        )
    }

    static func versionOutsidePin(
        _ requirement: VersionRequirement, current: ToolVersion, file: String,
        at location: SourceLocation
    ) -> Diagnostic {
        let wanted =
            requirement.exactVersion.map { "viper-gen \($0)" }
            ?? "viper-gen \(UnicodeText.excerpt(requirement.description))"
        let install =
            requirement.exactVersion.map { "install viper-gen \($0)" }
            ?? "install a viper-gen in that range"
        return .error(
            "this project is pinned to \(wanted) (version in \(file)), but this is viper-gen \(current)",
            at: location,
            hint:
                "\(install) (docs/install.md, \"Pinning the version\"), or move the whole project to this one: set version: \(current) and run viper-gen generate"
        )
    }

    static func invalidVersionRequirement(_ value: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "'\(UnicodeText.excerpt(value))' is not a version or a range of versions",
            at: location,
            hint:
                "write the version the team uses, e.g. version: 0.2.0, or a range: \">= 0.2.0, < 0.3.0\""
        )
    }

    static func notAnXcodeProject(_ path: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "'\(path)' is not an Xcode project", at: location,
            hint: "name the project's .xcodeproj folder, e.g. project: App.xcodeproj")
    }

    static func invalidMinimumVersion(_ value: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "'\(UnicodeText.excerpt(value))' is not a version", at: location,
            hint: "write the oldest viper-gen that may read this file, e.g. minimumVersion: 0.2.0")
    }

    static func invalidIndentation(_ value: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "'\(value)' is not a valid indentation", at: location,
            hint: "write a number of spaces from 1 to 8, or 'tab'")
    }

    static func invalidProjectPath(_ field: String, _ path: String, at location: SourceLocation)
        -> Diagnostic
    {
        let isFile = field == "traitsFile"
        return .error(
            "'\(field)' must be a \(isFile ? "file" : "folder") inside the project, not '\(path)'",
            at: location,
            hint:
                "write a relative path without '..', e.g. '\(isFile ? "Design/viper-traits.yml" : "Sources/App")'"
        )
    }

    static func controlCharacter(
        _ scalar: Unicode.Scalar, field: String, oneLine: Bool = true,
        at location: SourceLocation
    ) -> Diagnostic {
        let what =
            scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0x0A
                || scalar.value == 0x0D
                || scalar.value == 0x85 || scalar.value == 0x0B || scalar.value == 0x0C
            ? "a line break" : "a control character"
        return .error(
            "'\(field)' contains \(what) (\(UnicodeText.name(scalar)))", at: location,
            hint: oneLine
                ? "this value is written on one line of Swift; remove the character"
                : "code may hold line feeds and tabs only; remove the character")
    }

    static func unlistableFolder(_ path: String, reason: String) -> Diagnostic {
        .error(
            "cannot read the folder '\(path)': \(reason)",
            hint:
                "make it readable; viper-gen stops rather than treat the specs it may hold as deleted"
        )
    }

    static func controlCharacterInName(_ path: String) -> Diagnostic {
        .error(
            "'\(UnicodeText.visible(path))' has a control character in its name",
            hint: "rename it: file names reach comments in generated code, depfiles and logs")
    }

    static func skippedLink(_ path: String, what: String) -> Diagnostic {
        .warning(
            "skipping '\(UnicodeText.visible(path))': it is a symbolic link",
            hint:
                "viper-gen reads \(what) only from real files and folders, so a link cannot pull in files from elsewhere"
        )
    }

    static func refusedLink(_ path: String, what: String) -> Diagnostic {
        .error(
            "'\(UnicodeText.visible(path))' is a symbolic link",
            hint:
                "copy the file in: viper-gen reads \(what) only from real files, so a link cannot pull in files from elsewhere"
        )
    }

    static func notARegularFile(_ path: String) -> Diagnostic {
        .error(
            "cannot read '\(UnicodeText.visible(path))': it is not a regular file",
            hint: "replace it with a file (FIFOs, sockets and devices are never read)")
    }

    static func inputTooLarge(_ path: String, limit: Int) -> Diagnostic {
        .error(
            "cannot read '\(UnicodeText.visible(path))': it is larger than the limit of \(ByteCountText.text(limit))",
            hint:
                "a spec, config, traits file or template is at most \(ByteCountText.text(limit)); split it"
        )
    }

    /// What needs a navigation stack: a push route, or a trait that pushes or pops.
    enum StackUse {
        case route(String)
        case trait(String)
    }

    static func pushWithoutStack(
        _ module: String, push: StackUse, shownBy: [String], at location: SourceLocation?
    ) -> Diagnostic {
        let what: String
        let hint: String
        let present =
            "present \(module) in a navigation controller ('embedInNavigation: true' on a route that opens it)"
        switch push {
        case .route(let name):
            what = "route '\(name)' pushes"
            hint =
                "\(present), or make this route 'present'; with no stack, a push presents its "
                + "destination in a navigation controller of its own"
        case .trait(let name):
            what = "trait '\(name)' needs a navigation stack"
            hint = "\(present); with no stack, its pops do nothing and its pushes present"
        }
        return .warning(
            "\(what), but \(module) is never on one: nothing that shows it is "
                + "(\(shownBy.joined(separator: ", ")))",
            at: location, hint: hint)
    }

    static func deprecatedSourcePlaceholder(at location: SourceLocation) -> Diagnostic {
        .warning(
            "'{source}' in 'header' is the old placeholder spelling", at: location,
            hint:
                "write '${source}', as placeholders are written in traits files; '{source}' is still read"
        )
    }

    static func emptyDocument(_ what: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "\(what) is empty", at: location,
            hint: what == "module spec"
                ? "write at least 'module: Name'" : "write at least one key, or delete the file")
    }
}

/// The messages about the VIP (Clean Swift) style and its use cases.
extension ModelDiagnostics {
    static func useCasesNeedVIP(at location: SourceLocation) -> Diagnostic {
        .error(
            "'useCases' is only used by style 'vip'", at: location,
            hint: "set 'style: vip', or describe the module with 'events', 'view' and 'interactor'")
    }

    static func keyNotInVIP(_ key: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "'\(key)' is not used by style 'vip'", at: location,
            hint:
                "a VIP module's view controller sends requests to the interactor, which sends responses to "
                + "the presenter, which sends view models to the view: describe them under 'useCases'"
        )
    }

    static func swiftUINotInVIP(at location: SourceLocation) -> Diagnostic {
        .error(
            "style 'vip' has no SwiftUI screen", at: location,
            hint:
                "set 'ui: uikit' for a scaffolded view controller, or 'ui: none' to write your own view"
        )
    }

    static func invalidUseCaseKey(_ key: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "'\(key)' is not a use case name", at: location,
            hint:
                "write a Swift name, or the name and 'async' when the interactor's work is asynchronous "
                + "('fetchOrders:' or 'fetchOrders async:')")
    }

    static func invalidUseCaseMethodName(
        _ name: String, step: UseCase.Step, problem: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "'\(UnicodeText.visible(name))' can't name the use case's '\(step.rawValue)' method: \(problem)",
            at: location,
            hint:
                "write a Swift name such as '\(step == .do ? "fetchOrders" : step.rawValue + "FetchedOrders")'"
        )
    }

    static func useCaseMethodTwice(
        _ method: String, step: UseCase.Step, useCase: String, at location: SourceLocation,
        first: SourceLocation
    ) -> Diagnostic {
        .error(
            "use case '\(useCase)' names its '\(step.rawValue)' method '\(method)', as another use case does",
            at: location, notes: [.init("that use case is here", at: first)],
            hint: "give one of them another name with '\(step.rawValue):'")
    }

    static func vipHearsOutput(
        _ route: String, module: String, output: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "route '\(route)' opens module '\(module)', which has an output, from a 'vip' module",
            at: location,
            hint:
                "a VIP module has no presenter logic to hear '\(output)': let the app's route "
                + "factory build the destination (remove 'module:'), or give '\(module)' no output")
    }

    static func useCaseNamedLikeAReservedMember(
        _ name: String, type: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "use case '\(name)' would declare a type named '\(type)', which Swift reserves",
            at: location,
            hint: "choose another name for the use case")
    }

    static func fieldTypeHiddenByModels(
        _ field: String, type: String, models: String, at location: SourceLocation?
    )
        -> Diagnostic
    {
        .error(
            "field '\(field)' names '\(type)', which inside \(models) means the module's own '\(type)'",
            at: location,
            hint:
                "rename the use case that declares '\(type)', or write the type with its module, e.g. "
                + "'Foundation.Date' or 'MyApp.User'")
    }

    static func routerDependencyWithoutRouter(_ name: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "dependency '\(name)' is for the router, and this VIP module has none", at: location,
            hint:
                "a VIP module has a router when it has router traits or routes; move the dependency "
                + "to 'interactor:' or 'presenter:'")
    }

    static func useCaseClashesWithTrait(
        _ name: String, selector: String, trait: String, at location: SourceLocation?
    )
        -> Diagnostic
    {
        .error(
            "use case '\(name)' declares '\(selector)', which trait '\(trait)' declares too",
            at: location,
            hint: "rename the use case")
    }
}

/// The messages about a VIP module's data store (`dataStore:`).
extension ModelDiagnostics {
    static func dataStoreNeedsVIP(at location: SourceLocation) -> Diagnostic {
        .error(
            "'dataStore' is only used by style 'vip'", at: location,
            hint:
                "set 'style: vip', or keep the fields under 'store: interactor:' and pass data "
                + "through the module's 'input'")
    }

    static func dataStoreFieldInStore(
        _ name: String, at location: SourceLocation, first: SourceLocation?
    ) -> Diagnostic {
        .error(
            "data store field '\(name)' is also an interactor store field", at: location,
            notes: first.map { [Diagnostic.Note("the store field is here", at: $0)] } ?? [],
            hint:
                "remove it from 'store: interactor:': the interactor keeps the data store's fields "
                + "too, and its logic reads and sets them")
    }

    static func routerDependencyNamedDataStore(at location: SourceLocation?) -> Diagnostic {
        .error(
            "the router's dependency 'dataStore' has the name of the data store it passes on",
            at: location,
            hint:
                "rename the dependency: with 'dataStore:', the router reads the interactor's "
                + "fields through its 'dataStore'")
    }
}

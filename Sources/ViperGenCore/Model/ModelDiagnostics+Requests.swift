/// The errors of a module's own requests (`requests:`, and `- request:` with `parameters:`).
extension ModelDiagnostics {
    static func requestNameNotLowercase(_ name: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "request name '\(name)' starts with a capital, but it becomes a method", at: location,
            hint: "start it with a lowercase letter: '\(name.lowerFirst)'")
    }

    static func requestNameUsedInBodies(_ name: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "a request can't be named '\(name)'", at: location,
            hint: "the Mocks' bodies call '\(name)': choose another name")
    }

    static func requestsShareNames(
        _ name: String, at location: SourceLocation?, first: SourceLocation?
    ) -> Diagnostic {
        .error(
            "request '\(name)' would share its method or its service with another request",
            at: location,
            notes: first.map { [Diagnostic.Note("the other request is here", at: $0)] } ?? [],
            hint:
                "the 'request' trait's own request is 'performRequest', served by 'requestService': "
                + "give this one another name")
    }

    static func requestClashesWithTrait(
        _ request: String, name: String, trait: String, at location: SourceLocation?,
        traitLocation: SourceLocation?
    ) -> Diagnostic {
        .error(
            "request '\(request)' needs '\(name)', which trait '\(trait)' of this module has too",
            at: location,
            notes: traitLocation.map { [Diagnostic.Note("the trait is here", at: $0)] } ?? [],
            hint: "give the request another name")
    }

    static func scaffoldTypeClash(
        _ type: String, trait: String, at location: SourceLocation?, otherModule: String,
        otherTrait: String, otherLocation: SourceLocation?
    ) -> Diagnostic {
        .error(
            "trait '\(trait)' declares '\(type)' for this module, and so does trait '\(otherTrait)' of module "
                + "'\(otherModule)'", at: location,
            notes: otherLocation.map {
                [Diagnostic.Note("module '\(otherModule)' uses it here", at: $0)]
            } ?? [],
            hint:
                "rename the module, or the request, or give the trait types of your own ('service:' and "
                + "'response:' for a request)")
    }

    static func requestTypeIsShared(
        _ request: String, type: String, owner: String,
        at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "request '\(request)' declares '\(type)', which \(owner) declares for every module",
            at: location,
            hint: "give the request another name")
    }

    static func requestTraitNameTaken(
        _ name: String, at location: SourceLocation?, other: SourceLocation?
    ) -> Diagnostic {
        .error(
            "the module's requests make the trait '\(name)' (in any letter case), which the traits file already defines",
            at: location,
            notes: other.map { [Diagnostic.Note("defined here", at: $0)] } ?? [],
            hint: "rename the project's trait '\(name)'")
    }
}

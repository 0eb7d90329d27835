/// The errors of a module's own requests (`requests:`, and `- request:` with `parameters:`).
extension ModelDiagnostics {
    static func requestNameNotLowercase(_ name: String, at location: SourceLocation) -> Diagnostic {
        let suggestion = name.prefix(1).lowercased() + name.dropFirst()
        return .error("request name '\(name)' starts with a capital, but it becomes a method", at: location,
                      hint: "start it with a lowercase letter: '\(suggestion)'")
    }

    static func requestsShareNames(_ name: String, at location: SourceLocation?, first: SourceLocation?) -> Diagnostic {
        .error("request '\(name)' would share its method or its service with another request", at: location,
               notes: first.map { [Diagnostic.Note("the other request is here", at: $0)] } ?? [],
               hint: "the 'request' trait's own request is 'performRequest', served by 'requestService': "
                   + "give this one another name")
    }

    static func requestTraitNameTaken(_ name: String, at location: SourceLocation?, other: SourceLocation?) -> Diagnostic {
        .error("the module's requests make the trait '\(name)', which the traits file already defines", at: location,
               notes: other.map { [Diagnostic.Note("defined here", at: $0)] } ?? [],
               hint: "rename the project's trait '\(name)'")
    }
}

/// The messages about a traits file's own definitions: names, methods,
/// dependencies and placeholders.
extension ModelDiagnostics {
    static func traitClashesWithBuiltIn(_ name: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "trait '\(name)' has the name of a built-in trait", at: location,
            hint: "rename it, or add 'replacesBuiltIn: true' to replace the built-in '\(name)'")
    }

    static func declaresRuntimeType(
        _ type: String, trait: String, key: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "'\(key)' of trait '\(trait)' declares '\(type)', a type the generated runtime already declares",
            at: location,
            hint: "rename it: viper-gen's shared files and Mock.swift declare '\(type)'")
    }

    static func replacesNothing(_ name: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "trait '\(name)' says 'replacesBuiltIn: true' but there is no built-in trait '\(name)'",
            at: location,
            hint: "remove 'replacesBuiltIn', or run 'viper-gen traits' for the built-in names")
    }

    static func methodWithoutBody(_ method: String, trait: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "method '\(method)' of trait '\(trait)' has no implementation", at: location,
            hint:
                "add 'body:': a trait implements every method it declares in its protocol extension"
        )
    }

    static func methodRepeatsTraitName(
        _ method: String, protocolName: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            "method name '\(method)' repeats the name of its trait '\(protocolName)'", at: location,
            hint:
                "name the action itself (e.g. 'close', 'performRequest'), so traits compose without collisions"
        )
    }

    static func statefulDependency(_ dependency: String, at location: SourceLocation) -> Diagnostic
    {
        .error(
            "dependency '\(dependency)' is settable, but a trait's dependencies are get-only",
            at: location,
            hint:
                "write just the type, e.g. 'any StorageService'; state the trait's logic changes "
                + "goes under 'store:' ('\(dependency): Type = default')"
        )
    }

    static func mutatingMethod(_ method: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "method '\(method)' is 'mutating', but a trait's protocol is composed into classes",
            at: location,
            hint: "remove 'mutating'; declare the state it changes under the trait's 'store:'")
    }

    static func mockRequired(_ method: String, returnType: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "method '\(method)' returns '\(returnType)' but has no 'mock:' body", at: location,
            hint:
                "add 'mock:' with what the Mock override returns, e.g. 'return stubbed(\(returnType).self)'"
        )
    }

    static func unknownPlaceholder(_ name: String, allowed: [String], at location: SourceLocation)
        -> Diagnostic
    {
        let known =
            allowed.isEmpty
            ? "no placeholders are allowed here"
            : "placeholders here: " + allowed.sorted().map { "${\($0)}" }.joined(separator: ", ")
        return .error("unknown placeholder '${\(name)}'", at: location, hint: known)
    }
}

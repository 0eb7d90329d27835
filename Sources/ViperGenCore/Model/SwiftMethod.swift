/// A method signature the generated code declares: a trait method, a view
/// output, or an interactor input or output.
public struct SwiftMethod: Equatable, Sendable {
    public var name: String
    public var parameters: [SwiftParameter]
    public var isAsync: Bool
    public var isThrowing: Bool
    /// The return type, or `nil` for `Void`.
    public var returnType: String?
    public var location: SourceLocation?

    public init(
        name: String,
        parameters: [SwiftParameter] = [],
        isAsync: Bool = false,
        isThrowing: Bool = false,
        returnType: String? = nil,
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.parameters = parameters
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.returnType = returnType
        self.location = location
    }

    /// `func name(label name: Type) async throws -> Result`, as an
    /// implementation declares it (an unnamed parameter as `_ value: Type`).
    public var declaration: String {
        "func " + name + parameters.declarationList + effectsAndResult
    }

    /// The declaration as a protocol requirement: as the spec wrote it, with
    /// an unnamed parameter as `_: Type`.
    public var requirement: String {
        "func " + name + parameters.requirementList + effectsAndResult
    }

    /// ` async throws -> Result` (or the parts that apply).
    public var effectsAndResult: String {
        var text = ""
        if isAsync { text += " async" }
        if isThrowing { text += " throws" }
        if let returnType { text += " -> \(returnType)" }
        return text
    }

    /// `name(label:label:)`: how Swift and our diagnostics name the member.
    public var selector: String {
        "\(name)(\(parameters.selector))"
    }

    /// `name(label: Type, ...)`: the selector with the parameter types, which
    /// tells apart overloads that share a selector.
    public var typedSelector: String {
        "\(name)(" + parameters.map { "\($0.selectorPart) \($0.type)" }.joined(separator: ", ")
            + ")"
    }

    /// What two overloads must not share: the selector and the parameter
    /// types, however spelled (`didFetch(_:)` of `[Method]` and of `any Error`
    /// may coexist; of `[Int]` and of `Array<Int>` they may not).
    public var overloadIdentity: String {
        selector + parameters.map { ": " + TypeSpelling.canonical($0.type) }.joined()
    }

    /// The same signature with locations dropped, to compare two declarations.
    public var withoutLocations: SwiftMethod {
        var copy = self
        copy.location = nil
        copy.parameters = parameters.map {
            var parameter = $0
            parameter.location = nil
            return parameter
        }
        return copy
    }
}

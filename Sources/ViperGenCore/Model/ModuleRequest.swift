/// A request a module performs through a service of its own: one entry of the
/// spec's `requests:` (`load(userID:)`), or the parameters given to the
/// `request` trait (`performRequest(userID:)`).
public struct ModuleRequest: Equatable, Sendable {
    /// The entry's name; `nil` for the `request` trait's own request.
    public var name: String?
    public var parameters: [SwiftParameter]
    /// The type the request answers, when the spec names one.
    public var response: String?
    /// The concrete service type the module stores, when the spec names one.
    public var service: String?
    /// Where the spec names the request (or the `request` trait).
    public var location: SourceLocation?

    public init(
        name: String? = nil, parameters: [SwiftParameter] = [], response: String? = nil,
        service: String? = nil, location: SourceLocation? = nil
    ) {
        self.name = name
        self.parameters = parameters
        self.response = response
        self.service = service
        self.location = location
    }

    /// The method the module calls: `performRequest` for the trait's own, else the name.
    public var methodName: String { name ?? "performRequest" }

    /// True for `response: Void` (or `Swift.Void`, `()`): the method returns nothing.
    public var returnsNothing: Bool {
        response.map { ["Void", "Swift.Void", "()"].contains($0.filter { !$0.isWhitespace }) }
            ?? false
    }

    /// `Load` for `load`, `Request` for the trait's own: the middle of the
    /// request's type names (`ProfileLoadService`, `ProfileLoadResponse`).
    public var typeStem: String {
        guard let name else { return "Request" }
        return name.upperFirst
    }
}

/// A dependency the spec gives one of the module's classes (`dependencies:`),
/// for what is not a trait: a factory, a service, a setting such as a page
/// size. The class holds it strongly; the assembly passes it in.
public struct ModuleDependency: Equatable, Sendable {
    /// The class that holds it.
    public enum Owner: String, Equatable, Sendable, CaseIterable {
        case presenter, interactor, router
    }

    public var owner: Owner
    public var name: String
    public var type: String
    public var location: SourceLocation?

    public init(owner: Owner, name: String, type: String, location: SourceLocation? = nil) {
        self.owner = owner
        self.name = name
        self.type = type
        self.location = location
    }
}

/// A module embedded in another's screen (`children:` then `feed: Feed`): the
/// parent's assembly builds it and shows its screen inside the parent's, and
/// the parent's presenter keeps its input and is its output.
public struct ChildModule: Equatable, Sendable {
    /// The child's name in the parent: the presenter's property for its input,
    /// and the prefix of what the parent's `makeModule` takes for it.
    public var name: String
    /// The embedded module.
    public var module: String
    /// Where the spec names the child.
    public var location: SourceLocation?
    /// Where the spec names the child's module.
    public var moduleLocation: SourceLocation?

    public init(
        name: String, module: String, location: SourceLocation? = nil,
        moduleLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.module = module
        self.location = location
        self.moduleLocation = moduleLocation
    }
}

/// One file a run produces, before anything touches the disk.
public struct RenderedFile: Equatable, Sendable {
    /// Generated files belong to viper-gen (rewritten and drift-checked);
    /// scaffolded files are written once and then belong to the user.
    public enum Ownership: String, Equatable, Sendable {
        case generated
        case scaffolded
    }

    /// Path relative to the project root.
    public var path: String
    public var contents: String
    public var ownership: Ownership
    /// The template that produced it.
    public var template: String
    /// The spec or traits file it comes from (project-relative), if any.
    public var sourcePath: String?

    public init(
        path: String, contents: String, ownership: Ownership, template: String,
        sourcePath: String? = nil
    ) {
        self.path = path
        self.contents = contents
        self.ownership = ownership
        self.template = template
        self.sourcePath = sourcePath
    }
}

/// A project's templates for one run: where each comes from, and parsed.
public struct ProjectTemplates: Equatable, Sendable {
    public var set: TemplateSet
    public var library: TemplateLibrary

    public init(set: TemplateSet, library: TemplateLibrary) {
        self.set = set
        self.library = library
    }

    /// The built-in templates only.
    public static func builtIn() throws(DiagnosticList) -> ProjectTemplates {
        ProjectTemplates(set: .builtIn, library: try TemplateLibrary.builtIn.get())
    }
}

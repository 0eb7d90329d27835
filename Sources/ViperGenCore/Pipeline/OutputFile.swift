/// One file a run may write, before it is rendered: where it goes, which
/// template makes it, the context that template sees, and who owns it.
/// The context stage decides all of it; rendering only applies the template.
public struct OutputFile: Equatable, Sendable {
    /// Path relative to the project root.
    public var path: String
    /// The template's name in the library, e.g. `MVP/Presenter.swift.tmpl`.
    public var template: String
    public var ownership: RenderedFile.Ownership
    /// The spec or traits file it comes from (project-relative), if any.
    public var sourcePath: String?
    /// Exactly what the template renders with.
    public var context: TemplateValue
    /// For a shared file (runtime, trait, test support), the modules that use
    /// it, by name: an Xcode project builds it in those modules' targets.
    /// `nil` for a module's own file.
    public var usedBy: [String]?

    public init(
        path: String, template: String, ownership: RenderedFile.Ownership,
        sourcePath: String? = nil,
        context: TemplateValue, usedBy: [String]? = nil
    ) {
        self.path = path
        self.template = template
        self.ownership = ownership
        self.sourcePath = sourcePath
        self.context = context
        self.usedBy = usedBy
    }
}

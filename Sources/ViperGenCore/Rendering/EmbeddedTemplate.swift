/// A default template compiled into the binary (see ``DefaultTemplates``).
public struct EmbeddedTemplate: Equatable, Sendable {
    /// The path relative to `Templates/`, e.g. `Partials/Header.tmpl`; the library key.
    public var name: String
    /// The file's exact text.
    public var text: String

    /// The folder, relative to the package root, that holds the default templates.
    public static let folder = "Templates"

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// The template as a built-in library source, shown as `Templates/<name>`.
    public var source: TemplateSource {
        TemplateSource(
            name: name, displayPath: Self.folder + "/" + name,
            text: text)
    }
}

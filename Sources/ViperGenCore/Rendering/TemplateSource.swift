/// The text of one template and where it came from.
public struct TemplateSource: Equatable, Sendable {
    /// Where a template was found. A `.project` template replaces the `.builtIn`
    /// one of the same name.
    public enum Origin: Equatable, Sendable {
        /// Embedded in the binary (see ``DefaultTemplates``).
        case builtIn
        /// Read from the project's own templates folder.
        case project
    }

    /// The library key, used by `{% include "..." %}`, e.g. `Partials/Header.tmpl`.
    public var name: String
    /// The path shown in diagnostics, e.g. `Templates/Partials/Header.tmpl`.
    public var displayPath: String
    public var text: String
    public var origin: Origin

    public init(name: String, displayPath: String, text: String, origin: Origin) {
        self.name = name
        self.displayPath = displayPath
        self.text = text
        self.origin = origin
    }
}

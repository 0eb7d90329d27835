/// The text of one template, named for includes and located for diagnostics.
/// (Which file a name comes from, built-in or the project's, is decided by
/// ``TemplateSet``.)
public struct TemplateSource: Equatable, Sendable {
    /// The library key, used by `{% include "..." %}`, e.g. `Partials/Header.tmpl`.
    public var name: String
    /// The path shown in diagnostics, e.g. `Templates/Partials/Header.tmpl`.
    public var displayPath: String
    public var text: String

    public init(name: String, displayPath: String, text: String) {
        self.name = name
        self.displayPath = displayPath
        self.text = text
    }
}

/// A file a project's templates folder adds to its modules, as its manifest
/// (`<templates>/module-files.yml`) lists it: a second view, a XIB, a
/// strings file. Where it goes in the module's folder, which template writes
/// it, who owns it, and which modules get it.
public struct ModuleTemplateFile: Equatable, Sendable {
    /// Which of a module's two folders the file goes in.
    public enum Side: String, Equatable, Sendable, CaseIterable {
        /// The module's source folder (`layout.module`, by default `<sources>/Modules/<Module>/`).
        case sources
        /// The module's test folder (`layout.tests`, by default `<tests>/Modules/<Module>/`).
        case tests
    }

    /// The file's path in the module's folder, with ``modulePlaceholder``
    /// for the module's name (`{Module}ViewController.xib`). Relative,
    /// normalised, without `..`, `.` or hidden components.
    public var path: String
    /// The template's name in the templates folder (`Extra/Screen.xib.tmpl`).
    public var template: String
    public var ownership: RenderedFile.Ownership
    public var side: Side
    /// Only modules with one of these screens get the file (`nil`: every module).
    public var ui: Set<UIKind>?
    /// Only modules of one of these styles get the file (`nil`: every module).
    public var styles: Set<ModuleDefinition.Style>?
    /// The entry's path in the manifest, for diagnostics.
    public var location: SourceLocation
    /// The entry's template name in the manifest, for diagnostics.
    public var templateLocation: SourceLocation

    public init(
        path: String, template: String, ownership: RenderedFile.Ownership, side: Side = .sources,
        ui: Set<UIKind>? = nil, styles: Set<ModuleDefinition.Style>? = nil,
        location: SourceLocation, templateLocation: SourceLocation? = nil
    ) {
        self.path = path
        self.template = template
        self.ownership = ownership
        self.side = side
        self.ui = ui
        self.styles = styles
        self.location = location
        self.templateLocation = templateLocation ?? location
    }

    /// Stands for the module's name in ``path``, as in `naming:`.
    public static let modulePlaceholder = "{Module}"

    /// The manifest's file name, at the top of the templates folder.
    public static let manifestName = "module-files.yml"

    /// True when `module` gets this file.
    public func applies(to module: ModuleDefinition) -> Bool {
        (ui?.contains(module.ui) ?? true) && (styles?.contains(module.style) ?? true)
    }

    /// The file's path in the module's folder for the module called `module`.
    public func path(forModule module: String) -> String {
        path.replacingEvery(Self.modulePlaceholder, with: module)
    }
}

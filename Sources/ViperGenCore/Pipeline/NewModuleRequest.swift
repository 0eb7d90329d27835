/// What `viper-gen new` asks for.
public struct NewModuleRequest: Equatable, Sendable {
    public var name: String
    public var traits: [String]
    public var style: ModuleDefinition.Style
    public var access: AccessLevel?
    /// What the screen is built with; `nil` leaves it to the config.
    public var ui: UIKind?
    /// How a SwiftUI screen navigates; `nil` leaves it to the config.
    public var navigation: NavigationKind?
    /// Overwrite an existing spec and existing scaffolded files.
    public var force: Bool
    /// The folder, inside the config's `specs` folder, the spec goes in
    /// (`--spec-dir`); `nil` for the specs folder itself. Checked by
    /// ``specFolderComponents(_:)`` before the spec is rendered.
    public var specFolder: String?
    /// The spec's first line, naming its JSON Schema (``SchemaLocation``); set by `new` from the config.
    public var schemaLine: String = ""

    public init(
        name: String, traits: [String], style: ModuleDefinition.Style = .mvp,
        access: AccessLevel? = nil,
        ui: UIKind? = nil, force: Bool = false
    ) {
        self.name = name
        self.traits = traits
        self.style = style
        self.access = access
        self.ui = ui
        self.force = force
    }

    /// The longest `--spec-dir`, in bytes, and the longest name of one of its folders.
    static let maximumSpecFolderLength = 1024
    static let maximumFolderNameLength = 255

    /// The folders of `specFolder`, one per component (`Auth/Login/` is
    /// `["Auth", "Login"]`), or why it cannot hold a spec: it must stay inside
    /// the specs folder (not absolute, no `..`), and each folder must be one the
    /// specs are searched in (no name starting with `.`, which the search
    /// skips; no control character).
    public static func specFolderComponents(_ specFolder: String) -> Result<[String], Diagnostic> {
        func problem(_ text: String) -> Result<[String], Diagnostic> {
            .failure(NewModuleDiagnostics.badSpecFolder(specFolder, problem: text))
        }
        if specFolder.isEmpty { return problem("it is empty") }
        if specFolder.utf8.count > maximumSpecFolderLength {
            return problem(
                "it is \(specFolder.utf8.count) bytes long; it may be at most \(maximumSpecFolderLength)"
            )
        }
        if let control = UnicodeText.firstControl(in: specFolder) {
            return problem("it contains the control character \(UnicodeText.name(control))")
        }
        if specFolder.hasPrefix("/") { return problem("it is an absolute path") }
        let components = specFolder.split(separator: "/").map(String.init)
        for component in components {
            if component == ".." { return problem("it leaves the specs folder with '..'") }
            if component.hasPrefix(".") {
                return problem(
                    "'\(component)' starts with '.', and such folders are not searched for specs")
            }
            if component.utf8.count > maximumFolderNameLength {
                return problem("a folder name is longer than \(maximumFolderNameLength) bytes")
            }
        }
        return .success(components)
    }

    /// The template that writes the new spec.
    public static let specTemplate = "Spec/Module.viper.yml.tmpl"

    /// What the spec template renders with.
    public var specContext: TemplateValue {
        SpecFileContext(
            spec: NewSpecContext(
                name: name,
                style: style.rawValue,
                access: access?.rawValue ?? "",
                hasAccess: access != nil,
                ui: ui?.rawValue ?? "",
                hasUI: ui != nil,
                navigation: navigation?.rawValue ?? "",
                hasNavigation: navigation != nil,
                isVIPER: style == .viper,
                isVIP: style == .vip,
                traits: traits,
                hasTraits: !traits.isEmpty,
                schemaLine: schemaLine,
                hasSchemaLine: !schemaLine.isEmpty)
        ).templateValue
    }
}

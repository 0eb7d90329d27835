/// What `viper-gen new` asks for.
public struct NewModuleRequest: Equatable, Sendable {
    public var name: String
    public var traits: [String]
    public var style: ModuleDefinition.Style
    public var access: AccessLevel?
    /// What the screen is built with; `nil` leaves it to the config.
    public var ui: UIKind?
    /// Overwrite an existing spec and existing scaffolded files.
    public var force: Bool
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
                isVIPER: style == .viper,
                isVIP: style == .vip,
                traits: traits,
                hasTraits: !traits.isEmpty,
                schemaLine: schemaLine,
                hasSchemaLine: !schemaLine.isEmpty)
        ).templateValue
    }
}

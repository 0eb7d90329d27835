/// The kinds of file viper-gen reads, each with its JSON Schema.
public enum SchemaKind: String, CaseIterable, Sendable {
    case module
    case config
    case traits
    /// A templates folder's `module-files.yml`.
    case moduleFiles = "module-files"

    /// The schema's file name in the schemas folder.
    public var fileName: String { rawValue + ".schema.json" }

    /// What the schema describes, for its title.
    public var title: String {
        switch self {
        case .module: return "viper-gen module spec (<Module>.viper.yml)"
        case .config: return "viper-gen project configuration (viper-gen.yml)"
        case .traits: return "viper-gen traits file (viper-traits.yml)"
        case .moduleFiles: return "viper-gen module files manifest (<templates>/module-files.yml)"
        }
    }

    /// The table the schema is written from.
    public var object: SchemaObject {
        switch self {
        case .module: return SpecSchemas.module
        case .config: return SpecSchemas.config
        case .traits: return SpecSchemas.traits
        case .moduleFiles: return SpecSchemas.moduleFiles
        }
    }

    /// The published JSON Schema (draft 2020-12) text: trait names are
    /// completed from the built-in traits, and any other name is taken.
    public var schemaText: String { JSONSchemaWriter.rendered(object, title: title) }

    /// The schema of a project whose traits are `catalog`'s: a module spec may
    /// name those traits only, as the validator requires.
    public func schemaText(traits catalog: TraitCatalog) -> String {
        guard self == .module else { return schemaText }
        return JSONSchemaWriter.rendered(
            SpecSchemas.module(traits: catalog, takesOthers: false), title: title)
    }
}

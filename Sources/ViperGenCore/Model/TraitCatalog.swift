/// The traits a project can use: the built-in ones, replaced or extended by the
/// project's own traits file.
public struct TraitCatalog: Equatable, Sendable {
    public private(set) var traits: [TraitDefinition]
    /// Who declares each shared type name (worked out once per catalog).
    let sharedTypeNames: TypeNameClashValidator.SharedTypeNames

    public init(traits: [TraitDefinition]) {
        self.traits = traits.sorted { $0.name < $1.name }
        self.sharedTypeNames = TypeNameClashValidator.SharedTypeNames(traits: self.traits)
    }

    /// The catalog with `projectTraits` added; a project trait with a built-in's
    /// name (and `replacesBuiltIn: true`) takes its place.
    public func adding(_ projectTraits: [TraitDefinition]) -> TraitCatalog {
        let replaced = Set(projectTraits.map(\.name))
        return TraitCatalog(traits: traits.filter { !replaced.contains($0.name) } + projectTraits)
    }

    public var names: [String] { traits.map(\.name) }

    public func trait(named name: String) -> TraitDefinition? {
        traits.first { $0.name == name }
    }
}

extension TraitCatalog {
    /// The built-in catalog's name among the embedded templates.
    public static let builtInName = "Catalog/BuiltInTraits.viper.yml"

    /// The built-in traits, read from the embedded templates once per process.
    public static let builtIn: TraitCatalog = {
        guard let text = DefaultTemplates.all.first(where: { $0.name == builtInName })?.text else {
            return TraitCatalog(traits: [])
        }
        let source = SourceFile(path: "Templates/" + builtInName, text: text)
        return TraitCatalog(traits: TraitCatalogReader.read(source, origin: .builtIn).traits)
    }()
}
